import { CreditNoteBody, Invoice, RecordPaymentBody, ReversePaymentBody } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.js';
import { actorOf } from '../../../platform/auth/actor.js';
import { replyWithPdf } from '../../../platform/http/pdf-reply.js';
import type { createPaymentsService } from './payments.service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];

export interface PaymentsRouteOptions {
  payments: ReturnType<typeof createPaymentsService>;
}

// Registered under /api/invoice, beside the invoice paths (docs/product.md#payments).
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRouteOptions> = async (app, { payments }) => {
  app.post(
    '/record-payment/:id/',
    {
      config: {
        access: access.can('mark_as_paid'),
        refusals: ['INVOICE_NOT_OWED', 'PAYMENT_ABOVE_BALANCE', 'PAYMENT_DATE_IN_FUTURE'],
      },
      schema: {
        tags,
        security,
        summary:
          'Record a payment on a sent invoice: partially paid until its balance is nil, then paid; a receipt is numbered and emailed',
        params: z.object({ id: z.uuid() }),
        body: RecordPaymentBody,
        response: { 200: Invoice },
      },
    },
    async (request) =>
      payments.recordPayment({ actor: actorOf(request), invoiceId: request.params.id, body: request.body }),
  );

  app.put(
    '/mark-invoice-paid/:id',
    {
      config: { access: access.can('mark_as_paid'), refusals: ['INVOICE_NOT_OWED'] },
      schema: {
        tags,
        security,
        summary: 'Record whatever is left to pay on a sent invoice as paid today, with its receipt',
        params: z.object({ id: z.uuid() }),
        response: { 200: Invoice },
      },
    },
    async (request) => payments.markInvoicePaid({ actor: actorOf(request), invoiceId: request.params.id }),
  );

  app.post(
    '/reverse-payment/:paymentId/',
    {
      config: {
        access: access.can('reverse_payment'),
        refusals: ['PAYMENT_ALREADY_REVERSED', 'PAYMENT_ON_CANCELLED_INVOICE'],
      },
      schema: {
        tags,
        security,
        summary: 'Reverse a payment recorded by mistake (an entry of its own, never a deletion): the balance reopens',
        params: z.object({ paymentId: z.uuid() }),
        body: ReversePaymentBody,
        response: { 200: Invoice },
      },
    },
    async (request) =>
      payments.reversePayment({
        actor: actorOf(request),
        paymentId: request.params.paymentId,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/credit-note/:id/',
    {
      config: { access: access.can('issue_credit_note'), refusals: ['INVOICE_NOT_OWED', 'CREDIT_ABOVE_BALANCE'] },
      schema: {
        tags,
        security,
        summary:
          'Credit a sent invoice in part or whole, with a reason: a credit note numbered in its own sequence (CRN-), emailed with its PDF, lowering the balance',
        params: z.object({ id: z.uuid() }),
        body: CreditNoteBody,
        response: { 200: Invoice },
      },
    },
    async (request) =>
      payments.issueCreditNote({ actor: actorOf(request), invoiceId: request.params.id, body: request.body }),
  );

  app.get(
    '/credit-note-pdf/:creditNoteId/',
    {
      config: { access: access.can('view_invoice') },
      schema: {
        tags,
        security,
        summary: 'A credit note as a PDF',
        params: z.object({ creditNoteId: z.uuid() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await payments.creditNotePdf({ actor: actorOf(request), creditNoteId: request.params.creditNoteId });
      return replyWithPdf(reply, pdf);
    },
  );

  app.get(
    '/receipt-pdf/:paymentId/',
    {
      config: { access: access.can('view_invoice') },
      schema: {
        tags,
        security,
        summary: "A payment's receipt as a PDF",
        params: z.object({ paymentId: z.uuid() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await payments.receiptPdf({ actor: actorOf(request), paymentId: request.params.paymentId });
      return replyWithPdf(reply, pdf);
    },
  );
};
