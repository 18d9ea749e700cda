// Every address of the web app, shared so the web's route
// table and the links in the server's emails cannot drift apart. Patterns with
// `:name` are filled by `pathTo`.
export const paths = {
  landing: '/',
  createAccount: '/create-account',
  otp: '/otp',
  createPassword: '/create-password',
  login: '/login',
  forgotPassword: '/forgot-password',
  otpResetPassword: '/otp-reset-password',
  resetPassword: '/reset-password',
  userCreatePassword: '/user-create-password',
  userSetPassword: '/user-set-password',
  home: '/home',
  dashboard: '/dashboard',
  tickets: '/tickets',
  // docs/product.md#tickets: one ticket, by its reference (/tickets/TCK-000123).
  ticket: '/tickets/:reference',
  overdueTickets: '/overdue-tickets',
  openTickets: '/new-tickets',
  dueTickets: '/due-tickets',
  unresolvedTickets: '/unresolved-tickets',
  resolvedTickets: '/resolved-tickets',
  closedTickets: '/closed-tickets',
  priorityHighTickets: '/priority-high-tickets',
  priorityMediumTickets: '/priority-medium-tickets',
  priorityLowTickets: '/priority-low-tickets',
  // Misspelt as this address has always been, so links already made keep working.
  ticketByPriority: '/ticket-by-prority',
  userTickets: '/user-tickets',
  stakeholders: '/stakeholders',
  // docs/product.md#stakeholders: one record, the add flow for a type, the edit flow.
  stakeholder: '/stakeholder/:stakeholderId',
  addStakeholder: '/stakeholders/add/:type',
  editStakeholder: '/stakeholder/:stakeholderId/edit',
  stakeholdersLogs: '/stakeholders-logs',
  logs: '/logs',
  logDetails: '/log-details',
  feedbacksStakeholders: '/feedbacks-stakeholders',
  feedbackForms: '/feedback-forms',
  feedbackProduct: '/feedback-product/:projectName',
  feedback: '/feedback/:feedbackId',
  // The public form a stakeholder fills in, without logging in (docs/product.md#feedback).
  feedbackForm: '/form/:project/:organizationId',
  invoice: '/invoice',
  invoiceHistory: '/invoice-history',
  invoiceSettings: '/invoice-settings',
  // The Request Payment modal over the dashboard, and the form it leads to.
  invoiceModal: '/InvoiceModal',
  subscriptionDetails: '/subscription-details',
  // One invoice: any status, or the view for its status, and its edit form.
  invoiceDetail: '/invoices/:invoiceId',
  draftInvoice: '/invoices/draft/:invoiceId',
  pendingInvoice: '/invoices/pending/:invoiceId',
  paidInvoice: '/invoices/paid/:invoiceId',
  editInvoice: '/invoices/:invoiceId/edit',
  // docs/product.md#chat: staff answer in /chats; stakeholders write from the public page.
  chats: '/chats',
  publicChat: '/chat/:organizationId',
  // docs/product.md#tickets: a stakeholder's own ticket, from the link in its emails.
  publicTicket: '/your-ticket/:token',
  // docs/product.md#invoices: a stakeholder's own invoice, from the link in its emails.
  publicInvoice: '/your-invoice/:token',
  departments: '/frontdesk',
  organizationSettings: '/settings',
  users: '/users',
  accountSettings: '/Profile',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

// The pages with an entry of their own in the web build, web/entries/<name>.html,
// and the address the server sends each to; any other address gets the app
// (docs/decisions/023-public-page-entries.md).
export const publicPageEntries = {
  landing: paths.landing,
  'feedback-form': paths.feedbackForm,
  'public-chat': paths.publicChat,
  'public-ticket': paths.publicTicket,
  'public-invoice': paths.publicInvoice,
} as const;

// The sign-in pages, which a first visit opens most: the web build draws each ahead into HTML,
// web/dist/prerendered/<name>.html, from an entry of their own (web/entries/<name>.html) that takes the drawn page
// over and hands the visitor to the app when they move on (docs/decisions/028-sign-in-pages-entry.md). Only pages
// that look the same for every visitor.
export const signInPages = {
  login: paths.login,
  'create-account': paths.createAccount,
} as const;

// An address built from a pattern above; the server's `appLink` takes only
// these or a plain `AppPath`, so an email cannot link to a hand-spelt address.
export type BuiltPath = string & { readonly builtFrom: 'paths' };

type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

// Fills a pattern's `:name` segments, each encoded as one path segment.
export function fillPath<Pattern extends string>(pattern: Pattern, params: Record<ParamsOf<Pattern>, string>) {
  const values = params as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) as BuiltPath;
}

// The `:name` segments of `pathname` if it is an address of `pattern` (a trailing
// slash allowed, each segment decoded), or null: the server picks a page's HTML by
// it, and the public pages' own entries read their address with it.
export function matchPath<Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): Record<ParamsOf<Pattern>, string> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const segments = pathname.replace(/\/$/, '').split('/').filter(Boolean);
  if (segments.length !== patternSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of patternSegments.entries()) {
    const segment = segments[index] ?? '';
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (segment !== expected) {
      return null;
    }
  }
  return params as Record<ParamsOf<Pattern>, string>;
}

// The addresses of one item.
export const pathTo = {
  feedbackProduct: (projectName: string) => fillPath(paths.feedbackProduct, { projectName }),
  feedback: (feedbackId: string) => fillPath(paths.feedback, { feedbackId }),
  feedbackForm: (project: string, organizationId: string) => fillPath(paths.feedbackForm, { project, organizationId }),
  stakeholder: (stakeholderId: string) => fillPath(paths.stakeholder, { stakeholderId }),
  addStakeholder: (type: string) => fillPath(paths.addStakeholder, { type }),
  editStakeholder: (stakeholderId: string) => fillPath(paths.editStakeholder, { stakeholderId }),
  // /log-details takes its log in the query string.
  logDetails: (logId: string) => `${paths.logDetails}?id=${encodeURIComponent(logId)}` as BuiltPath,
  invoice: (invoiceId: string) => fillPath(paths.invoiceDetail, { invoiceId }),
  editInvoice: (invoiceId: string) => fillPath(paths.editInvoice, { invoiceId }),
  // The view of an invoice for its status (after send, the pending view…).
  invoiceFor: (invoice: { id: string; payment_status: string }) => {
    const byStatus = { draft: paths.draftInvoice, pending: paths.pendingInvoice, paid: paths.paidInvoice } as const;
    const pattern = byStatus[invoice.payment_status as keyof typeof byStatus] ?? paths.invoiceDetail;
    return fillPath(pattern, { invoiceId: invoice.id });
  },
  // The Request Payment modal hands the customer to the subscription form.
  subscriptionDetails: (customer: { id: string; email: string; name: string }) => {
    const query = [
      ['customerId', customer.id],
      ['customerEmail', customer.email],
      ['customerName', customer.name],
    ].map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`);
    return `${paths.subscriptionDetails}?${query.join('&')}` as BuiltPath;
  },
  publicChat: (organizationId: string) => fillPath(paths.publicChat, { organizationId }),
  ticket: (ticket: { reference: string }) => fillPath(paths.ticket, { reference: ticket.reference }),
  publicTicket: (token: string) => fillPath(paths.publicTicket, { token }),
  publicInvoice: (token: string) => fillPath(paths.publicInvoice, { token }),
  // A member's tickets; the id in the address survives a reload.
  userTickets: (userId: string) => `${paths.userTickets}?user_id=${encodeURIComponent(userId)}` as BuiltPath,
  // The link in a staff invitation email (the token is sent to POST /api/auth/set-password/).
  userCreatePassword: (token: string) => `${paths.userCreatePassword}?token=${encodeURIComponent(token)}` as BuiltPath,
};
