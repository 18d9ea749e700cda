import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Database, organizationId: string, { lock = false } = {}) {
  const query = db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [organization] = lock ? await query.for('update') : await query;
  return organization;
}

export async function updateOrganizationRow(
  db: Database,
  organizationId: string,
  changes: Partial<
    Pick<OrganizationRow, 'name' | 'email' | 'staffCount' | 'country' | 'natureOfBusiness' | 'setupComplete'>
  >,
) {
  const [organization] = await db
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, organizationId))
    .returning();
  return organization!;
}

export async function markUserSetupComplete(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  await db
    .update(users)
    .set({ orgSetupComplete: true })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}
