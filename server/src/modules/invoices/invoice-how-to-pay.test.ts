import { type Invoice, type InvoiceSettings, messages, type Stakeholder } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeholders } from '../../db/schema/index.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let invoices: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  invoices = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

const zenithAccount = {
  bank_name: 'Zenith Bank',
  account_name: 'Zenith Foods Ltd',
  account_number: '1012345678',
  is_default: false,
};
const gtAccount = {
  bank_name: 'GTBank',
  account_name: 'Zenith Foods Ltd',
  account_number: '0123456789',
  is_default: true,
};
const terms = 'Payment within 14 days of the invoice date.';

const saveSettings = (team: Team, body: object) =>
  invoices.call('POST', '/invoice-settings/', team.manager.token, body);

async function payableTeam() {
  const team = await createTeam(testApp, 'Zenith Foods');
  const saved = await saveSettings(team, {
    tax_id: '12345678-0001',
    registration_number: 'rc1234567',
    payment_terms: terms,
    bank_accounts: [zenithAccount, gtAccount],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return team;
}

// The PDF's text, one line of the page a line here.
async function pdfLines(team: Team, invoiceId: string) {
  const response = await invoices.call('GET', `/invoice-pdf/${invoiceId}/`, team.manager.token);
  expect(response.statusCode, response.body).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.split('\n').map((line) => line.trim());
}

describe('how to pay, in the invoice settings', () => {
  it('keeps the bank accounts with the default first, the CAC number as written on invoices, and the terms', async () => {
    const team = await payableTeam();
    const settings = (await invoices.call('GET', '/invoice-settings/', team.support.token)).json<InvoiceSettings>();
    expect(settings).toMatchObject({
      registration_number: 'RC 1234567',
      payment_terms: terms,
      bank_accounts: [gtAccount, zenithAccount],
    });

    // An account number written in groups is its ten digits.
    const grouped = await saveSettings(team, { bank_accounts: [{ ...gtAccount, account_number: '0123 456-789' }] });
    expect(grouped.json<InvoiceSettings>().bank_accounts).toEqual([gtAccount]);

    // Any field left out keeps its value; an empty list removes every account.
    await saveSettings(team, { payment_terms: null });
    const cleared = (await saveSettings(team, { bank_accounts: [] })).json<InvoiceSettings>();
    expect(cleared).toMatchObject({ registration_number: 'RC 1234567', payment_terms: null, bank_accounts: [] });
  });

  it.each([
    [
      { bank_accounts: [{ ...gtAccount, account_number: '012345678' }] },
      'bank_accounts.0.account_number',
      messages.accountNumberDigits,
    ],
    [
      { bank_accounts: [{ ...gtAccount, account_number: '01234 5678' }] },
      'bank_accounts.0.account_number',
      messages.accountNumberDigits,
    ],
    [{ bank_accounts: [{ ...gtAccount, bank_name: ' ' }] }, 'bank_accounts.0.bank_name', messages.bankNameRequired],
    [
      { bank_accounts: [{ ...gtAccount, account_name: '' }] },
      'bank_accounts.0.account_name',
      messages.accountNameRequired,
    ],
    [
      { bank_accounts: [gtAccount, { ...zenithAccount, is_default: true }] },
      'bank_accounts',
      messages.oneDefaultBankAccount,
    ],
    [{ bank_accounts: [zenithAccount] }, 'bank_accounts', messages.oneDefaultBankAccount],
    [
      { bank_accounts: Array.from({ length: 6 }, (_, index) => ({ ...zenithAccount, is_default: index === 0 })) },
      'bank_accounts',
      messages.tooManyItems,
    ],
    [{ registration_number: '1234567' }, 'registration_number', messages.registrationNumberFormat],
    [{ registration_number: 'RC 123456789' }, 'registration_number', messages.registrationNumberFormat],
    [{ payment_terms: 'x'.repeat(1001) }, 'payment_terms', messages.textTooLong],
  ])('refuses %j, naming the field, and changes nothing', async (body, field, message) => {
    const team = await payableTeam();
    const refused = await saveSettings(team, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [field]: message });
    const kept = (await invoices.call('GET', '/invoice-settings/', team.manager.token)).json<InvoiceSettings>();
    expect(kept.bank_accounts).toEqual([gtAccount, zenithAccount]);
  });

  it('is the managers’ to change', async () => {
    const team = await payableTeam();
    for (const token of [team.executive.token, team.support.token]) {
      const refused = await invoices.call('POST', '/invoice-settings/', token, { bank_accounts: [] });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('how to pay, on the invoice', () => {
  async function sentInvoice(team: Team, { recordTaxId }: { recordTaxId?: string } = {}) {
    const stakeholder = await createStakeholder(testApp.database.db, {
      organizationId: team.organization.id,
      name: 'Adaeze Nwosu',
      emails: [`adaeze.${crypto.randomUUID().slice(0, 8)}@nwosu.ng`],
    });
    // The record's TIN as its form keeps it (the last test here drives that form).
    if (recordTaxId) {
      await testApp.database.db
        .update(stakeholders)
        .set({ taxId: recordTaxId })
        .where(eq(stakeholders.id, stakeholder.id));
    }
    const invoice = await invoices.created(
      team.manager.token,
      invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
    );
    await testApp.jobs.runDue();
    return { invoice, email: stakeholder.emails[0]! };
  }

  it('is printed on the PDF, with the supplier’s TIN and CAC number (with no business address given) and the customer’s TIN from their record', async () => {
    const team = await payableTeam();
    const { invoice } = await sentInvoice(team, { recordTaxId: '98765432-0001' });
    const lines = await pdfLines(team, invoice.id);
    expect(lines).toEqual(expect.arrayContaining(['TIN: 12345678-0001', 'RC/BN: RC 1234567', 'TIN: 98765432-0001']));
    const howToPay = lines.slice(lines.indexOf('HOW TO PAY'));
    expect(howToPay.slice(0, 5)).toEqual([
      'HOW TO PAY',
      'By bank transfer to:',
      'GTBank, Zenith Foods Ltd, account number 0123456789',
      'Zenith Bank, Zenith Foods Ltd, account number 1012345678',
      terms,
    ]);
    expect(invoice.how_to_pay).toEqual({
      bank_accounts: [gtAccount, zenithAccount].map(({ is_default: _, ...account }) => account),
      terms,
    });
    expect(invoice.from.registration_number).toBe('RC 1234567');
  });

  it('is in the invoice email and every reminder', async () => {
    const team = await payableTeam();
    const { invoice, email } = await sentInvoice(team);
    const reminded = await invoices.call('POST', `/send-reminder/${invoice.id}/`, team.manager.token);
    expect(reminded.statusCode, reminded.body).toBe(200);
    await testApp.jobs.runDue();
    const sent = await emailsTo(testApp, email);
    expect(sent).toHaveLength(2);
    for (const one of sent) {
      expect(one.textBody).toContain(`Pay by bank transfer, quoting ${invoice.invoice_number}, to:`);
      expect(one.textBody).toContain('GTBank, Zenith Foods Ltd, account number 0123456789');
      expect(one.textBody).toContain(terms);
    }
  });

  it('says only when to pay while the organisation gave no account', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const { invoice } = await sentInvoice(team);
    expect(await pdfLines(team, invoice.id)).not.toContain('HOW TO PAY');
    expect(invoice.how_to_pay).toEqual({ bank_accounts: [], terms: null });
  });
});

describe('a stakeholder record’s TIN', () => {
  it('is kept by the record and printed on its invoices unless the invoice names another', async () => {
    const team = await payableTeam();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-stakeholder/',
      headers: bearer(team.manager.token),
      payload: {
        type: 'new_digital_customer_and_users',
        name: 'Acadaboo Ltd',
        product_service_used: 'acadaboo',
        financial_type: 'paying',
        industry_or_sector: 'technology',
        address: '12 Marina, Lagos',
        contact_preference: 'email',
        email: 'accounts@acadaboo.ng',
        tax_id: ' 24681357-0001 ',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<Stakeholder>();
    expect(record.tax_id).toBe('24681357-0001');

    const fromRecord = await invoices.created(team.manager.token, invoiceBody(record.id));
    expect(fromRecord).toMatchObject({ customer_tax_id: null, printed_customer_tax_id: '24681357-0001' });
    const named = await invoices.created(
      team.manager.token,
      invoiceBody(record.id, { customer_tax_id: '11111111-0001' }),
    );
    expect(named).toMatchObject({ customer_tax_id: '11111111-0001', printed_customer_tax_id: '11111111-0001' });

    // Sent, the invoice keeps the TIN it was issued with, whatever the record says later.
    const sent = await invoices.sent(team.manager.token, fromRecord.id);
    expect(sent.customer_tax_id).toBe('24681357-0001');
    await testApp.database.db
      .update(stakeholders)
      .set({ taxId: '99999999-0001' })
      .where(eq(stakeholders.id, record.id));
    expect((await invoices.get(team.manager.token, sent.id)).printed_customer_tax_id).toBe('24681357-0001');
  });

  it('follows a draft moved to another stakeholder', async () => {
    const team = await payableTeam();
    const records = await Promise.all(
      ['11111111-0001', '22222222-0001'].map(async (taxId, index) => {
        const record = await createStakeholder(testApp.database.db, {
          organizationId: team.organization.id,
          name: `Customer ${index}`,
          emails: [`${index}.${crypto.randomUUID().slice(0, 8)}@example.ng`],
        });
        await testApp.database.db.update(stakeholders).set({ taxId }).where(eq(stakeholders.id, record.id));
        return record;
      }),
    );
    const draft = await invoices.created(team.manager.token, invoiceBody(records[0]!.id));
    expect(draft.printed_customer_tax_id).toBe('11111111-0001');
    // The edit form sends back the TIN typed on the invoice: none.
    const moved = await invoices.call('PUT', `/edit-invoice/${draft.id}/`, team.manager.token, {
      ...invoiceBody(records[1]!.id),
      customer_tax_id: draft.customer_tax_id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Invoice>().printed_customer_tax_id).toBe('22222222-0001');
  });
});
