import type { StakeholderSort, StakeholderType } from '@srm/contract';
import { and, arrayOverlaps, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type ListedTable, newestFirst, pagedList } from '../../db/paged-list.js';
import {
  feedback,
  type NewStakeholderRow,
  stakeholderChanges,
  stakeholderCounts,
  stakeholderFiles,
  stakeholders,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { optionKeysNamed } from '../../platform/stakeholder-options/stakeholder-options.queries.js';
import { liveVisibleIn, searchPatternOf } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import { holdsTag } from '../../platform/tags/tags.queries.js';

export type { StakeholderRow } from '../../db/schema/index.js';

export const manager = alias(users, 'account_manager');
export const author = alias(users, 'author');
export const uploader = alias(users, 'uploader');

// A member's name, from the users table or one of its aliases (spelt out for
// each, so Drizzle types a left join's missing member as null).
export const managerName = { id: manager.id, firstName: manager.firstName, lastName: manager.lastName };
export const authorName = { id: author.id, firstName: author.firstName, lastName: author.lastName };
export const uploaderName = { id: uploader.id, firstName: uploader.firstName, lastName: uploader.lastName };
export type StaffName = { id: string; firstName: string; lastName: string };

export async function findStakeholder(
  db: Database,
  {
    organizationId,
    stakeholderId,
    visibility,
  }: { organizationId: string; stakeholderId: string; visibility: Visibility },
) {
  const [row] = await db
    .select({ stakeholder: stakeholders, manager: managerName })
    .from(stakeholders)
    .leftJoin(manager, eq(manager.id, stakeholders.accountManagerId))
    .where(and(liveVisibleIn(organizationId, visibility), eq(stakeholders.id, stakeholderId)));
  return row;
}

export type StakeholderWithManager = NonNullable<Awaited<ReturnType<typeof findStakeholder>>>;

// The row to change, locked until the transaction ends, so two edits never
// both start from the same old values (each change entry holds its true before).
export async function lockStakeholder(
  tx: Database,
  { organizationId, stakeholderId }: { organizationId: string; stakeholderId: string },
) {
  const [row] = await tx
    .select()
    .from(stakeholders)
    .where(and(liveVisibleIn(organizationId, null), eq(stakeholders.id, stakeholderId)))
    .for('update');
  return row;
}

export async function insertStakeholder(tx: Database, values: NewStakeholderRow) {
  const [row] = await tx.insert(stakeholders).values(values).returning({ id: stakeholders.id });
  return row!.id;
}

export async function updateStakeholderRow(
  tx: Database,
  { organizationId, stakeholderId }: { organizationId: string; stakeholderId: string },
  values: Partial<NewStakeholderRow>,
) {
  await tx
    .update(stakeholders)
    .set(values)
    .where(and(eq(stakeholders.organizationId, organizationId), eq(stakeholders.id, stakeholderId)));
}

export interface StakeholderListFilter {
  organizationId: string;
  visibility: Visibility;
  type?: StakeholderType | undefined;
  // docs/product.md#tags: only records holding this tag.
  tag?: string | undefined;
  // docs/product.md#stakeholder-options: only records of this group company, or of this industry.
  primaryEntity?: string | undefined;
  industry?: string | undefined;
  search?: string | undefined;
  // Only records from one of whose emails feedback was sent (/feedbacks-stakeholders).
  sentFeedback?: boolean | undefined;
  sort: StakeholderSort;
  limit: number;
  offset: number;
}

// Through the feedback_stakeholder_email_idx index, one look-up per email.
const sentFeedback = sql`exists (
  select 1 from ${feedback}
  where ${feedback.organizationId} = ${stakeholders.organizationId}
    and ${feedback.stakeholderEmail} = any(${stakeholders.emails})
)`;

function listedBy(sort: StakeholderSort): ListedTable {
  const createdAt = sort === 'last_activity' ? stakeholders.lastActivityAt : stakeholders.createdAt;
  return { table: stakeholders, id: stakeholders.id, createdAt };
}

// Live records of the type (or all), of the levels the reader sees, from the counters; and those
// above their levels that they manage, counted by the account manager's index.
async function countFromCounters(db: Database, { organizationId, type, visibility }: StakeholderListFilter) {
  const levels =
    visibility === null
      ? undefined
      : or(isNull(stakeholderCounts.sensitivity), inArray(stakeholderCounts.sensitivity, [...visibility.levels]));
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${stakeholderCounts.count}), 0)::int` })
    .from(stakeholderCounts)
    .where(
      and(
        eq(stakeholderCounts.organizationId, organizationId),
        type ? eq(stakeholderCounts.type, type) : undefined,
        levels,
      ),
    );
  const counted = row?.value ?? 0;
  if (visibility === null) return counted;
  const [managed] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(stakeholders)
    .where(
      and(
        eq(stakeholders.accountManagerId, visibility.managerId),
        eq(stakeholders.organizationId, organizationId),
        isNull(stakeholders.deletedAt),
        type ? eq(stakeholders.type, type) : undefined,
        notInArray(stakeholders.sensitivity, [...visibility.levels]),
      ),
    );
  return counted + (managed?.value ?? 0);
}

export const summaryColumns = {
  id: stakeholders.id,
  type: stakeholders.type,
  reference: stakeholders.reference,
  name: stakeholders.name,
  emails: stakeholders.emails,
  phones: stakeholders.phones,
  sensitivity: stakeholders.sensitivity,
  accountManagerId: stakeholders.accountManagerId,
  tagIds: stakeholders.tagIds,
  lastActivityAt: stakeholders.lastActivityAt,
  createdAt: stakeholders.createdAt,
};

// A search looks in the name, reference, emails, phones and custom text, and finds the records of a group
// company or industry whose name holds it, each branch through an index of its own (decision 020).
async function searchCondition(db: Database, organizationId: string, search: string) {
  const pattern = searchPatternOf(search);
  const named = await optionKeysNamed(db, organizationId, containsPattern(search));
  return or(
    ilike(stakeholders.searchText, pattern),
    named.primaryEntity.length > 0 ? inArray(stakeholders.primaryEntity, named.primaryEntity) : undefined,
    named.industry.length > 0 ? inArray(stakeholders.industryOrSector, named.industry) : undefined,
  );
}

// A page in the chosen order and its total (db/paged-list.ts): exact from the
// counters when unsearched, counted up to the cap when searched.
export async function listStakeholderRows(db: Database, filter: StakeholderListFilter) {
  const from = listedBy(filter.sort);
  const { ids, count, countCapped } = await pagedList({
    db,
    from,
    where: and(
      liveVisibleIn(filter.organizationId, filter.visibility),
      filter.type ? eq(stakeholders.type, filter.type) : undefined,
      filter.sentFeedback ? sentFeedback : undefined,
      filter.tag ? holdsTag(stakeholders, filter.tag) : undefined,
      filter.primaryEntity ? eq(stakeholders.primaryEntity, filter.primaryEntity) : undefined,
      filter.industry ? eq(stakeholders.industryOrSector, filter.industry) : undefined,
    ),
    search: filter.search ? await searchCondition(db, filter.organizationId, filter.search) : undefined,
    limit: filter.limit,
    offset: filter.offset,
    // Only the type and the reader's levels have counters; any other narrowing is counted up to the cap.
    total:
      filter.search || filter.sentFeedback || filter.tag || filter.primaryEntity || filter.industry
        ? undefined
        : () => countFromCounters(db, filter),
  });
  if (ids.length === 0) return { rows: [], count, countCapped };
  const rows = await db
    .select(summaryColumns)
    .from(stakeholders)
    .where(inArray(stakeholders.id, ids))
    .orderBy(...newestFirst(from));
  return { rows, count, countCapped };
}

export type StakeholderSummaryRow = Awaited<ReturnType<typeof listStakeholderRows>>['rows'][number];

// Other live records of the organisation holding one of these emails or
// phones, whatever their sensitivity: the service decides what to say of them.
export function findRecordsSharingContacts(
  db: Database,
  {
    organizationId,
    emails,
    phones,
    exceptId,
  }: { organizationId: string; emails: string[]; phones: string[]; exceptId?: string | undefined },
) {
  if (emails.length === 0 && phones.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(stakeholders)
    .where(
      and(
        liveVisibleIn(organizationId, null),
        exceptId ? ne(stakeholders.id, exceptId) : undefined,
        or(
          emails.length > 0 ? arrayOverlaps(stakeholders.emails, emails) : undefined,
          phones.length > 0 ? arrayOverlaps(stakeholders.phones, phones) : undefined,
        ),
      ),
    )
    .orderBy(desc(stakeholders.createdAt))
    .limit(10);
}

export async function insertChange(tx: Database, values: typeof stakeholderChanges.$inferInsert) {
  const [row] = await tx.insert(stakeholderChanges).values(values).returning({ id: stakeholderChanges.id });
  return row!.id;
}

export async function insertFiles(tx: Database, rows: (typeof stakeholderFiles.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(stakeholderFiles).values(rows);
}

// A record's changes, newest first, with their authors.
export async function listChanges(
  db: Database,
  {
    organizationId,
    stakeholderId,
    limit,
    offset,
  }: { organizationId: string; stakeholderId: string; limit: number; offset: number },
) {
  return (
    db
      .select({ change: stakeholderChanges, author: authorName })
      .from(stakeholderChanges)
      .leftJoin(author, eq(author.id, stakeholderChanges.authorId))
      .where(
        and(eq(stakeholderChanges.organizationId, organizationId), eq(stakeholderChanges.stakeholderId, stakeholderId)),
      )
      // Entries of one moment: deleted after edited after created (the enum's order).
      .orderBy(desc(stakeholderChanges.createdAt), desc(stakeholderChanges.type), desc(stakeholderChanges.id))
      .limit(limit)
      .offset(offset)
  );
}

export type ChangeWithAuthor = Awaited<ReturnType<typeof listChanges>>[number];

export async function countChanges(
  db: Database,
  { organizationId, stakeholderId }: { organizationId: string; stakeholderId: string },
) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(stakeholderChanges)
    .where(
      and(eq(stakeholderChanges.organizationId, organizationId), eq(stakeholderChanges.stakeholderId, stakeholderId)),
    );
  return row?.value ?? 0;
}

// A record's files: its KYC documents, and the evidence of the given changes.
export function listFiles(
  db: Database,
  { organizationId, stakeholderId, changeIds }: { organizationId: string; stakeholderId: string; changeIds: string[] },
) {
  return db
    .select({ file: stakeholderFiles, uploader: uploaderName })
    .from(stakeholderFiles)
    .leftJoin(uploader, eq(uploader.id, stakeholderFiles.uploadedById))
    .where(
      and(
        eq(stakeholderFiles.organizationId, organizationId),
        eq(stakeholderFiles.stakeholderId, stakeholderId),
        or(
          sql`${stakeholderFiles.kind} <> 'evidence'`,
          changeIds.length > 0 ? inArray(stakeholderFiles.changeId, changeIds) : sql`false`,
        ),
      ),
    )
    .orderBy(desc(stakeholderFiles.createdAt), stakeholderFiles.fileName);
}

export type FileWithUploader = Awaited<ReturnType<typeof listFiles>>[number];
