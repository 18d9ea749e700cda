import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { logs, stakeholders, users } from '../../db/schema/index.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { visibleUnder } from '../../platform/stakeholder-records/stakeholder-records.queries.js';

export const staff = alias(users, 'staff');

export const logColumns = {
  log: logs,
  staff: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
  customer: {
    id: stakeholders.id,
    name: stakeholders.name,
    emails: stakeholders.emails,
    sensitivity: stakeholders.sensitivity,
    accountManagerId: stakeholders.accountManagerId,
  },
};

// A log is readable while its record is: live, of the organisation, and of a
// level the reader sees (docs/product.md#roles).
const readableIn = (organizationId: string, visibility: Visibility) =>
  and(eq(logs.organizationId, organizationId), isNull(stakeholders.deletedAt), visibleUnder(visibility));

export async function insertLog(tx: Database, values: typeof logs.$inferInsert) {
  const [row] = await tx.insert(logs).values(values).returning({ id: logs.id });
  return row!.id;
}

export async function updateLogRow(
  tx: Database,
  { organizationId, logId }: { organizationId: string; logId: string },
  values: Partial<typeof logs.$inferInsert>,
) {
  await tx
    .update(logs)
    .set(values)
    .where(and(eq(logs.organizationId, organizationId), eq(logs.id, logId)));
}

export async function findLog(
  db: Database,
  { organizationId, logId, visibility }: { organizationId: string; logId: string; visibility: Visibility },
) {
  const [row] = await db
    .select(logColumns)
    .from(logs)
    .innerJoin(stakeholders, eq(stakeholders.id, logs.stakeholderId))
    .leftJoin(staff, eq(staff.id, logs.staffId))
    .where(and(readableIn(organizationId, visibility), eq(logs.id, logId)));
  return row;
}

export type LogWithPeople = NonNullable<Awaited<ReturnType<typeof findLog>>>;

export interface LogListFilter {
  organizationId: string;
  visibility: Visibility;
  stakeholderId?: string | undefined;
  limit: number;
  offset: number;
}

const logsWhere = (filter: LogListFilter) =>
  and(
    readableIn(filter.organizationId, filter.visibility),
    filter.stakeholderId ? eq(logs.stakeholderId, filter.stakeholderId) : undefined,
  );

// Newest first: one record's logs, or the organisation's.
export function listLogs(db: Database, filter: LogListFilter) {
  return db
    .select(logColumns)
    .from(logs)
    .innerJoin(stakeholders, eq(stakeholders.id, logs.stakeholderId))
    .leftJoin(staff, eq(staff.id, logs.staffId))
    .where(logsWhere(filter))
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

// A page of them with their total.
export async function listLogRows(db: Database, filter: LogListFilter) {
  const [rows, [total]] = await Promise.all([
    listLogs(db, filter),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(logs)
      .innerJoin(stakeholders, eq(stakeholders.id, logs.stakeholderId))
      .where(logsWhere(filter)),
  ]);
  return { rows, count: total?.value ?? 0 };
}
