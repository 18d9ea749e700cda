import type { PermissionType } from '@srm/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// The staff directory: how any module finds an organisation's members (whom a notice goes to, whose name a
// history entry shows), so that "a member" means the same rows everywhere.

// The members of these roles who have joined: whom a notice for a role goes to.
export function listMembersWithRoles(
  db: Database,
  { organizationId, roles }: { organizationId: string; roles: readonly PermissionType[] },
) {
  if (roles.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.permissionType, [...roles]),
        eq(users.emailVerified, true),
      ),
    );
}

// Members of the organisation by id, with what a notice to them needs.
export function listMembersByIds(db: Database, { organizationId, ids }: { organizationId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.permissionType })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
}
