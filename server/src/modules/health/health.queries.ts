import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
