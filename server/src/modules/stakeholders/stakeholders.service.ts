import type {
  Stakeholder,
  StakeholderContact,
  StakeholderHistoryPage,
  StakeholderPage,
  StakeholderSort,
  StakeholderType,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { searchedOrCorrected } from '../../db/near-spellings.js';
import type { Actor } from '../../platform/auth/actor.js';
import { recordLevelsSeenBy, visibilityOf } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { toStakeholder, toStakeholderChange, toStakeholderSummary } from './stakeholders.mapper.js';
import { countChanges, findStakeholder, listChanges, listFiles, listStakeholderRows } from './stakeholders.queries.js';

export interface StakeholderListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  type?: StakeholderType | undefined;
  tag?: string | undefined;
  primary_entity_at_antigravity?: string | undefined;
  industry_or_sector?: string | undefined;
  sentFeedback?: boolean | undefined;
  sort: StakeholderSort;
}

// Reading records as the acting user may see them (docs/product.md#roles); adding
// and editing them is stakeholder-writes.service.ts.
export function createStakeholdersService(context: AppContext) {
  const { database, config, clock } = context;
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  // `reader`: a change's own transaction, so it answers what it left (docs/product.md#stakeholders).
  async function getStakeholder(
    { actor, stakeholderId }: { actor: Actor; stakeholderId: string },
    reader: Database = db,
  ): Promise<Stakeholder> {
    const row = await findStakeholder(reader, {
      organizationId: actor.organizationId,
      stakeholderId,
      visibility: visibilityOf(actor),
    });
    if (!row) throw new AppError('NOT_FOUND');
    const files = await listFiles(reader, { organizationId: actor.organizationId, stakeholderId, changeIds: [] });
    return toStakeholder(row, files, fileUrls);
  }
  return {
    getStakeholder,

    async listStakeholders({ actor, query }: { actor: Actor; query: StakeholderListQuery }): Promise<StakeholderPage> {
      const { page, page_size } = query;
      const { organizationId } = actor;
      const searched = { organizationId, text: query.search || undefined, levels: recordLevelsSeenBy(actor) };
      const { rows, count, countCapped, correctedSearch } = await searchedOrCorrected(db, searched, (search) =>
        listStakeholderRows(db, {
          organizationId,
          visibility: visibilityOf(actor),
          type: query.type,
          tag: query.tag,
          primaryEntity: query.primary_entity_at_antigravity,
          industry: query.industry_or_sector,
          sentFeedback: query.sentFeedback,
          search,
          sort: query.sort,
          limit: page_size,
          offset: (page - 1) * page_size,
        }),
      );
      return {
        stakeholder_data: rows.map(toStakeholderSummary),
        count,
        count_capped: countCapped,
        page,
        page_size,
        corrected_search: correctedSearch,
      };
    },

    async getContact({ actor, stakeholderId }: { actor: Actor; stakeholderId: string }): Promise<StakeholderContact> {
      const record = await getStakeholder({ actor, stakeholderId });
      return { id: record.id, name: record.name, email: record.email[0] ?? null };
    },

    async listHistory({
      actor,
      stakeholderId,
      page,
      page_size,
    }: {
      actor: Actor;
      stakeholderId: string;
      page: number;
      page_size: number;
    }): Promise<StakeholderHistoryPage> {
      await getStakeholder({ actor, stakeholderId });
      const organizationId = actor.organizationId;
      const [changes, count] = await Promise.all([
        listChanges(db, { organizationId, stakeholderId, limit: page_size, offset: (page - 1) * page_size }),
        countChanges(db, { organizationId, stakeholderId }),
      ]);
      const changeIds = changes.map(({ change }) => change.id);
      const files = await listFiles(db, { organizationId, stakeholderId, changeIds });
      return {
        results: changes.map((change) => toStakeholderChange(change, files, fileUrls)),
        count,
        count_capped: false,
        page,
        page_size,
      };
    },
  };
}

export type StakeholdersService = ReturnType<typeof createStakeholdersService>;
