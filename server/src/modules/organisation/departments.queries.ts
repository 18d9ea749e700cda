import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { departments, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

// Every query names the organisation: a department id of another one finds nothing.
const inOrganization = (organizationId: string, departmentId: string) =>
  and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId));

// Spelt with the tables' names: in a select from one table Drizzle writes its
// columns unqualified, so `department_id = id` compared each user with itself
// and every department counted 0 staff.
const staffCount = sql<number>`(select count(*)::int from ${users} as member where member.department_id = ${departments}.id)`;

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  description: departments.description,
  createdAt: departments.createdAt,
  staffCount,
};

export type DepartmentRow = { id: string; name: string; description: string; createdAt: Date; staffCount: number };

export async function insertDepartment(
  db: Database,
  input: { organizationId: string; name: string; description: string; now: Date },
) {
  const [row] = await db
    .insert(departments)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .returning({ id: departments.id });
  return row!.id;
}

export async function findDepartment(
  db: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  const [row] = await db
    .select(departmentColumns)
    .from(departments)
    .where(inOrganization(organizationId, departmentId));
  return row;
}

export async function updateDepartmentRow(
  db: Database,
  input: { organizationId: string; departmentId: string; name: string; description: string },
) {
  const updated = await db
    .update(departments)
    .set({ name: input.name, description: input.description })
    .where(inOrganization(input.organizationId, input.departmentId))
    .returning({ id: departments.id });
  return updated.length === 1;
}

export async function deleteDepartmentRow(
  db: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  const deleted = await db
    .delete(departments)
    .where(inOrganization(organizationId, departmentId))
    .returning({ id: departments.id });
  return deleted.length === 1;
}

// Newest first, as every list (docs/product.md#api-conventions).
export async function listDepartmentRows(
  db: Database,
  {
    organizationId,
    search,
    limit,
    offset,
  }: { organizationId: string; search?: string | undefined; limit: number; offset: number },
) {
  const matches = and(
    eq(departments.organizationId, organizationId),
    search
      ? or(ilike(departments.name, containsPattern(search)), ilike(departments.description, containsPattern(search)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(departmentColumns)
      .from(departments)
      .where(matches)
      .orderBy(desc(departments.createdAt), desc(departments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(departments).where(matches),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function listStaffOfDepartment(
  db: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  return db
    .select({ user: users, departmentName: departments.name })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.organizationId, organizationId), eq(users.departmentId, departmentId)))
    .orderBy(users.firstName, users.lastName);
}
