import { randomBytes } from 'node:crypto';
import { isOwed, lagosDay } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { createNotifier } from '../../notifications/index.js';
import { announceInvoiceChange, announceInvoicePaid } from '../invoice-announce.js';
import { tellInvoicePaid } from '../invoice-notices.js';
import { numberOrReference } from '../invoices.mapper.js';
import { type InvoiceDetailRow, lockInvoice } from '../invoices.queries.js';
import { takeLockedPayment } from '../payments/payment-ledger.js';
import type { PaystackApi } from './paystack-api.js';
import {
  deleteAttempt,
  findAttempt,
  insertAttempt,
  lockAttempt,
  type PaystackAttemptRow,
  settleAttempt,
} from './paystack-attempts.queries.js';
import type { PaystackConnectionService } from './paystack-connection.service.js';

// What Paystack's event or the stakeholder's return said was paid, to hold against what was asked.
export interface ReportedCharge {
  amount: number;
  currency: string;
}

// Paystack's paid_at, when it reads as a time.
function dayOf(paidAt: string | null | undefined) {
  const when = paidAt ? new Date(paidAt) : null;
  return when && !Number.isNaN(when.getTime()) ? when : null;
}

// What became of an attempt: paid into the ledger, refused (why is kept on it), not paid (yet), or not ours.
export type Settlement = PaystackAttemptRow['state'] | 'not_paid' | 'unknown';

// docs/product.md#payments, "Pay with Paystack": 'Pay now' asks Paystack for a transaction of the balance, and
// Paystack's word that it was paid (its webhook, or the stakeholder coming back) is checked with its verify call
// before one payment is recorded, whichever of them comes first and however often.
export function createPaystackPaymentsService(
  context: AppContext,
  { paystack, connections }: { paystack: PaystackApi; connections: PaystackConnectionService },
) {
  const { database, clock, log } = context;
  const { db } = database;
  const notifier = createNotifier(context);

  async function keyOf(organizationId: string) {
    const key = await connections.secretKeyOf(organizationId);
    if (!key) throw new AppError('PAY_ONLINE_UNAVAILABLE');
    return key;
  }

  // A key Paystack stopped taking (rolled in its dashboard) is the organisation's to fix, not the stakeholder's:
  // they are told online payment is unavailable, and the server's log says why.
  function keyRefusedAs(code: 'PAY_ONLINE_UNAVAILABLE' | 'PAYSTACK_UNAVAILABLE', organizationId: string) {
    return (error: unknown): never => {
      if (error instanceof AppError && error.code === 'PAYSTACK_KEY_REFUSED') {
        log.warn({ organizationId }, 'Paystack refused the organisation’s secret key: a manager must connect it again');
        throw new AppError(code);
      }
      throw error;
    };
  }

  // Refused for good: the money reached Paystack but is not what was asked (a manager refunds it there).
  async function refuse(attempt: PaystackAttemptRow, refusal: string): Promise<Settlement> {
    await db.transaction(async (tx) => {
      const locked = await lockAttempt(tx, attempt);
      if (locked?.state === 'started') await settleAttempt(tx, attempt, { state: 'refused', refusal, at: clock.now() });
    });
    log.warn({ reference: attempt.reference, invoiceId: attempt.invoiceId, refusal }, 'a Paystack payment was refused');
    return 'refused';
  }

  async function record(attempt: PaystackAttemptRow, paidAt: string | null | undefined): Promise<Settlement> {
    const told = notifier.batch();
    const outcome = await db.transaction(async (tx) => {
      // The invoice first, as every payment locks it, then the attempt.
      const invoice = await lockInvoice(tx, {
        organizationId: attempt.organizationId,
        invoiceId: attempt.invoiceId,
        visibility: null,
      });
      const locked = await lockAttempt(tx, attempt);
      if (locked?.state !== 'started') return { state: locked?.state ?? ('unknown' as const) };
      const now = clock.now();
      if (!invoice || !isOwed(invoice.status) || attempt.amount > invoice.balance) {
        await settleAttempt(tx, attempt, { state: 'refused', refusal: 'more than is left to pay', at: now });
        return { state: 'refused' as const };
      }
      const { payment, settled } = await takeLockedPayment(tx, context, {
        invoice,
        payment: {
          amount: attempt.amount,
          paidOn: lagosDay(dayOf(paidAt) ?? now),
          method: 'paystack',
          reference: attempt.reference,
          recordedById: null,
        },
      });
      await settleAttempt(tx, attempt, { state: 'paid', paymentId: payment.id, at: now });
      if (settled) await tellInvoicePaid(tx, told, context, { actor: null, invoice });
      return { state: 'paid' as const, invoice, settled };
    });
    if (outcome.state === 'refused') {
      log.warn({ reference: attempt.reference }, 'a Paystack payment came when nothing more was owed');
    }
    if ('invoice' in outcome && outcome.invoice) {
      told.announce();
      await announceInvoiceChange(context, outcome.invoice);
      if (outcome.settled) await announceInvoicePaid(context, outcome.invoice);
      context.jobs.nudge();
    }
    return outcome.state;
  }

  return {
    // The address of Paystack's page for the balance of an invoice the stakeholder's link opened; back to
    // `returnUrl` once paid.
    async start({ detail, returnUrl }: { detail: InvoiceDetailRow; returnUrl: string }) {
      const { invoice, stakeholder } = detail;
      const email = stakeholder.emails[0];
      if (!isOwed(invoice.status) || invoice.balance <= 0 || !email) throw new AppError('PAY_ONLINE_UNAVAILABLE');
      const key = await keyOf(invoice.organizationId);
      // Paystack takes letters, digits, '-', '.' and '=' in a reference; one per attempt, never guessed.
      const reference = `srm-${randomBytes(12).toString('hex')}`;
      const attempt = { reference, organizationId: invoice.organizationId };
      // Kept before Paystack hears of it, so its event can never arrive before the attempt it settles.
      await insertAttempt(db, { ...attempt, invoiceId: invoice.id, amount: invoice.balance, startedAt: clock.now() });
      try {
        const started = await paystack
          .initialize(key, {
            email,
            amount: invoice.balance,
            reference,
            callbackUrl: returnUrl,
            metadata: {
              invoice_id: invoice.id,
              invoice_number: numberOrReference(detail),
              organization_id: invoice.organizationId,
            },
          })
          .catch(keyRefusedAs('PAY_ONLINE_UNAVAILABLE', invoice.organizationId));
        return { authorization_url: started.authorization_url };
      } catch (error) {
        await deleteAttempt(db, attempt);
        throw error;
      }
    },

    // Paystack says `reference` was charged (`reported`, from its event; none when the stakeholder came back):
    // it must be an attempt of the organisation's, for the amount and currency asked, and Paystack's verify call
    // must say so too, before it is recorded, once.
    async settle({
      organizationId,
      reference,
      reported,
    }: {
      organizationId: string;
      reference: string;
      reported?: ReportedCharge;
    }): Promise<Settlement> {
      const attempt = await findAttempt(db, { organizationId, reference });
      if (!attempt) return 'unknown';
      if (attempt.state !== 'started') return attempt.state;
      const asked = (charge: ReportedCharge) => charge.amount === attempt.amount && charge.currency === 'NGN';
      if (reported && !asked(reported)) return refuse(attempt, `reported ${reported.currency} ${reported.amount}`);
      const verified = await paystack
        .verify(await keyOf(organizationId), reference)
        .catch(keyRefusedAs('PAYSTACK_UNAVAILABLE', organizationId));
      if (verified?.status !== 'success' || verified.reference !== reference) return 'not_paid';
      const charged = { amount: verified.requested_amount ?? verified.amount, currency: verified.currency };
      if (!asked(charged)) return refuse(attempt, `verified ${charged.currency} ${charged.amount}`);
      return record(attempt, verified.paid_at);
    },

    // The attempt, if it is one for this invoice.
    async attemptOf({
      organizationId,
      invoiceId,
      reference,
    }: {
      organizationId: string;
      invoiceId: string;
      reference: string;
    }) {
      const attempt = await findAttempt(db, { organizationId, reference });
      return attempt?.invoiceId === invoiceId ? attempt : undefined;
    },
  };
}

export type PaystackPaymentsService = ReturnType<typeof createPaystackPaymentsService>;
