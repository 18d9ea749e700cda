import { productSlugPattern } from '../feedback/options.js';
import { matchPath, publicPageEntries } from './paths.js';
import { isUuid } from './uuid.js';

// The API reads the public pages start with, under /api. The pages ask them through the web's API client. (Apart,
// not in one object, so a page carries only its own.)
export const feedbackFormRead = (organizationId: string, product: string) =>
  `/ticket/feedback-form/${encodeURIComponent(organizationId)}/?product=${encodeURIComponent(product)}`;
export const publicChatRead = (organizationId: string) => `/chat/public/${encodeURIComponent(organizationId)}/`;
export const publicTicketRead = (token: string) => `/your-ticket/${encodeURIComponent(token)}/`;
export const publicInvoiceRead = (token: string) => `/your-invoice/${encodeURIComponent(token)}/`;

// A feedback form's address names a product and an organisation that could exist (else: 'Form not found').
export const isFeedbackFormAddress = (product: string, organizationId: string) =>
  productSlugPattern.test(product) && isUuid(organizationId);

// What the public page at `pathname` reads first, or null where it asks nothing (an address that cannot name a
// form or a chat). The server names it in a Link header of the page, so a browser fetches it alongside the page's
// code instead of after the code has run (docs/decisions/024-prerendered-sign-in-pages.md).
export function firstReadOfPublicPage(pathname: string): string | null {
  const form = matchPath(publicPageEntries['feedback-form'], pathname);
  if (form) {
    const product = form.project.toLowerCase();
    return isFeedbackFormAddress(product, form.organizationId) ? feedbackFormRead(form.organizationId, product) : null;
  }
  const chat = matchPath(publicPageEntries['public-chat'], pathname);
  if (chat) return isUuid(chat.organizationId) ? publicChatRead(chat.organizationId) : null;
  const ticket = matchPath(publicPageEntries['public-ticket'], pathname);
  if (ticket) return publicTicketRead(ticket.token);
  const invoice = matchPath(publicPageEntries['public-invoice'], pathname);
  if (invoice) return publicInvoiceRead(invoice.token);
  return null;
}
