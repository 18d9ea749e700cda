import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// Locked until the transaction ends, so two saves of one profile cannot both
// think they replace the same avatar.
export async function findUserForUpdate(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

export async function updateProfileRow(
  db: Database,
  userId: string,
  changes: { firstName: string; lastName: string; imageKey: string | null },
) {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user!;
}
