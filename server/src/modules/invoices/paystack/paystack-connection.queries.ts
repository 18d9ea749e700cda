import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { paystackConnections, users } from '../../../db/schema/index.js';

export type PaystackConnectionRow = typeof paystackConnections.$inferSelect;

// The organisation's connection and who made it. Drizzle takes a left join's object as missing when its first
// column is null: the member's id comes first.
export async function findPaystackConnection(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      connection: paystackConnections,
      connectedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(paystackConnections)
    .leftJoin(users, eq(users.id, paystackConnections.connectedById))
    .where(eq(paystackConnections.organizationId, organizationId));
  return row;
}

export async function savePaystackConnection(db: Database, connection: PaystackConnectionRow) {
  const { organizationId, ...changes } = connection;
  await db
    .insert(paystackConnections)
    .values(connection)
    .onConflictDoUpdate({ target: paystackConnections.organizationId, set: changes });
}

export async function deletePaystackConnection(db: Database, organizationId: string) {
  await db.delete(paystackConnections).where(eq(paystackConnections.organizationId, organizationId));
}
