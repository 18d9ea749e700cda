import type { Log, LogBody, LogPage } from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { nextReference } from '../../db/references.js';
import type { Actor } from '../../platform/auth/actor.js';
import { visibilityOf } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { announceStakeholderChange } from './stakeholder-announce.js';
import { toLog } from './stakeholder-logs.mapper.js';
import { findLog, insertLog, listLogRows, updateLogRow } from './stakeholder-logs.queries.js';
import { findStakeholder, updateStakeholderRow } from './stakeholders.queries.js';

type ParsedLogBody = z.output<typeof LogBody>;

// docs/product.md#stakeholders: the emails and calls with a stakeholder. A log is
// seen by whoever sees its record, and is the record's latest activity.
export function createStakeholderLogsService(context: AppContext) {
  const { database, clock } = context;
  const { db } = database;

  async function getLog({ actor, logId }: { actor: Actor; logId: string }): Promise<Log> {
    const row = await findLog(db, { organizationId: actor.organizationId, logId, visibility: visibilityOf(actor) });
    if (!row) throw new AppError('NOT_FOUND');
    return toLog(row);
  }

  return {
    getLog,

    async createLog({ actor, stakeholderId, body }: { actor: Actor; stakeholderId: string; body: ParsedLogBody }) {
      const visibility = visibilityOf(actor);
      const record = await findStakeholder(db, { organizationId: actor.organizationId, stakeholderId, visibility });
      if (!record) throw new AppError('NOT_FOUND');
      const logId = await db.transaction(async (tx) => {
        const now = clock.now();
        const { number, reference } = await nextReference(tx, actor.organizationId, 'LOG');
        const logId = await insertLog(tx, {
          organizationId: actor.organizationId,
          number,
          reference,
          stakeholderId,
          type: body.type,
          subject: body.subject,
          summary: body.summary || null,
          message: body.message,
          projectName: body.project_name || null,
          staffId: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await updateStakeholderRow(
          tx,
          { organizationId: actor.organizationId, stakeholderId },
          { lastActivityAt: now },
        );
        return logId;
      });
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId,
        records: [record.stakeholder],
      });
      return getLog({ actor, logId });
    },

    async updateLog({ actor, logId, body }: { actor: Actor; logId: string; body: ParsedLogBody }) {
      const current = await findLog(db, { organizationId: actor.organizationId, logId, visibility: null });
      if (!current) throw new AppError('NOT_FOUND');
      await db.transaction((tx) =>
        updateLogRow(
          tx,
          { organizationId: actor.organizationId, logId },
          {
            type: body.type,
            subject: body.subject,
            summary: body.summary || null,
            message: body.message,
            projectName: body.project_name || null,
            updatedAt: clock.now(),
          },
        ),
      );
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId: current.customer.id,
        records: [current.customer],
      });
      return getLog({ actor, logId });
    },

    // Paged from 0 (docs/product.md#api-conventions); one record's logs, or the organisation's.
    async listLogs({
      actor,
      page,
      pageSize,
      stakeholderId,
    }: {
      actor: Actor;
      page: number;
      pageSize: number;
      stakeholderId?: string | undefined;
    }): Promise<LogPage> {
      const visibility = visibilityOf(actor);
      if (stakeholderId) {
        const record = await findStakeholder(db, { organizationId: actor.organizationId, stakeholderId, visibility });
        if (!record) throw new AppError('NOT_FOUND');
      }
      const { rows, count } = await listLogRows(db, {
        organizationId: actor.organizationId,
        visibility,
        stakeholderId,
        limit: pageSize,
        offset: page * pageSize,
      });
      return { results: rows.map(toLog), count, page, page_size: pageSize };
    },
  };
}
