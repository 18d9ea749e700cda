import fc from 'fast-check';
import type { Mailbox } from './fuzz-mailbox.js';
import { text } from './schema-values.js';

// Fields of real requests that a schema alone rarely produces: a handler who
// works here, a stakeholder of the organisation, a product's slug, the password
// the fuzz's members have. A valid request to these operations mostly starts from
// its schema's value with these laid over it, so it gets past "not found" into
// the rules behind.
export const fuzzPassword = 'Fuzz#Pass1';

type Known = (name: string, format?: string) => fc.Arbitrary<string>;
type Example = (known: Known, mailbox: Mailbox) => fc.Arbitrary<Record<string, unknown>>;

// A code emailed to an address, and the address; or a made-up pair when none was.
const emailedCode = (mailbox: Mailbox) =>
  mailbox.codes.length > 0
    ? fc.constantFrom(...mailbox.codes)
    : fc.record({ email: fc.constant('nobody@example.ng'), code: fc.constant('123456') });

// A chat session waiting for its code, with the code its email got last.
const chatCode = (mailbox: Mailbox) => {
  const waiting = mailbox.chatSessions.map(({ chatToken, email }) => ({
    chat_token: chatToken,
    code: mailbox.codes.findLast((sent) => sent.email === email)?.code ?? '000000',
  }));
  return waiting.length > 0 ? fc.constantFrom(...waiting) : fc.constant({ chat_token: 'none', code: '000000' });
};

const words = text(1, 40).filter((value) => value.trim().length > 0);
const freshEmail = fc.uuid().map((id) => `new.${id.slice(0, 12)}@example.ng`);
const invoice = (known: Known) => ({
  stakeholder: known('stakeholder'),
  plan: fc.constantFrom('elevate', 'prime_wave', 'pinnacle', 'waiver'),
  number_of_months: fc.integer({ min: 1, max: 24 }),
  number_of_employees: fc.integer({ min: 1, max: 500 }),
  discount_type: fc.constantFrom('percentage', 'fixed'),
  discount_value: fc.integer({ min: 0, max: 50 }),
  tax_rate: fc.constantFrom(0, 7.5),
  due_date: fc.constantFrom('2030-01-31', '2026-02-28', '2031-12-01'),
  send_status: fc.constantFrom('draft', 'draft', 'save_and_send'),
});
const staff = (known: Known) => ({
  first_name: words,
  last_name: words,
  email: freshEmail,
  permission_type: fc.constantFrom('manager', 'executive', 'support', 'support'),
  department_id: known('department_id'),
});
const record = (known: Known) =>
  fc.record({
    type: fc.constantFrom('new_digital_customer_and_users', 'new_client', 'new_customer', 'others'),
    name: words,
    product_service_used: fc.constant('acadaboo'),
    financial_type: fc.constant('paying'),
    industry_or_sector: fc.constant('technology'),
    address: words,
    contact_preference: fc.constant('email'),
    email: fc.array(fc.oneof(known('email'), freshEmail), { minLength: 1, maxLength: 2 }),
    sensitivity: fc.constantFrom('confidential', 'most_confidential', 'restricted'),
    strategic_account_manager: known('strategic_account_manager'),
  });
const log = () => fc.record({ subject: words, type: fc.constantFrom('call', 'email', 'Call'), message: words });
const thread = () => fc.record({ body: words });

export const examples: Record<string, Example> = {
  'POST /api/auth/validate-otp/': (_known, mailbox) =>
    emailedCode(mailbox).map(({ email, code }) => ({ email, otp: code })),
  'POST /api/auth/confirm-password-reset/': (_known, mailbox) =>
    emailedCode(mailbox).map(({ email, code }) => ({ email, otp: code, new_password: fuzzPassword })),
  'POST /api/auth/set-password/': (_known, mailbox) =>
    fc.oneof(
      emailedCode(mailbox).map(({ email, code }) => ({ email, otp: code, password: fuzzPassword })),
      mailbox.invitationTokens.length > 0
        ? fc.constantFrom(...mailbox.invitationTokens).map((token) => ({ token, password: fuzzPassword }))
        : fc.constant({ token: 'none', password: fuzzPassword }),
    ),
  'POST /api/chat/verify-code/': (_known, mailbox) => chatCode(mailbox),
  'POST /api/auth/login/': (known) => fc.record({ email: known('email'), password: fc.constant(fuzzPassword) }),
  'POST /api/auth/change-password/': () =>
    fc.record({ current_password: fc.constant(fuzzPassword), new_password: fc.constant(fuzzPassword) }),
  'POST /api/auth/add-staff/': (known) => fc.record(staff(known)),
  'POST /api/profile/stakeholder-options/{list}/': () => fc.record({ label: words }),
  'PUT /api/profile/update-staff/{id}/': (known) => fc.record(staff(known)),
  'POST /api/ticket/create-ticket/': (known) =>
    fc.record(
      {
        name: words,
        email: known('email'),
        title: words,
        description: words,
        handler_id: known('handler_id'),
        feedback_id: known('feedback_id'),
        chat_user_id: known('chat_user_id'),
      },
      { requiredKeys: ['name', 'email', 'title', 'description', 'handler_id'] },
    ),
  'PUT /api/ticket/update-ticket/{id}/': () =>
    fc.record(
      { title: words, status: fc.constantFrom('open', 'resolved'), resolution_note: words, description: words },
      { requiredKeys: [] },
    ),
  'POST /api/ticket/reply-to-ticket/{id}/': thread,
  'POST /api/ticket/add-ticket-note/{id}/': thread,
  'POST /api/your-ticket/{token}/answers/': thread,
  'POST /api/profile/create-stakeholder/': record,
  'PUT /api/profile/update-stakeholder/{id}/': (known) =>
    fc.record({ name: words, email: fc.array(known('email'), { minLength: 1, maxLength: 2 }) }, { requiredKeys: [] }),
  'POST /api/profile/create-log/{stakeholder_id}/': log,
  'PUT /api/profile/update-log/{id}/': log,
  'POST /api/invoice/create-invoice/': (known) => fc.record(invoice(known)),
  'PUT /api/invoice/edit-invoice/{id}/': (known) => fc.record(invoice(known)),
  'POST /api/invoice/duplicate-invoice/{id}/': () => fc.constant({}),
  'POST /api/chat/start/{organization_id}/': (known) =>
    fc.record({ name: words, email: fc.oneof(known('email'), freshEmail) }),
  'POST /api/ticket/create-feedback/{organization_id}/': (known) =>
    fc.record({
      name: words,
      email: fc.oneof(known('email'), freshEmail),
      subject: words,
      message: words,
      project_name: fc.constantFrom('acadaboo', 'neo', 'oberon'),
    }),
  'POST /api/profile/create-department/': () => fc.record({ name: words, description: words }),
  'PUT /api/profile/update-department/{id}/': () => fc.record({ name: words, description: words }),
};
