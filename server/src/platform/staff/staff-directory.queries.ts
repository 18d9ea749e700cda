import type { PermissionType } from '@srm/contract';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// The staff directory: how any module finds an organisation's members (whom a notice goes to, whose name a
// history entry shows), so that "a member" means the same rows everywhere.
// A member is a row of `users` of that organisation, of one role. Deleting a member deletes the row, so
// whoever is found is on the staff now. One invited who has not joined yet (email_verified false) is a
// member too (docs/product.md#tickets: any member may handle a ticket); only notices by role wait for
// joining (docs/product.md#feedback: every manager who has joined).
// Every lookup names the organisation, so no call finds another organisation's staff by accident.

// The members of these roles, by default only those who have joined: whom a notice for a role goes to.
// A live update (no email) goes to all of them: `includingNotJoined`.
export function listMembersWithRoles(
  db: Database,
  {
    organizationId,
    roles,
    includingNotJoined = false,
  }: { organizationId: string; roles: readonly PermissionType[]; includingNotJoined?: boolean },
) {
  if (roles.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.permissionType, [...roles]),
        includingNotJoined ? undefined : eq(users.emailVerified, true),
      ),
    );
}

// A member of the organisation by id, with their name and email; undefined if there is none.
export async function findMember(db: Database, { organizationId, userId }: { organizationId: string; userId: string }) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

// Members of the organisation by id, with what a notice to them needs and their role.
export function listMembersByIds(db: Database, { organizationId, ids }: { organizationId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.permissionType })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
}

// Members by id for a job that walks every organisation (the SLA clock): each id is asked for with the
// organisation it is expected in, so none is found in another.
export function listMembersByOrganizationAndId(
  db: Database,
  keys: readonly { organizationId: string; userId: string }[],
) {
  if (keys.length === 0) return Promise.resolve([]);
  const pairs = keys.map(({ organizationId, userId }) => sql`(${organizationId}::uuid, ${userId}::uuid)`);
  return db
    .select({ id: users.id, organizationId: users.organizationId, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`(${users.organizationId}, ${users.id}) in (${sql.join(pairs, sql`, `)})`);
}

// The ids of the organisation's members with these emails, by lower-cased email (emails are unique
// case-insensitively: users_email_lower_unique).
export async function memberIdsByEmail(
  db: Database,
  { organizationId, emails }: { organizationId: string; emails: readonly string[] },
) {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lowered.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(sql`lower(${users.email})`, lowered)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

// The ids of the organisation's members whose first, last or full name or email matches a LIKE pattern
// (db/search.ts), case-insensitively.
export async function listMemberIdsMatching(
  db: Database,
  { organizationId, pattern }: { organizationId: string; pattern: string },
) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          sql`${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}
