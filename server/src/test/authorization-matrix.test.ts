import { randomUUID } from 'node:crypto';
import { type Action, can, lagosDay, messages, type PermissionType, permissionTypes } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFields, feedbackProducts, stakeholderOptions, tags, users } from '../db/schema/index.js';
import { createInvoiceLinks } from '../modules/invoices/public-invoice-links.js';
import { createTicketLinks } from '../modules/tickets/public-ticket-links.js';
import { type Access, access } from '../platform/auth/access.js';
import { actorFrom } from '../platform/auth/actor.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { listCustomFields } from '../platform/custom-fields/custom-fields.queries.js';
import { listOrganizationOptions } from '../platform/stakeholder-options/stakeholder-options.queries.js';
import { newFileKey } from '../platform/storage/file-storage.js';
import { createFileUrls } from '../platform/storage/signed-file-urls.js';
import { type Dovecot, startDovecot } from './dovecot.js';
import {
  bearer,
  createDepartment,
  createFeedback,
  createLog,
  createSessionToken,
  createStakeholder,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from './factories.js';
import { pngImage } from './images.js';
import { invoiceBody, invoiceCalls } from './invoices.js';
import { multipartFile, multipartForm } from './multipart.js';
import { type PaystackStandIn, startPaystackStandIn } from './paystack-stand-in.js';
import { createTestApp, type TestApp } from './test-app.js';

// docs/testing.md: every endpoint has a row here. A row repeats the access the
// route declares (so changing one without the other fails) and says how to
// call it on organisation A's data. The suite then checks an anonymous caller,
// each role of A, and, for routes that name A's records, each role of another
// organisation B, which must get 404, never 403, never the data.
interface MatrixCall {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  // Builds the request on fresh data of organisation A, so rows that delete cannot spoil the next call.
  call?: (team: Team) => Promise<MatrixCall> | MatrixCall;
  // Required for routes with a path parameter: whether it names records of the
  // caller's organisation (then another organisation's staff must get 404).
  namesRecords?: boolean;
  // Beyond the route's rule, its service lets only the account's creator (the team's manager here) through.
  creatorOnly?: boolean;
  // Beyond the route's rule, its service asks for this action too (or a grant in the data, not given here).
  serviceAction?: Action;
}

// A real mailbox for the row that tests one, started when first needed.
let dovecot: Promise<Dovecot> | undefined;
const privateDovecot = () => {
  dovecot ??= startDovecot();
  return dovecot;
};
afterAll(async () => {
  await (await dovecot)?.stop();
});

const uniqueEmail = () => `staff.${randomUUID().slice(0, 8)}@zenith.ng`;
const invitedStaffEmail = async (team: Team) => {
  const email = uniqueEmail();
  await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support', email });
  return email;
};
const freshStaffId = async (team: Team) =>
  (await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' })).id;
const freshDepartment = async (team: Team) => (await createDepartment(testApp.database.db, team.organization.id)).id;
// A ticket made now, handled by the team's support user.
const freshTicket = (team: Team, status?: 'resolved') =>
  createTicket(testApp.database.db, {
    organizationId: team.organization.id,
    handlerId: team.support.user.id,
    createdAt: testApp.clock.now(),
    ...(status && { status }),
  });
const freshTicketId = async (team: Team, status?: 'resolved') => (await freshTicket(team, status)).id;
// The token of the link a fresh ticket's stakeholder would find in our emails.
const freshTicketLinkToken = async (team: Team) => {
  const url = createTicketLinks(testApp).urlFor(await freshTicket(team));
  return url.slice(url.lastIndexOf('/') + 1);
};
const freshTicketReference = async (team: Team) => (await freshTicket(team)).reference;
const freshProductId = async (team: Team) => {
  const [product] = await testApp.database.db
    .insert(feedbackProducts)
    .values({
      organizationId: team.organization.id,
      slug: `product-${randomUUID().slice(0, 8)}`,
      name: `Product ${randomUUID()}`,
      shortCode: 'PR',
      colour: 'blue',
    })
    .returning({ id: feedbackProducts.id });
  return product!.id;
};
// An industry only organisation A has, so another organisation's staff name nothing of theirs.
const freshIndustryKey = async (team: Team) => {
  const key = `industry_${randomUUID().slice(0, 8)}`;
  await testApp.database.db
    .insert(stakeholderOptions)
    .values({ organizationId: team.organization.id, list: 'industry_or_sector', key, label: key, position: 99 });
  return key;
};
const industryKeysOf = async (team: Team) =>
  (await listOrganizationOptions(testApp.database.db, team.organization.id)).industry_or_sector.map(
    (option) => option.key,
  );
const freshCustomFieldId = async (team: Team) => {
  const [field] = await testApp.database.db
    .insert(customFields)
    .values({
      organizationId: team.organization.id,
      target: 'stakeholder',
      key: `field_${randomUUID().slice(0, 8)}`,
      label: `Field ${randomUUID()}`,
      type: 'text',
      position: 0,
    })
    .returning({ id: customFields.id });
  return field!.id;
};
const customFieldIdsOf = async (team: Team) =>
  (await listCustomFields(testApp.database.db, { organizationId: team.organization.id, target: 'stakeholder' })).map(
    (field) => field.id,
  );
const freshTagId = async (team: Team) => {
  const [tag] = await testApp.database.db
    .insert(tags)
    .values({ organizationId: team.organization.id, name: `Tag ${randomUUID()}`, colour: 'blue' })
    .returning({ id: tags.id });
  return tag!.id;
};
const freshFeedbackId = async (team: Team) =>
  (await createFeedback(testApp.database.db, { organizationId: team.organization.id })).id;
const freshStakeholderId = async (team: Team) =>
  (await createStakeholder(testApp.database.db, { organizationId: team.organization.id })).id;
const freshLogId = async (team: Team) =>
  (
    await createLog(testApp.database.db, {
      organizationId: team.organization.id,
      stakeholderId: await freshStakeholderId(team),
    })
  ).id;
const freshInvoiceId = async (team: Team, status: 'draft' | 'pending' = 'draft') => {
  const invoices = invoiceCalls(testApp);
  const draft = await invoices.created(team.manager.token, invoiceBody(await freshStakeholderId(team)));
  if (status === 'pending') await invoices.sent(team.manager.token, draft.id);
  return draft.id;
};
const freshPaymentId = async (team: Team) => {
  const invoiceId = await freshInvoiceId(team, 'pending');
  const paid = await invoiceCalls(testApp).ok(
    await invoiceCalls(testApp).call('POST', `/record-payment/${invoiceId}/`, team.manager.token, {
      amount: 1,
      date: lagosDay(testApp.clock.now()),
      method: 'cash',
    }),
  );
  return paid.payments[0]!.id;
};
const freshInvoiceLinkToken = async (team: Team) => {
  const invoice = await invoiceCalls(testApp).get(team.manager.token, await freshInvoiceId(team, 'pending'));
  const url = createInvoiceLinks(testApp).urlFor({ id: invoice.id, stakeholderId: invoice.stakeholder.id });
  return url.slice(url.lastIndexOf('/') + 1);
};
const freshChatUserId = async (team: Team) =>
  (
    await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email: `${randomUUID().slice(0, 8)}@example.ng` },
    })
  ).json().roomId as string;
const freshChatToken = async (team: Team) =>
  (
    await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email: `${randomUUID().slice(0, 8)}@example.ng` },
    })
  ).json().chat_token as string;
const invoiceSettingsId = async (team: Team) =>
  (await invoiceCalls(testApp).call('GET', '/invoice-settings/', team.manager.token)).json().id as string;
const stakeholderBody = {
  type: 'new_digital_customer_and_users',
  name: 'Tolu Bakare',
  product_service_used: 'acadaboo',
  financial_type: 'paying',
  industry_or_sector: 'technology',
  address: '12 Marina, Lagos',
  contact_preference: 'email',
  email: ['tolu@example.ng'],
};
const ticketBody = (team: Team) => ({
  name: 'Chidi Eze',
  email: 'chidi@example.ng',
  title: 'Invoice shows the wrong amount',
  priority: 'high',
  sla_category: 'standard',
  description: 'Charged twice.',
  handler_id: team.support.user.id,
});

const signedFileUrl = async (team: Team) => {
  const key = newFileKey({ organizationId: team.organization.id, kind: 'avatars', extension: 'png' });
  await testApp.storage.save({ key, bytes: pngImage(), contentType: 'image/png' });
  return createFileUrls({ secretKey: testApp.config.SECRET_KEY, clock: testApp.clock }).urlFor(key);
};

// The members get a password to type as the current one, kept by the change. A
// change ends the caller's other sessions, so each call also gives the members
// fresh stored tokens (rows such as freshInvoiceId use the manager's).
const matrixPassword = 'Matrix#Pass1';
let matrixPasswordHash: Promise<string> | undefined;
const passwordChangeOf = async (team: Team) => {
  matrixPasswordHash ??= hashPassword(matrixPassword);
  const passwordHash = await matrixPasswordHash;
  for (const role of permissionTypes) {
    await testApp.database.db.update(users).set({ passwordHash }).where(eq(users.id, team[role].user.id));
    team[role].token = await createSessionToken(testApp, team[role].user.id);
  }
  return { payload: { current_password: matrixPassword, new_password: matrixPassword } };
};

const signupBody = { first_name: 'Ada', last_name: 'Obi', company_name: 'Zenith', email: 'matrix@zenith.ng' };

const matrix: MatrixRow[] = [
  { method: 'GET', url: '/api/health', access: access.public },
  { method: 'POST', url: '/api/auth/register/', access: access.public, call: () => ({ payload: signupBody }) },
  {
    method: 'POST',
    url: '/api/auth/validate-otp/',
    access: access.public,
    call: () => ({ payload: { email: 'x@y.ng', otp: '123456' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/resend-otp/',
    access: access.public,
    call: () => ({ payload: { email: 'x@y.ng' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/set-password/',
    access: access.public,
    call: () => ({ payload: { token: 'x', password: 'Aa1!aaaa' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/login/',
    access: access.public,
    call: () => ({ payload: { email: 'x@y.ng', password: 'x' } }),
  },
  { method: 'POST', url: '/api/auth/logout/', access: access.signedIn },
  {
    method: 'GET',
    url: '/api/auth/check-invitation/',
    access: access.public,
    call: () => ({ url: '/api/auth/check-invitation/?token=x' }),
  },
  {
    method: 'POST',
    url: '/api/auth/request-password-reset/',
    access: access.public,
    call: () => ({ payload: { email: 'x@y.ng' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/confirm-password-reset/',
    access: access.public,
    call: () => ({ payload: { email: 'x@y.ng', otp: '123456', new_password: 'Aa1!aaaa' } }),
  },
  { method: 'GET', url: '/api/profile/get-profile/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/profile/update-data/',
    access: access.signedIn,
    call: () => multipartForm({ fields: { first_name: 'Ada' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/appearance/',
    access: access.signedIn,
    call: () => ({ payload: { color_scheme: 'dark' } }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-user/:id/',
    access: access.can('view_staff_details'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/get-user/${await freshStaffId(team)}/` }),
  },
  // Public: the signature in the address is the permission (an <img> sends no bearer token).
  {
    method: 'GET',
    url: '/api/files/*',
    access: access.public,
    call: async (team) => ({ url: await signedFileUrl(team) }),
  },
  { method: 'GET', url: '/api/profile/get-organization/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/profile/update-organization/',
    access: access.signedIn,
    creatorOnly: true,
    call: () => ({ payload: { nature_of_business: 'Food distribution' } }),
  },
  {
    method: 'POST',
    url: '/api/profile/create-department/',
    access: access.can('manage_departments'),
    call: () => ({ payload: { name: 'Billing', description: 'Invoices and payments' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/update-department/:id/',
    access: access.can('manage_departments'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/update-department/${await freshDepartment(team)}/`,
      payload: { name: 'Billing', description: 'Invoices' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/profile/delete-department/:id/',
    access: access.can('manage_departments'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/delete-department/${await freshDepartment(team)}/` }),
  },
  { method: 'GET', url: '/api/profile/get-departments/', access: access.can('manage_departments') },
  {
    method: 'POST',
    url: '/api/auth/add-staff/',
    access: access.can('add_staff'),
    call: () => ({
      payload: { first_name: 'Kojo', last_name: 'Asante', email: uniqueEmail(), permission_type: 'support' },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/resend-token/',
    access: access.can('add_staff'),
    call: async (team) => ({ payload: { email: await invitedStaffEmail(team), resend_type: 'add_staff' } }),
  },
  { method: 'GET', url: '/api/profile/all-users/', access: access.signedIn },
  { method: 'GET', url: '/api/profile/export-users/', access: access.can('view_staff_details') },
  {
    method: 'POST',
    url: '/api/auth/import-staff/',
    access: access.can('add_staff'),
    call: () =>
      multipartFile({
        filename: 'staff.csv',
        content: `first_name,last_name,email,permission_type\nKofi,Boateng,${uniqueEmail()},support\n`,
      }),
  },
  {
    method: 'PUT',
    url: '/api/profile/update-staff/:id/',
    access: access.can('manage_staff'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/update-staff/${await freshStaffId(team)}/`,
      payload: { first_name: 'Kojo', last_name: 'Mensah', email: uniqueEmail(), permission_type: 'executive' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/profile/delete-staff/:id/',
    access: access.can('manage_staff'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/delete-staff/${await freshStaffId(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-department-users/:id/',
    access: access.can('manage_departments'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/get-department-users/${await freshDepartment(team)}/` }),
  },
  // docs/product.md#roles: everyone sees tickets; support users cannot change them.
  {
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    access: access.can('manage_tickets'),
    call: (team) => ({ payload: ticketBody(team) }),
  },
  { method: 'GET', url: '/api/ticket/all-tickets/', access: access.signedIn },
  {
    method: 'POST',
    url: '/api/ticket/filter-by-status/',
    access: access.signedIn,
    call: () => ({ payload: { status: 'open' } }),
  },
  {
    method: 'GET',
    url: '/api/ticket/get-user-tickets/:user_id/',
    access: access.signedIn,
    namesRecords: true,
    call: (team) => ({ url: `/api/ticket/get-user-tickets/${team.support.user.id}/` }),
  },
  { method: 'GET', url: '/api/ticket/ticket-counts/', access: access.signedIn },
  {
    method: 'GET',
    url: '/api/ticket/get-ticket/:id/',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/get-ticket/${await freshTicketId(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/ticket/by-reference/:reference/',
    access: access.signedIn,
    // Each organisation numbers its own tickets; organisation B has none, so A's reference is no ticket of B's.
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/by-reference/${await freshTicketReference(team)}/` }),
  },
  {
    method: 'PUT',
    url: '/api/ticket/update-ticket/:id/',
    access: access.can('manage_tickets'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/ticket/update-ticket/${await freshTicketId(team)}/`,
      payload: { title: 'Refund sent', priority: 'high', sla_category: 'standard', status: 'resolved' },
    }),
  },
  {
    method: 'GET',
    url: '/api/ticket/set-handler/:ticket_id/:user_id/',
    access: access.can('manage_tickets'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/set-handler/${await freshTicketId(team)}/${team.executive.user.id}/` }),
  },
  {
    method: 'DELETE',
    url: '/api/ticket/delete-ticket/:id/',
    access: access.can('manage_tickets'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/delete-ticket/${await freshTicketId(team)}/` }),
  },
  // The thread (docs/product.md#tickets): the service lets support users write only on
  // tickets they handle (the fresh ticket is the team's support user's); reopening is managers' and executives'.
  {
    method: 'POST',
    url: '/api/ticket/reply-to-ticket/:id/',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({
      url: `/api/ticket/reply-to-ticket/${await freshTicketId(team)}/`,
      payload: { body: 'We refunded the second charge.' },
    }),
  },
  {
    method: 'POST',
    url: '/api/ticket/add-ticket-note/:id/',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({
      url: `/api/ticket/add-ticket-note/${await freshTicketId(team)}/`,
      payload: { body: 'Finance approved the refund.' },
    }),
  },
  {
    method: 'POST',
    url: '/api/ticket/reopen-ticket/:id/',
    access: access.can('manage_tickets'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/reopen-ticket/${await freshTicketId(team, 'resolved')}/` }),
  },
  // The stakeholder's own ticket page: no session; the signature in the link is the permission.
  {
    method: 'GET',
    url: '/api/your-ticket/:token/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({ url: `/api/your-ticket/${await freshTicketLinkToken(team)}/` }),
  },
  {
    method: 'POST',
    url: '/api/your-ticket/:token/answers/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({
      url: `/api/your-ticket/${await freshTicketLinkToken(team)}/answers/`,
      payload: { body: 'The second charge is still there.' },
    }),
  },
  {
    method: 'POST',
    url: '/api/your-ticket/:token/new-link/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({ url: `/api/your-ticket/${await freshTicketLinkToken(team)}/new-link/` }),
  },
  // The stakeholder's own invoice page: no session; the signature in the link is the permission.
  {
    method: 'GET',
    url: '/api/your-invoice/:token/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({ url: `/api/your-invoice/${await freshInvoiceLinkToken(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/your-invoice/:token/pdf/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({ url: `/api/your-invoice/${await freshInvoiceLinkToken(team)}/pdf/` }),
  },
  {
    method: 'POST',
    url: '/api/your-invoice/:token/pay/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({ url: `/api/your-invoice/${await freshInvoiceLinkToken(team)}/pay/`, payload: {} }),
  },
  {
    method: 'POST',
    url: '/api/your-invoice/:token/paid/',
    access: access.public,
    namesRecords: false,
    call: async (team) => ({
      url: `/api/your-invoice/${await freshInvoiceLinkToken(team)}/paid/`,
      payload: { reference: 'srm-0123456789abcdef' },
    }),
  },
  // Paystack's webhook: no session; the signature with the organisation's key is the permission.
  {
    method: 'POST',
    url: '/api/payments/paystack/:organization_id/',
    access: access.public,
    namesRecords: false,
    call: (team) => ({
      url: `/api/payments/paystack/${team.organization.id}/`,
      payload: { event: 'charge.success', data: { reference: 'srm-0', amount: 100, currency: 'NGN' } },
    }),
  },
  {
    method: 'GET',
    url: '/api/ticket/stakeholders/',
    access: access.can('manage_tickets'),
    call: () => ({ url: '/api/ticket/stakeholders/?search=chidi' }),
  },
  // Feedback: the public form (organisation id in the address) and the inbox every role reads.
  {
    method: 'GET',
    url: '/api/ticket/feedback-form/:organization_id/',
    access: access.public,
    namesRecords: false,
    call: (team) => ({ url: `/api/ticket/feedback-form/${team.organization.id}/` }),
  },
  {
    method: 'POST',
    url: '/api/ticket/create-feedback/:organization_id/',
    access: access.public,
    namesRecords: false,
    call: (team) => ({
      url: `/api/ticket/create-feedback/${team.organization.id}/`,
      ...multipartForm({
        fields: { name: 'Ngozi', email: 'ngozi@example.ng', subject: 'Hi', message: 'Hello', project_name: 'neo' },
      }),
    }),
  },
  { method: 'GET', url: '/api/ticket/get-feedbacks/', access: access.signedIn },
  {
    method: 'POST',
    url: '/api/ticket/filter-feedbacks/',
    access: access.signedIn,
    call: () => ({ payload: { project_name: 'acadaboo' } }),
  },
  {
    method: 'GET',
    url: '/api/ticket/get-single-feedback/:id/',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({ url: `/api/ticket/get-single-feedback/${await freshFeedbackId(team)}/` }),
  },
  { method: 'GET', url: '/api/ticket/feedback-products/', access: access.signedIn },
  // docs/product.md#roles: everyone sees stakeholders (by sensitivity); managers and executives add them;
  // managers edit and delete them and edit logs; whoever speaks with a stakeholder logs it.
  { method: 'GET', url: '/api/profile/get-stakeholders/', access: access.can('view_stakeholders') },
  { method: 'GET', url: '/api/profile/feedback-stakeholders/', access: access.can('view_stakeholders') },
  {
    method: 'POST',
    url: '/api/profile/search-stakeholder/',
    access: access.can('view_stakeholders'),
    call: () => ({ payload: { text: 'Ada' } }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-stakeholders/:id/',
    access: access.can('view_stakeholders'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/get-stakeholders/${await freshStakeholderId(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/stakeholders/:id',
    access: access.can('view_stakeholders'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/stakeholders/${await freshStakeholderId(team)}` }),
  },
  {
    method: 'POST',
    url: '/api/profile/create-stakeholder/',
    access: access.can('add_stakeholders'),
    call: () => ({ payload: stakeholderBody }),
  },
  {
    method: 'PUT',
    url: '/api/profile/update-stakeholder/:id/',
    access: access.can('edit_stakeholders'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/update-stakeholder/${await freshStakeholderId(team)}/`,
      ...multipartForm({ fields: { name: 'Adaeze Okafor' } }),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/profile/delete-stakeholder/:id/',
    access: access.can('delete_stakeholders'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/delete-stakeholder/${await freshStakeholderId(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-stakeholder-history/:customer_id/',
    access: access.can('view_stakeholders'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/get-stakeholder-history/${await freshStakeholderId(team)}/` }),
  },
  { method: 'GET', url: '/api/profile/export-stakeholders/', access: access.can('view_stakeholders') },
  {
    method: 'POST',
    url: '/api/profile/import-stakeholders/',
    access: access.can('add_stakeholders'),
    call: () =>
      multipartFile({
        filename: 'stakeholders.csv',
        content:
          'type,name,product_service_used,financial_type,industry_or_sector,address,contact_preference,email\n' +
          `new_digital_customer_and_users,Tolu Bakare,acadaboo,paying,technology,12 Marina,email,${uniqueEmail()}\n`,
      }),
  },
  {
    method: 'POST',
    url: '/api/profile/stakeholder-duplicates/',
    access: access.can('add_stakeholders'),
    call: () => ({ payload: { email: ['ada@zenith.ng'] } }),
  },
  {
    method: 'POST',
    url: '/api/profile/create-log/:stakeholder_id/',
    access: access.can('add_logs'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/create-log/${await freshStakeholderId(team)}/`,
      payload: { subject: 'Renewal call', type: 'call', message: 'Agreed to renew.' },
    }),
  },
  {
    method: 'PUT',
    url: '/api/profile/update-log/:id/',
    access: access.can('edit_logs'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/update-log/${await freshLogId(team)}/`,
      payload: { subject: 'Renewal call', type: 'email', message: 'Agreed to renew by email.' },
    }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-log/:id/',
    access: access.can('view_stakeholders'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/profile/get-log/${await freshLogId(team)}/` }),
  },
  {
    method: 'GET',
    url: '/api/profile/get-logs/:page/',
    access: access.can('view_stakeholders'),
    namesRecords: false,
    call: () => ({ url: '/api/profile/get-logs/0/' }),
  },
  // Everyone sees the SLA targets; managers and executives change them.
  { method: 'GET', url: '/api/profile/sla-settings/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/profile/sla-settings/',
    access: access.can('edit_sla_targets'),
    call: () => ({ payload: { standard_hours: 24, medium_hours: 72, complex_hours: 168 } }),
  },
  // Whether stakeholders are emailed about their tickets: everyone reads it; managers and executives change it.
  { method: 'GET', url: '/api/profile/ticket-emails/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/profile/ticket-emails/',
    access: access.can('edit_sla_targets'),
    call: () => ({ payload: { email_stakeholders: true } }),
  },
  // Email in (docs/product.md#email-in): everyone reads the support address; managers choose where tickets go.
  { method: 'GET', url: '/api/profile/mail-settings/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/profile/mail-settings/',
    access: access.can('manage_mail_settings'),
    call: () => ({ payload: { default_handler_id: null } }),
  },
  {
    method: 'POST',
    url: '/api/profile/mail-settings/test-mailbox/',
    access: access.can('manage_mail_settings'),
    call: async () => {
      const { host, port, addMailbox } = await privateDovecot();
      const { user, password } = addMailbox();
      return { payload: { host, port, security: 'none', user, password, address: user } };
    },
  },
  // The organisation's feedback products (docs/product.md#feedback): managed by managers and executives.
  { method: 'GET', url: '/api/profile/feedback-products/', access: access.can('manage_feedback_products') },
  {
    method: 'POST',
    url: '/api/profile/feedback-products/',
    access: access.can('manage_feedback_products'),
    call: () => ({ payload: { name: `Product ${randomUUID().slice(0, 8)}`, short_code: 'PR', colour: 'blue' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/feedback-products/:id/',
    access: access.can('manage_feedback_products'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/feedback-products/${await freshProductId(team)}/`,
      payload: { name: `Product ${randomUUID().slice(0, 8)}`, short_code: 'PR', colour: 'blue' },
    }),
  },
  // The organisation's option lists (docs/product.md#stakeholder-options): read by all who see records.
  { method: 'GET', url: '/api/profile/stakeholder-options/', access: access.can('view_stakeholders') },
  {
    method: 'POST',
    url: '/api/profile/stakeholder-options/:list/',
    access: access.can('manage_stakeholder_options'),
    namesRecords: false,
    call: () => ({
      url: '/api/profile/stakeholder-options/industry_or_sector/',
      payload: { label: `Industry ${randomUUID().slice(0, 8)}` },
    }),
  },
  {
    method: 'PUT',
    url: '/api/profile/stakeholder-options/:list/',
    access: access.can('manage_stakeholder_options'),
    namesRecords: false,
    call: async (team) => ({
      url: '/api/profile/stakeholder-options/industry_or_sector/',
      payload: { keys: (await industryKeysOf(team)).reverse() },
    }),
  },
  {
    method: 'PUT',
    url: '/api/profile/stakeholder-options/:list/:key/',
    access: access.can('manage_stakeholder_options'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/stakeholder-options/industry_or_sector/${await freshIndustryKey(team)}/`,
      payload: { label: `Industry ${randomUUID().slice(0, 8)}` },
    }),
  },
  // The organisation's own fields (docs/product.md#custom-fields): read by everyone, defined by managers.
  { method: 'GET', url: '/api/profile/custom-fields/', access: access.signedIn },
  {
    method: 'POST',
    url: '/api/profile/custom-fields/',
    access: access.can('manage_custom_fields'),
    call: () => ({ payload: { target: 'ticket', label: `Field ${randomUUID().slice(0, 8)}`, type: 'text' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/custom-fields/',
    access: access.can('manage_custom_fields'),
    call: async (team) => {
      await freshCustomFieldId(team);
      return { payload: { target: 'stakeholder', ids: (await customFieldIdsOf(team)).reverse() } };
    },
  },
  {
    method: 'PUT',
    url: '/api/profile/custom-fields/:id/',
    access: access.can('manage_custom_fields'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/custom-fields/${await freshCustomFieldId(team)}/`,
      payload: { label: `Field ${randomUUID().slice(0, 8)}` },
    }),
  },
  // Tags (docs/product.md#tags): everyone reads them; managers and executives add, rename, merge and set them.
  { method: 'GET', url: '/api/profile/tags/', access: access.signedIn },
  {
    method: 'POST',
    url: '/api/profile/tags/',
    access: access.can('manage_tags'),
    call: () => ({ payload: { name: `Tag ${randomUUID().slice(0, 8)}`, colour: 'green' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/tags/:id/',
    access: access.can('manage_tags'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/tags/${await freshTagId(team)}/`,
      payload: { name: `Tag ${randomUUID().slice(0, 8)}` },
    }),
  },
  {
    method: 'POST',
    url: '/api/profile/tags/:id/merge/',
    access: access.can('manage_tags'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/tags/${await freshTagId(team)}/merge/`,
      payload: { into: await freshTagId(team) },
    }),
  },
  {
    method: 'PUT',
    url: '/api/profile/stakeholder-tags/:id/',
    access: access.can('manage_tags'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/profile/stakeholder-tags/${await freshStakeholderId(team)}/`,
      payload: { tag_ids: [await freshTagId(team)] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/ticket/ticket-tags/:id/',
    access: access.can('manage_tags'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/ticket/ticket-tags/${await freshTicketId(team)}/`,
      payload: { tag_ids: [await freshTagId(team)] },
    }),
  },
  // Invoices (docs/product.md#roles): support views; managers and executives do the rest; settings are managers'.
  { method: 'GET', url: '/api/invoice/plans/', access: access.can('view_invoice') },
  {
    method: 'GET',
    url: '/api/invoice/get-invoice/:id',
    access: access.can('view_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/get-invoice/${await freshInvoiceId(team)}` }),
  },
  {
    method: 'GET',
    url: '/api/invoice/get-invoices/:page/',
    access: access.can('view_history'),
    namesRecords: false,
    call: () => ({ url: '/api/invoice/get-invoices/0/' }),
  },
  {
    method: 'GET',
    url: '/api/invoice/search-invoices/',
    access: access.can('view_history'),
    call: () => ({ url: '/api/invoice/search-invoices/?search=INV' }),
  },
  {
    method: 'POST',
    url: '/api/invoice/create-invoice/',
    access: access.can('create_invoice'),
    call: async (team) => ({ payload: invoiceBody(await freshStakeholderId(team)) }),
  },
  {
    method: 'PUT',
    url: '/api/invoice/edit-invoice/:id/',
    access: access.can('edit_invoice'),
    namesRecords: true,
    call: async (team) => {
      const invoice = await invoiceCalls(testApp).get(team.manager.token, await freshInvoiceId(team));
      return {
        url: `/api/invoice/edit-invoice/${invoice.id}/`,
        payload: invoiceBody(invoice.stakeholder.id, { number_of_months: 6 }),
      };
    },
  },
  {
    method: 'POST',
    url: '/api/invoice/send-invoice/:id/',
    access: access.can('send_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/send-invoice/${await freshInvoiceId(team)}/` }),
  },
  {
    method: 'POST',
    url: '/api/invoice/send-reminder/:id/',
    access: access.can('send_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/send-reminder/${await freshInvoiceId(team, 'pending')}/` }),
  },
  {
    method: 'PUT',
    url: '/api/invoice/mark-invoice-paid/:id',
    access: access.can('mark_as_paid'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/mark-invoice-paid/${await freshInvoiceId(team, 'pending')}` }),
  },
  {
    method: 'POST',
    url: '/api/invoice/record-payment/:id/',
    access: access.can('mark_as_paid'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/invoice/record-payment/${await freshInvoiceId(team, 'pending')}/`,
      payload: { amount: 1, date: lagosDay(testApp.clock.now()), method: 'bank_transfer' },
    }),
  },
  {
    method: 'POST',
    url: '/api/invoice/reverse-payment/:paymentId/',
    access: access.can('reverse_payment'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/invoice/reverse-payment/${await freshPaymentId(team)}/`,
      payload: { reason: 'Recorded twice' },
    }),
  },
  {
    method: 'POST',
    url: '/api/invoice/credit-note/:id/',
    access: access.can('issue_credit_note'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/invoice/credit-note/${await freshInvoiceId(team, 'pending')}/`,
      payload: { amount: 1, reason: 'A seat was never used' },
    }),
  },
  {
    method: 'GET',
    url: '/api/invoice/credit-note-pdf/:creditNoteId/',
    access: access.can('view_invoice'),
    namesRecords: true,
    call: async (team) => {
      const invoiceId = await freshInvoiceId(team, 'pending');
      const credited = await invoiceCalls(testApp).ok(
        await invoiceCalls(testApp).call('POST', `/credit-note/${invoiceId}/`, team.manager.token, {
          amount: 1,
          reason: 'A seat was never used',
        }),
      );
      return { url: `/api/invoice/credit-note-pdf/${credited.credit_notes[0]!.id}/` };
    },
  },
  {
    method: 'GET',
    url: '/api/invoice/receipt-pdf/:paymentId/',
    access: access.can('view_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/receipt-pdf/${await freshPaymentId(team)}/` }),
  },
  {
    method: 'POST',
    url: '/api/invoice/cancel-invoice/:id/',
    access: access.can('view_invoice'),
    serviceAction: 'cancel_invoice',
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/cancel-invoice/${await freshInvoiceId(team, 'pending')}/` }),
  },
  {
    method: 'POST',
    url: '/api/invoice/duplicate-invoice/:id/',
    access: access.can('create_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/duplicate-invoice/${await freshInvoiceId(team)}/`, payload: {} }),
  },
  {
    method: 'DELETE',
    url: '/api/invoice/delete-invoice/:id',
    access: access.can('edit_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/delete-invoice/${await freshInvoiceId(team)}` }),
  },
  {
    method: 'GET',
    url: '/api/invoice/invoice-pdf/:id/',
    access: access.can('view_invoice'),
    namesRecords: true,
    call: async (team) => ({ url: `/api/invoice/invoice-pdf/${await freshInvoiceId(team)}/` }),
  },
  { method: 'GET', url: '/api/invoice/invoice-settings/', access: access.can('view_invoice') },
  {
    method: 'POST',
    url: '/api/invoice/invoice-settings/',
    access: access.can('manage_invoice_settings'),
    call: () => ({ payload: { tax_id: '12345678-0001' } }),
  },
  { method: 'GET', url: '/api/invoice/paystack/', access: access.can('manage_invoice_settings') },
  {
    method: 'PUT',
    url: '/api/invoice/paystack/',
    access: access.can('manage_invoice_settings'),
    call: () => ({ payload: { secret_key: paystack.newKey() } }),
  },
  { method: 'DELETE', url: '/api/invoice/paystack/', access: access.can('manage_invoice_settings') },
  {
    method: 'PUT',
    url: '/api/invoice/assign-invoice-settings/:settingsId/:userId/',
    access: access.can('manage_invoice_settings'),
    namesRecords: true,
    call: async (team) => ({
      url: `/api/invoice/assign-invoice-settings/${await invoiceSettingsId(team)}/${team.executive.user.id}/`,
      payload: { approval_limit: 50000 },
    }),
  },
  {
    method: 'POST',
    url: '/api/invoice/dashboard-generation/',
    access: access.can('view_dashboard'),
    call: () => ({ payload: { filter: 'this_month' } }),
  },
  {
    method: 'POST',
    url: '/api/invoice/dashboard-by-plan/',
    access: access.can('view_dashboard'),
    call: () => ({ payload: { filter: 'this_year' } }),
  },
  {
    method: 'POST',
    url: '/api/invoice/dashboard-money/',
    access: access.can('view_dashboard'),
    call: () => ({ payload: { filter: 'this_year' } }),
  },
  {
    method: 'GET',
    url: '/api/chat/public/:organization_id/',
    access: access.public,
    namesRecords: false,
    call: (team) => ({ url: `/api/chat/public/${team.organization.id}/` }),
  },
  {
    method: 'POST',
    url: '/api/chat/start/:organization_id/',
    access: access.public,
    namesRecords: false,
    call: (team) => ({
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email: 'ngozi@example.ng' },
    }),
  },
  {
    method: 'POST',
    url: '/api/chat/verify-code/',
    access: access.public,
    call: async (team) => ({ payload: { chat_token: await freshChatToken(team), code: '123456' } }),
  },
  {
    method: 'POST',
    url: '/api/chat/resend-code/',
    access: access.public,
    call: async (team) => ({ payload: { chat_token: await freshChatToken(team) } }),
  },
  { method: 'GET', url: '/api/chat/identity-secret/', access: access.can('manage_chat_identity') },
  { method: 'POST', url: '/api/chat/identity-secret/rotate/', access: access.can('manage_chat_identity') },
  { method: 'GET', url: '/api/chat/users/', access: access.signedIn },
  {
    method: 'GET',
    url: '/api/chat/users/:userId',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({ url: `/api/chat/users/${await freshChatUserId(team)}` }),
  },
  {
    method: 'GET',
    url: '/api/chat/messages/:userId',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({ url: `/api/chat/messages/${await freshChatUserId(team)}` }),
  },
  {
    method: 'PUT',
    url: '/api/chat/put/:userId',
    access: access.signedIn,
    namesRecords: true,
    call: async (team) => ({ url: `/api/chat/put/${await freshChatUserId(team)}` }),
  },
  // Registered as the module's root; called, as documented, with the trailing slash.
  {
    method: 'GET',
    url: '/api/notifications',
    access: access.signedIn,
    call: () => ({ url: '/api/notifications/' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/read/',
    access: access.signedIn,
    call: () => ({ payload: { all: true } }),
  },
  { method: 'GET', url: '/api/notifications/preferences/', access: access.signedIn },
  {
    method: 'PUT',
    url: '/api/notifications/preferences/',
    access: access.signedIn,
    call: () => ({ payload: { email: { chat_message: true } } }),
  },
  { method: 'GET', url: '/api/notifications/defaults/', access: access.can('manage_notification_defaults') },
  {
    method: 'PUT',
    url: '/api/notifications/defaults/',
    access: access.can('manage_notification_defaults'),
    call: () => ({ payload: { email: { ticket_due: true } } }),
  },
  // Registered as the module's root; what each role finds is search.test.ts's.
  {
    method: 'GET',
    url: '/api/search',
    access: access.signedIn,
    call: () => ({ url: '/api/search/?q=invoice' }),
  },
  // Development only (absent in production): the outbox, for people and browser tests.
  { method: 'GET', url: '/dev/mailbox', access: access.public },
  { method: 'GET', url: '/dev/mailbox/messages', access: access.public },
  {
    method: 'GET',
    url: '/dev/mailbox/:id/html',
    access: access.public,
    namesRecords: false,
    call: () => ({ url: '/dev/mailbox/6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11/html' }),
  },
  {
    method: 'GET',
    url: '/dev/mailbox/:id/attachments/:index',
    access: access.public,
    namesRecords: false,
    call: () => ({ url: '/dev/mailbox/6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11/attachments/0' }),
  },
  // Last, because a password change ends the caller's other sessions, the team's
  // stored tokens among them (passwordChangeOf).
  {
    method: 'POST',
    url: '/api/auth/change-password/',
    access: access.signedIn,
    call: (team) => passwordChangeOf(team),
  },
];

let testApp: TestApp;
let teamA: Team;
let teamB: Team;
// Paystack for the rows that connect it (docs/product.md#payments).
let paystack: PaystackStandIn;

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  testApp = await createTestApp({ env: { PAYSTACK_API_URL: paystack.url } });
  teamA = await createTeam(testApp, 'Organisation A');
  teamB = await createTeam(testApp, 'Organisation B');
});
afterAll(async () => {
  await testApp.close();
  await paystack.close();
});

// In every test team the creator is the manager (createTeam).
const memberOfTeam = (role: PermissionType) => ({ role, isAccountCreator: role === 'manager' });

// Read from the contract's permissions, as the access hook reads them.
function isAllowed(row: MatrixRow, role: PermissionType) {
  const member = memberOfTeam(role);
  const byRule = row.access.kind === 'public' || !row.access.action || can(member, row.access.action);
  return (
    byRule && (!row.creatorOnly || member.isAccountCreator) && (!row.serviceAction || can(member, row.serviceAction))
  );
}

async function callAs(row: MatrixRow, token?: string) {
  const { url = row.url, payload, headers = {} } = (await row.call?.(teamA)) ?? {};
  return testApp.app.inject({
    method: row.method,
    url,
    payload: payload as object,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

// A fresh session per call, so a row like logout cannot end the next row's session.
const freshToken = (team: Team, role: PermissionType) => createSessionToken(testApp, team[role].user.id);

describe('authorization matrix', () => {
  it('has exactly one row, with the same access, for every route the app registers', () => {
    const registered = testApp.app.routeAccess.map((route) => ({
      key: `${route.method} ${route.url}`,
      access: route.access,
    }));
    const rows = matrix.map((row) => ({ key: `${row.method} ${row.url}`, access: row.access }));
    expect(rows.toSorted((a, b) => a.key.localeCompare(b.key))).toEqual(
      registered.toSorted((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it('calls with teams whose members hold what the rows assume', () => {
    for (const team of [teamA, teamB]) {
      const members = permissionTypes.map((role) => {
        const { role: held, isAccountCreator } = actorFrom(team[role].user);
        return { role: held, isAccountCreator };
      });
      expect(members).toEqual(permissionTypes.map(memberOfTeam));
    }
  });

  it('says for every route with a path parameter whether it names organisation records', () => {
    const undecided = matrix.filter((row) => row.url.includes('/:') && row.namesRecords === undefined);
    expect(undecided.map((row) => `${row.method} ${row.url}`)).toEqual([]);
  });

  describe.each(matrix)('$method $url', (row) => {
    if (row.access.kind === 'public') {
      it('answers an anonymous caller', async () => {
        const response = await callAs(row);
        expect(response.statusCode).not.toBe(403);
        // A public route may answer 401 about the request itself (a wrong password), never for want of a session.
        if (response.statusCode === 401) expect(response.json().detail).not.toBe(messages.notSignedIn);
      });
      return;
    }

    it('refuses an anonymous caller and an unknown token with 401', async () => {
      expect((await callAs(row)).statusCode).toBe(401);
      expect((await callAs(row, 'not-a-real-token')).statusCode).toBe(401);
    });

    it.each(permissionTypes)('lets a %s in only if the rule allows it', async (role) => {
      const response = await callAs(row, await freshToken(teamA, role));
      if (isAllowed(row, role)) {
        expect(response.statusCode).toBeLessThan(400);
      } else {
        expect(response.statusCode).toBe(403);
      }
    });

    // A role the rule refuses gets 403 whatever the id; the allowed roles of B must not learn A's ids exist.
    if (row.namesRecords) {
      const callers = permissionTypes.filter((role) => isAllowed(row, role));
      it.each(callers)("answers another organisation's %s with 404", async (role) => {
        const response = await callAs(row, await freshToken(teamB, role));
        expect(response.statusCode).toBe(404);
      });
    }
  });
});
