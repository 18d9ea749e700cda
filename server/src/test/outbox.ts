import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

// The emails queued for an address, newest first: what its inbox would show.
export function emailsTo(testApp: TestApp, address: string) {
  return testApp.database.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt));
}

// The 6-digit code in the newest email to an address, read as its reader would.
export async function lastCodeSentTo(testApp: TestApp, address: string) {
  const [newest] = await emailsTo(testApp, address);
  const code = newest?.textBody.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code was emailed to ${address}`);
  return code;
}
