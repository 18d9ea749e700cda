import { formatCreditNoteNumber, type Kobo } from '@srm/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { creditNotes, invoiceSettings, users } from '../../../db/schema/index.js';

export type { CreditNoteRow } from '../../../db/schema/index.js';

// The next credit note number of the organisation, in its own sequence, taken as receipts' are
// (payments.queries.ts): the settings row stays locked to the commit, a rolled-back credit gives its number back.
export async function takeCreditNoteNumber(tx: Database, organizationId: string) {
  const [row] = await tx
    .update(invoiceSettings)
    .set({ lastCreditNoteSequence: sql`${invoiceSettings.lastCreditNoteSequence} + 1` })
    .where(eq(invoiceSettings.organizationId, organizationId))
    .returning({ sequence: invoiceSettings.lastCreditNoteSequence, prefix: invoiceSettings.creditNotePrefix });
  if (!row) throw new Error('the invoice settings must exist before a credit note is numbered');
  return { sequence: row.sequence, number: formatCreditNoteNumber(row.prefix, row.sequence) };
}

export async function insertCreditNote(
  tx: Database,
  note: {
    organizationId: string;
    invoiceId: string;
    amount: Kobo;
    reason: string;
    sequence: number;
    number: string;
    issuedById: string;
    issuedAt: Date;
    balanceAfter: Kobo;
  },
) {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  return row!;
}

// An invoice's credit notes, oldest first, with who issued each. The note's id comes first (a left join's object
// is taken as missing when its first column is null).
export function listCreditNotesOf(
  db: Database,
  { organizationId, invoiceId }: { organizationId: string; invoiceId: string },
) {
  return db
    .select({
      creditNote: creditNotes,
      issuedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(creditNotes)
    .leftJoin(users, eq(users.id, creditNotes.issuedById))
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
}

export type CreditNoteListRow = Awaited<ReturnType<typeof listCreditNotesOf>>[number];

export async function findCreditNote(
  db: Database,
  { organizationId, creditNoteId }: { organizationId: string; creditNoteId: string },
) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.id, creditNoteId)));
  return row;
}

// Records that a credit note's email is queued; false if it already was.
export async function markCreditNoteQueued(
  tx: Database,
  { organizationId, creditNoteId, queuedAt }: { organizationId: string; creditNoteId: string; queuedAt: Date },
) {
  const rows = await tx
    .update(creditNotes)
    .set({ emailQueuedAt: queuedAt })
    .where(
      and(
        eq(creditNotes.organizationId, organizationId),
        eq(creditNotes.id, creditNoteId),
        isNull(creditNotes.emailQueuedAt),
      ),
    )
    .returning({ id: creditNotes.id });
  return rows.length > 0;
}
