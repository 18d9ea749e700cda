import type { PermissionType } from '@srm/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { departments, organizations, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

export type { UserRow } from '../../db/schema/index.js';

export async function findStaffByEmail(
  db: Database,
  { organizationId, email }: { organizationId: string; email: string },
) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`));
  return user;
}

// docs/product.md#roles: the two-manager cap is counted under the organisation's row lock, so
// concurrent additions and promotions queue behind each other instead of each counting one manager.
export async function countManagersLocked(db: Database, organizationId: string) {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return countManagers(db, organizationId);
}

async function countManagers(db: Database, organizationId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.permissionType, 'manager')));
  return row?.value ?? 0;
}

export async function departmentBelongsTo(
  db: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId)));
  return row !== undefined;
}

export async function organizationName(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

export async function organizationSetupComplete(db: Database, organizationId: string) {
  const [row] = await db
    .select({ setupComplete: organizations.setupComplete })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.setupComplete ?? false;
}

export async function insertStaff(
  db: Database,
  input: {
    organizationId: string;
    firstName: string;
    lastName: string;
    email: string;
    permissionType: PermissionType;
    departmentId: string | null;
    orgSetupComplete: boolean;
  },
) {
  const [user] = await db.insert(users).values(input).returning();
  return user!;
}

export async function listStaffRows(
  db: Database,
  {
    organizationId,
    search,
    limit,
    offset,
  }: { organizationId: string; search?: string | undefined; limit: number; offset: number },
) {
  const pattern = search ? containsPattern(search) : undefined;
  const matches = and(
    eq(users.organizationId, organizationId),
    pattern
      ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, departmentName: departments.name })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(matches)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(users).where(matches),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findStaff(db: Database, { organizationId, userId }: { organizationId: string; userId: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .for('update');
  return user;
}

// A member with their department's name, as the user detail panel shows them.
export async function findStaffWithDepartment(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select({ user: users, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

export async function updateStaffRow(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
  changes: {
    firstName: string;
    lastName: string;
    email: string;
    permissionType: PermissionType;
    departmentId: string | null;
  },
) {
  const [user] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .returning();
  return user!;
}

// Sessions, codes and invitations go with the user (ON DELETE CASCADE).
export async function deleteStaffRow(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  await db.delete(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

export async function departmentNameOf(
  db: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string | null },
) {
  if (!departmentId) return null;
  const [row] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId)));
  return row?.name ?? null;
}

export async function findDepartmentIdByName(
  db: Database,
  { organizationId, name }: { organizationId: string; name: string },
) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), sql`lower(${departments.name}) = lower(${name})`))
    .limit(1);
  return row?.id;
}
