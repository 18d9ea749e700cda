import { appModule } from '../../app-module.js';
import { createInvoiceDashboardsService } from './invoice-dashboards.service.js';
import { handleInvoiceEmails } from './invoice-emails.js';
import { scheduleInvoiceReminders } from './invoice-reminders.js';
import { invoiceSettingsRoutes } from './invoice-settings.routes.js';
import { createInvoiceSettingsService } from './invoice-settings.service.js';
import { createInvoiceTransitionsService } from './invoice-transitions.service.js';
import { invoicesRoutes } from './invoices.routes.js';
import { createInvoicesService } from './invoices.service.js';
import { handleCreditNoteEmails } from './payments/credit-note-emails.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { createPaymentsService } from './payments/payments.service.js';
import { handleReceiptEmails } from './payments/receipt-emails.js';
import { paystackRoutes } from './paystack/paystack.routes.js';
import { createPaystackApi } from './paystack/paystack-api.js';
import { createPaystackConnectionService } from './paystack/paystack-connection.service.js';
import { createPaystackPaymentsService } from './paystack/paystack-payments.service.js';
import { paystackWebhookRoutes } from './paystack/paystack-webhook.routes.js';
import { publicInvoiceRoutes } from './public-invoice.routes.js';
import { createPublicInvoiceService } from './public-invoice.service.js';

// Subscription invoicing in naira (docs/product.md#invoices): invoices and their approval, sending and
// payment, the organisation's invoice settings and dashboards, emails and reminders, and the stakeholder's own
// invoice page; payments and their receipts (payments/), and paying online with Paystack (paystack/).
export const invoicesModule = appModule('invoices', async (app, context) => {
  const invoices = createInvoicesService(context);
  const transitions = createInvoiceTransitionsService(context, invoices.getInvoice);
  const settings = createInvoiceSettingsService(context);
  const dashboards = createInvoiceDashboardsService(context);
  await app.register(invoicesRoutes, { prefix: '/api/invoice', invoices, transitions });
  await app.register(paymentsRoutes, {
    prefix: '/api/invoice',
    payments: createPaymentsService(context, invoices.getInvoice),
  });
  await app.register(invoiceSettingsRoutes, { prefix: '/api/invoice', settings, dashboards });
  const paystack = createPaystackApi(context.config.PAYSTACK_API_URL);
  const connections = createPaystackConnectionService(context, paystack);
  const paystackPayments = createPaystackPaymentsService(context, { paystack, connections });
  await app.register(paystackRoutes, { prefix: '/api/invoice', connections });
  await app.register(paystackWebhookRoutes, {
    prefix: '/api/payments/paystack',
    connections,
    payments: paystackPayments,
  });
  await app.register(publicInvoiceRoutes, {
    prefix: '/api/your-invoice',
    publicInvoices: createPublicInvoiceService(context, { connections, paystackPayments }),
    rateLimits: context.rateLimits,
  });
  handleInvoiceEmails(context, {
    paysOnline: async (organizationId) => (await connections.secretKeyOf(organizationId)) !== undefined,
  });
  handleReceiptEmails(context);
  handleCreditNoteEmails(context);
  scheduleInvoiceReminders(context.jobs, context);
});

// For search across everything.
export { searchInvoices } from './invoice-search.queries.js';
