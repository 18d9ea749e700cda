import { and, arrayOverlaps, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stakeholders } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import type { Visibility } from '../auth/record-visibility.js';

// Which records a reader may see: every one (null), or those without a sensitivity, those of the
// listed levels and those they manage (docs/product.md#roles).
export function visibleUnder(visibility: Visibility): SQL | undefined {
  if (visibility === null) return undefined;
  return or(
    isNull(stakeholders.sensitivity),
    inArray(stakeholders.sensitivity, [...visibility.levels]),
    eq(stakeholders.accountManagerId, visibility.managerId),
  );
}

// The ids of the records the reader manages: what an invoice of a record above their levels is seen
// through. Served by stakeholders_account_manager_id_idx.
export function recordsManagedBy(visibility: Exclude<Visibility, null>) {
  return sql`(select ${stakeholders.id} from ${stakeholders} where ${stakeholders.accountManagerId} = ${visibility.managerId})`;
}

// Every query names the organisation and reads live, visible records only: a
// deleted one, a hidden one and one of another organisation are alike not found.
export const liveVisibleIn = (organizationId: string, visibility: Visibility) =>
  and(eq(stakeholders.organizationId, organizationId), isNull(stakeholders.deletedAt), visibleUnder(visibility));

// A phone is kept as 10 digits and searched with its trunk 0 too (searchTextOf),
// so "+234 803-123" finds it as "803123".
export function searchPatternOf(search: string) {
  const digits = search.replace(/[\s()+-]/g, '');
  const asPhone = /^\d{3,}$/.test(digits) ? digits.replace(/^234/, '') : search;
  return containsPattern(asPhone);
}

// The live record of a level the reader sees that holds this email: what a
// ticket or feedback sent from it links to. The oldest, should twins exist.
export async function findRecordHoldingEmail(
  db: Database,
  { organizationId, email, visibility }: { organizationId: string; email: string; visibility: Visibility },
) {
  const [row] = await db
    .select({ id: stakeholders.id, reference: stakeholders.reference, name: stakeholders.name })
    .from(stakeholders)
    .where(and(liveVisibleIn(organizationId, visibility), arrayOverlaps(stakeholders.emails, [email.toLowerCase()])))
    .orderBy(stakeholders.createdAt)
    .limit(1);
  return row ?? null;
}

// What a link to a record needs, with the emails it holds.
const recordWithEmails = {
  id: stakeholders.id,
  reference: stakeholders.reference,
  name: stakeholders.name,
  emails: stakeholders.emails,
};

// The live records a reader sees that hold any of these emails, oldest first:
// what a list of conversations or messages links to, in one read.
export async function findRecordsHoldingEmails(
  db: Database,
  { organizationId, emails, visibility }: { organizationId: string; emails: string[]; visibility: Visibility },
) {
  if (emails.length === 0) return [];
  return db
    .select(recordWithEmails)
    .from(stakeholders)
    .where(and(liveVisibleIn(organizationId, visibility), arrayOverlaps(stakeholders.emails, emails)))
    .orderBy(stakeholders.createdAt);
}

// Records whose name, reference, email or phone holds the search, with an
// email to raise a ticket for: the ticket form's 'Existing Stakeholder' step.
export function searchRecordsWithEmails(
  db: Database,
  {
    organizationId,
    visibility,
    search,
    limit,
  }: { organizationId: string; visibility: Visibility; search: string; limit: number },
) {
  return db
    .select(recordWithEmails)
    .from(stakeholders)
    .where(
      and(
        liveVisibleIn(organizationId, visibility),
        sql`cardinality(${stakeholders.emails}) > 0`,
        ilike(stakeholders.searchText, searchPatternOf(search)),
      ),
    )
    .orderBy(desc(stakeholders.lastActivityAt), desc(stakeholders.id))
    .limit(limit);
}

// The emails of a live record the reader sees; undefined when they may not see it (or it is gone).
export async function findRecordEmails(
  db: Database,
  {
    organizationId,
    stakeholderId,
    visibility,
  }: { organizationId: string; stakeholderId: string; visibility: Visibility },
) {
  const [row] = await db
    .select({ emails: stakeholders.emails })
    .from(stakeholders)
    .where(and(liveVisibleIn(organizationId, visibility), eq(stakeholders.id, stakeholderId)));
  return row?.emails;
}

// Who manages a record now, deleted or not: what a copy of its sensitivity (an invoice) is seen through.
export async function findAccountManagerOf(
  db: Database,
  { organizationId, stakeholderId }: { organizationId: string; stakeholderId: string },
) {
  const [row] = await db
    .select({ accountManagerId: stakeholders.accountManagerId })
    .from(stakeholders)
    .where(and(eq(stakeholders.organizationId, organizationId), eq(stakeholders.id, stakeholderId)));
  return row?.accountManagerId ?? null;
}
