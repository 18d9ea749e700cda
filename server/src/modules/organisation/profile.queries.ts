import type { ColorScheme } from '@srm/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

interface UserOf {
  organizationId: string;
  userId: string;
}

const userOf = ({ organizationId, userId }: UserOf) =>
  and(eq(users.organizationId, organizationId), eq(users.id, userId));

// With `lock`, locked until the transaction ends, so two saves of one profile
// cannot both think they replace the same avatar.
export async function findUser(db: Database, user: UserOf, { lock = false } = {}) {
  const query = db.select().from(users).where(userOf(user));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateProfileRow(
  db: Database,
  user: UserOf,
  changes: { firstName: string; lastName: string; imageKey: string | null },
) {
  const [row] = await db.update(users).set(changes).where(userOf(user)).returning();
  return row!;
}

export async function updateColorScheme(db: Database, user: UserOf, colorScheme: ColorScheme) {
  const [row] = await db.update(users).set({ colorScheme }).where(userOf(user)).returning();
  return row;
}
