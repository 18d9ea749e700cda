import {
  CreateInvoiceBody,
  DeleteInvoiceQuery,
  DetailResponse,
  DuplicateInvoiceBody,
  EditInvoiceBody,
  Invoice,
  InvoiceListQuery,
  InvoicePage,
  InvoicePageParams,
  invoicePlanCodes,
  invoicePlanMap,
  messages,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { ErrorCode } from '../../platform/errors/app-error.js';
import { replyWithPdf } from '../../platform/http/pdf-reply.js';
import type { createInvoiceTransitionsService } from './invoice-transitions.service.js';
import type { createInvoicesService } from './invoices.service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];
const InvoiceParams = z.object({ id: z.uuid() });

export interface InvoicesRouteOptions {
  invoices: ReturnType<typeof createInvoicesService>;
  transitions: ReturnType<typeof createInvoiceTransitionsService>;
}

// Registered under /api/invoice: the invoice paths the product's clients have always used, and
// those they lacked (reminders, cancelling, duplicating, the PDF) in the same style.
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRouteOptions> = async (app, { invoices, transitions }) => {
  const one = (summary: string, action: Parameters<typeof access.can>[0], refusals: ErrorCode[]) => ({
    config: { access: access.can(action), refusals },
    schema: { tags, security, summary, params: InvoiceParams, response: { 200: Invoice } },
  });

  app.get(
    '/plans/',
    {
      config: { access: access.can('view_invoice') },
      schema: {
        tags,
        security,
        summary: 'The plans, label to code',
        response: { 200: z.record(z.string(), z.enum(invoicePlanCodes)) },
      },
    },
    async () => invoicePlanMap,
  );

  app.get('/get-invoice/:id', one('One invoice', 'view_invoice', []), async (request) =>
    invoices.getInvoice({ actor: actorOf(request), invoiceId: request.params.id }),
  );

  app.get(
    '/get-invoices/:page/',
    {
      config: { access: access.can('view_history') },
      schema: {
        tags,
        security,
        summary:
          'Invoices in ?sort= order (newest request first unless asked), from page 0; searched by number, reference, stakeholder name and email',
        params: InvoicePageParams,
        querystring: InvoiceListQuery.omit({ page: true }),
        response: { 200: InvoicePage },
      },
    },
    async (request) =>
      invoices.listInvoices({ actor: actorOf(request), query: { ...request.query, page: request.params.page } }),
  );

  app.get(
    '/search-invoices/',
    {
      config: { access: access.can('view_history') },
      schema: {
        tags,
        security,
        summary: 'Invoices matching ?search= (number, reference, stakeholder name and email), from page 0',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage },
      },
    },
    async (request) => invoices.listInvoices({ actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/create-invoice/',
    {
      config: {
        access: access.can('create_invoice'),
        refusals: ['INVOICE_ABOVE_APPROVAL_LIMIT', 'INVOICE_STAKEHOLDER_NOT_FOUND'],
      },
      schema: {
        tags,
        security,
        summary: 'A draft, or sent at once with send_status save_and_send (which needs send_invoice)',
        body: CreateInvoiceBody,
        response: { 200: Invoice },
      },
    },
    async (request) => invoices.createInvoice({ actor: actorOf(request), body: request.body }),
  );

  app.put(
    '/edit-invoice/:id/',
    {
      config: {
        access: access.can('edit_invoice'),
        refusals: ['INVOICE_ABOVE_APPROVAL_LIMIT', 'INVOICE_NOT_OPEN', 'INVOICE_HAS_PAYMENTS'],
      },
      schema: {
        tags,
        security,
        summary: 'Change a draft or a pending invoice (priced again); a draft with save_and_send is sent',
        params: InvoiceParams,
        body: EditInvoiceBody,
        response: { 200: Invoice },
      },
    },
    async (request) =>
      invoices.editInvoice({ actor: actorOf(request), invoiceId: request.params.id, body: request.body }),
  );

  app.post(
    '/send-invoice/:id/',
    one('Send a draft: its number, the email with its PDF', 'send_invoice', [
      'INVOICE_ABOVE_APPROVAL_LIMIT',
      'INVOICE_ALREADY_SENT',
      'INVOICE_NO_EMAIL',
    ]),
    async (request) => invoices.sendInvoice({ actor: actorOf(request), invoiceId: request.params.id }),
  );

  app.post(
    '/send-reminder/:id/',
    one('Email a pending invoice again', 'send_invoice', ['INVOICE_NOT_PENDING', 'INVOICE_REMINDER_LIMIT']),
    async (request) => transitions.remindInvoice({ actor: actorOf(request), invoiceId: request.params.id }),
  );

  app.post(
    '/cancel-invoice/:id/',
    one('Cancel a pending invoice; it keeps its number (those allowed by role or the settings)', 'view_invoice', [
      'INVOICE_NOT_PENDING',
      'INVOICE_CANCELLING_OFF',
      'INVOICE_CANCEL_NOT_ALLOWED',
    ]),
    async (request) => transitions.cancelInvoice({ actor: actorOf(request), invoiceId: request.params.id }),
  );

  app.post(
    '/duplicate-invoice/:id/',
    {
      config: { access: access.can('create_invoice') },
      schema: {
        tags,
        security,
        summary: 'A new draft copying the lines, with any given here changed; shown as DUP-<number> until sent',
        params: InvoiceParams,
        body: DuplicateInvoiceBody,
        response: { 200: Invoice },
      },
    },
    async (request) =>
      invoices.duplicateInvoice({ actor: actorOf(request), invoiceId: request.params.id, body: request.body ?? {} }),
  );

  app.delete(
    '/delete-invoice/:id',
    {
      config: {
        access: access.can('edit_invoice'),
        refusals: ['INVOICE_DELETE_CLOSED', 'INVOICE_HAS_PAYMENTS', 'INVOICE_CHANGED_MEANWHILE'],
      },
      schema: {
        tags,
        security,
        summary: 'Delete a draft, or a pending invoice (kept with its number out of sight); never a paid one',
        params: InvoiceParams,
        querystring: DeleteInvoiceQuery,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await invoices.deleteInvoice({
        actor: actorOf(request),
        invoiceId: request.params.id,
        seenStatus: request.query.status,
      });
      return { detail: messages.invoiceDeleted };
    },
  );

  app.get(
    '/invoice-pdf/:id/',
    {
      config: { access: access.can('view_invoice') },
      schema: { tags, security, summary: 'The invoice as a PDF', params: InvoiceParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const pdf = await invoices.invoicePdf({ actor: actorOf(request), invoiceId: request.params.id });
      return replyWithPdf(reply, pdf);
    },
  );
};
