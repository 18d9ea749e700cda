import { type Invoice, isOwed, messages } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { actorCan } from '../../platform/auth/permissions.js';
import { visibilityOf } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { announceInvoiceChange } from './invoice-announce.js';
import { requestInvoiceEmail } from './invoice-emails.js';
import { nextReminderAt } from './invoice-reminder-schedule.js';
import { ensureSettings, findStaffSettings } from './invoice-settings.queries.js';
import { type InvoiceRow, lockInvoice, updateInvoiceRow } from './invoices.queries.js';
import { creditLockedInvoice } from './payments/payment-ledger.js';

const dayMs = 24 * 60 * 60_000;

// docs/product.md#invoices: what happens to a sent invoice — reminders and its
// cancellation (its payments are payments/). Each answers the invoice as `get` shows it.
export function createInvoiceTransitionsService(
  context: AppContext,
  // Read inside the change's transaction (the reader), so the answer is what the change left.
  getInvoice: (input: { actor: Actor; invoiceId: string }, reader: Database) => Promise<Invoice>,
) {
  const { database, clock } = context;
  const { db } = database;

  // The locked invoice, which must be sent and not yet fully paid or cancelled.
  async function lockOwed(tx: Database, actor: Actor, invoiceId: string) {
    const row = await lockInvoice(tx, {
      organizationId: actor.organizationId,
      invoiceId,
      visibility: visibilityOf(actor),
    });
    if (!row) throw new AppError('NOT_FOUND');
    if (!isOwed(row.status)) throw new AppError('INVOICE_NOT_PENDING');
    return row;
  }

  async function transition(actor: Actor, invoiceId: string, change: (tx: Database, row: InvoiceRow) => Promise<void>) {
    const { row, answer } = await db.transaction(async (tx) => {
      const row = await lockOwed(tx, actor, invoiceId);
      await change(tx, row);
      return { row, answer: await getInvoice({ actor, invoiceId }, tx) };
    });
    await announceInvoiceChange(context, row);
    context.jobs.nudge();
    return { row, answer };
  }

  return {
    // 'Send another reminder' (docs/product.md#invoices): emailed again with its PDF,
    // within the settings' cap on reminders. The automatic ones that remain
    // wait at least a day after it.
    async remindInvoice({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
      const { answer } = await transition(actor, invoiceId, async (tx, row) => {
        const now = clock.now();
        const settings = await ensureSettings(tx, actor.organizationId);
        if (row.reminderCount >= settings.reminderMax) throw new AppError('INVOICE_REMINDER_LIMIT');
        const remindersSent = row.reminderCount + 1;
        const invoiceKey = { organizationId: actor.organizationId, invoiceId: row.id };
        await updateInvoiceRow(tx, invoiceKey, {
          reminderCount: remindersSent,
          lastReminderAt: now,
          nextReminderAt: nextReminderAt({
            schedule: settings,
            dueDate: row.dueDate,
            after: new Date(now.getTime() + dayMs),
            remindersSent,
          }),
        });
        await requestInvoiceEmail(tx, context, { organizationId: row.organizationId, invoiceId, kind: 'reminder' });
      });
      return answer;
    },

    // Decision 015: only while the settings allow cancelling, by those whose
    // role may or whom the settings list. The invoice keeps its number, and what was left is credited.
    async cancelInvoice({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
      const { answer } = await transition(actor, invoiceId, async (tx, row) => {
        const settings = await ensureSettings(tx, actor.organizationId);
        if (!settings.cancellingAllowed) throw new AppError('INVOICE_CANCELLING_OFF');
        if (!actorCan(actor, 'cancel_invoice')) {
          const own = await findStaffSettings(tx, { organizationId: actor.organizationId, userId: actor.userId });
          if (!own?.mayCancel) throw new AppError('INVOICE_CANCEL_NOT_ALLOWED');
        }
        // docs/product.md#payments: what was left is credited by a credit note of its own, never changed silently;
        // an invoice of nothing is simply cancelled.
        if (row.balance > 0) {
          await creditLockedInvoice(tx, context, {
            invoice: row,
            amount: row.balance,
            reason: messages.creditNoteOfCancellation,
            issuedById: actor.userId,
            closeAs: 'cancelled',
          });
        } else {
          const invoiceKey = { organizationId: actor.organizationId, invoiceId: row.id };
          await updateInvoiceRow(tx, invoiceKey, {
            status: 'cancelled',
            cancelledAt: clock.now(),
            cancelledById: actor.userId,
            nextReminderAt: null,
          });
        }
      });
      return answer;
    },
  };
}
