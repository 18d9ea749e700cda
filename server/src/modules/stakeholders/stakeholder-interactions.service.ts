import {
  type FindDuplicatesBody,
  nationalPhoneNumber,
  type StakeholderDetail,
  type StakeholderDuplicates,
  stakeholderDetailListSize,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { seesUnder, visibilityOf } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { toFeedback } from '../feedback/index.js';
import { noteStakeholderDeleted, toTicket } from '../tickets/index.js';
import { announceStakeholderChange } from './stakeholder-announce.js';
import { changedFields, valuesOfRow } from './stakeholder-columns.js';
import { prepareStakeholderDetailQueries } from './stakeholder-detail.queries.js';
import { toLog } from './stakeholder-logs.mapper.js';
import { toStakeholder, toStakeholderChange, toStakeholderSummary } from './stakeholders.mapper.js';
import {
  findRecordsSharingContacts,
  insertChange,
  lockStakeholder,
  updateStakeholderRow,
} from './stakeholders.queries.js';

// What a record gathers from the rest of the product: the detail's one view of
// every interaction, the twins a new record would make, and what deleting it
// leaves behind (decision 014).
export function createStakeholderInteractionsService(context: AppContext) {
  const { database, clock, config, realtime } = context;
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });
  const detail = prepareStakeholderDetailQueries(db);

  return {
    async getStakeholderDetail({
      actor,
      stakeholderId,
    }: {
      actor: Actor;
      stakeholderId: string;
    }): Promise<StakeholderDetail> {
      const organizationId = actor.organizationId;
      const visibility = visibilityOf(actor);
      const row = await detail.record({ organizationId, stakeholderId, visibility });
      if (!row) throw new AppError('NOT_FOUND');
      // Three round trips: the record, then what its emails and id find, then
      // the files of the record and of those changes.
      const emails = row.stakeholder.emails;
      const limit = stakeholderDetailListSize;
      const [tickets, feedback, logs, changes] = await Promise.all([
        detail.tickets({ organizationId, emails, limit }),
        detail.feedback({ organizationId, emails, limit }),
        detail.logs({ organizationId, visibility, stakeholderId, limit }),
        detail.changes({ organizationId, stakeholderId, limit }),
      ]);
      const files = await detail.files({
        organizationId,
        stakeholderId,
        changeIds: changes.map(({ change }) => change.id),
      });
      return {
        ...toStakeholder(row, files, fileUrls),
        tickets: tickets.map(toTicket),
        feedback: feedback.map(toFeedback),
        logs: logs.map(toLog),
        changes: changes.map((change) => toStakeholderChange(change, files, fileUrls)),
      };
    },

    // Records the reader may see that already hold one of these contacts. A
    // hidden record is not named: the warning must not reveal it.
    async findDuplicates({
      actor,
      body,
    }: {
      actor: Actor;
      body: z.output<typeof FindDuplicatesBody>;
    }): Promise<StakeholderDuplicates> {
      const emails = (body.email ?? []).map((email) => email.toLowerCase());
      const phones = (body.phone ?? []).flatMap((phone) => nationalPhoneNumber(phone) ?? []);
      const visibility = visibilityOf(actor);
      const found = await findRecordsSharingContacts(db, {
        organizationId: actor.organizationId,
        emails,
        phones,
        exceptId: body.except_id,
      });
      const visible = found.filter((row) => seesUnder(visibility, row));
      return {
        results: visible.map((row) => ({
          ...toStakeholderSummary(row),
          shared: [
            ...row.emails.filter((email) => emails.includes(email)),
            ...row.phones.filter((phone) => phones.includes(phone)),
          ],
        })),
      };
    },

    // Decision 014: the record leaves every list, and stays whole in its
    // history. Each of its tickets keeps an entry with what it said, and its
    // logs stay with it.
    async deleteStakeholder({ actor, stakeholderId }: { actor: Actor; stakeholderId: string }) {
      const { ticketIds, record } = await db.transaction(async (tx) => {
        const row = await lockStakeholder(tx, { organizationId: actor.organizationId, stakeholderId });
        if (!row) throw new AppError('NOT_FOUND');
        const now = clock.now();
        await updateStakeholderRow(
          tx,
          { organizationId: actor.organizationId, stakeholderId },
          { deletedAt: now, updatedAt: now },
        );
        await insertChange(tx, {
          organizationId: actor.organizationId,
          stakeholderId,
          type: 'deleted',
          authorId: actor.userId,
          changes: { ...changedFields(valuesOfRow(row), {}), reference: { from: row.reference, to: null } },
          createdAt: now,
        });
        const ticketIds = await noteStakeholderDeleted(tx, { actor, record: row, at: now });
        return { ticketIds, record: row };
      });
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId,
        records: [record],
      });
      if (ticketIds.length > 0)
        realtime.toOrganization(actor.organizationId).emit('ticket.changed', { ids: ticketIds });
    },
  };
}
