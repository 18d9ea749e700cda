import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { outbox, outboxAttachments } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

// The emails queued for an address, newest first: what its inbox would show.
export function emailsTo(testApp: TestApp, address: string) {
  return testApp.database.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt));
}

// The emails queued about one ticket (its reference starts their subject), newest first.
export function emailsAbout(testApp: TestApp, ticket: { organizationId: string; reference: string }) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.organizationId, ticket.organizationId), like(outbox.subject, `${ticket.reference} %`)))
    .orderBy(desc(outbox.createdAt));
}

// The 6-digit code in the newest email to an address, read as its reader would.
export async function lastCodeSentTo(testApp: TestApp, address: string) {
  const [newest] = await emailsTo(testApp, address);
  const code = newest?.textBody.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code was emailed to ${address}`);
  return code;
}

// The files attached to the emails queued for an address (an invoice's, a receipt's, a credit note's PDF).
export async function attachmentsTo(testApp: TestApp, address: string) {
  const emails = await emailsTo(testApp, address);
  if (emails.length === 0) return [];
  return testApp.database.db
    .select()
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.messageId,
        emails.map((email) => email.id),
      ),
    );
}
