import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { organizations } from './schema/index.js';

// The organisation's row, locked until the transaction ends: changes to what it defines for itself (its
// option lists, its custom fields) take turns, so two additions never share a key or a position.
export async function lockOrganizationSettings(tx: Database, organizationId: string) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}
