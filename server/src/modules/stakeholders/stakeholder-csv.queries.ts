import type { StakeholderType } from '@srm/contract';
import { and, arrayOverlaps, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { newestFirst } from '../../db/paged-list.js';
import { stakeholders, users } from '../../db/schema/index.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { visibleUnder } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import type { StakeholderExportRow } from './stakeholder-csv.js';

// Records read per query while the export is written, so a large organisation's
// file never comes from one giant result.
export const exportBatchSize = 1000;

const manager = alias(users, 'account_manager');

// A batch of the export: live records of the levels the reader sees, newest
// first (the list's order and index), after the last record of the batch before.
export function listExportBatch(
  db: Database,
  {
    organizationId,
    visibility,
    type,
    afterId,
  }: { organizationId: string; visibility: Visibility; type?: StakeholderType | undefined; afterId?: string },
): Promise<StakeholderExportRow[]> {
  return db
    .select({ stakeholder: stakeholders, managerEmail: manager.email })
    .from(stakeholders)
    .leftJoin(manager, eq(manager.id, stakeholders.accountManagerId))
    .where(
      and(
        eq(stakeholders.organizationId, organizationId),
        isNull(stakeholders.deletedAt),
        visibleUnder(visibility),
        type ? eq(stakeholders.type, type) : undefined,
        // Compared with the stored time itself: a JavaScript Date would drop its microseconds.
        afterId
          ? sql`(${stakeholders.createdAt}, ${stakeholders.id}) < (select s.created_at, s.id from stakeholders s where s.id = ${afterId} and s.organization_id = ${organizationId})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst({ table: stakeholders, id: stakeholders.id, createdAt: stakeholders.createdAt }))
    .limit(exportBatchSize);
}

// Live records of the organisation holding one of these emails, whatever their
// type or sensitivity: the import decides what it may say of them.
export function findRecordsHoldingEmails(
  db: Database,
  { organizationId, emails }: { organizationId: string; emails: string[] },
) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stakeholders)
    .where(
      and(
        eq(stakeholders.organizationId, organizationId),
        isNull(stakeholders.deletedAt),
        arrayOverlaps(stakeholders.emails, emails),
      ),
    )
    .limit(20);
}
