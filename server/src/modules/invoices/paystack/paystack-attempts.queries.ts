import type { Kobo } from '@srm/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { type PaystackAttemptRow, paystackAttempts } from '../../../db/schema/index.js';

export type { PaystackAttemptRow } from '../../../db/schema/index.js';

const isAttempt = (organizationId: string, reference: string) =>
  and(eq(paystackAttempts.organizationId, organizationId), eq(paystackAttempts.reference, reference));

export async function insertAttempt(
  db: Database,
  attempt: { reference: string; organizationId: string; invoiceId: string; amount: Kobo; startedAt: Date },
) {
  await db.insert(paystackAttempts).values(attempt);
}

export async function deleteAttempt(
  db: Database,
  { organizationId, reference }: { organizationId: string; reference: string },
) {
  await db.delete(paystackAttempts).where(isAttempt(organizationId, reference));
}

export async function findAttempt(
  db: Database,
  { organizationId, reference }: { organizationId: string; reference: string },
) {
  const [row] = await db.select().from(paystackAttempts).where(isAttempt(organizationId, reference));
  return row;
}

// Locked until the transaction ends: two deliveries of one event settle it once.
export async function lockAttempt(
  tx: Database,
  { organizationId, reference }: { organizationId: string; reference: string },
) {
  const [row] = await tx.select().from(paystackAttempts).where(isAttempt(organizationId, reference)).for('update');
  return row;
}

export async function settleAttempt(
  tx: Database,
  attempt: Pick<PaystackAttemptRow, 'organizationId' | 'reference'>,
  outcome: { state: 'paid'; paymentId: string; at: Date } | { state: 'refused'; refusal: string; at: Date },
) {
  await tx
    .update(paystackAttempts)
    .set({
      state: outcome.state,
      paymentId: outcome.state === 'paid' ? outcome.paymentId : null,
      refusal: outcome.state === 'refused' ? outcome.refusal : null,
      settledAt: outcome.at,
    })
    .where(isAttempt(attempt.organizationId, attempt.reference));
}
