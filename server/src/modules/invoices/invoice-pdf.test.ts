import type { Invoice } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let invoices: ReturnType<typeof invoiceCalls>;
let sent: Invoice;
beforeAll(async () => {
  testApp = await createTestApp();
  invoices = invoiceCalls(testApp);
  team = await createTeam(testApp, 'Zenith Foods');
  const settings = await invoices.call('POST', '/invoice-settings/', team.manager.token, {
    business_address: '14 Broad Street, Lagos Island',
    tax_id: '12345678-0001',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const stakeholder = await customer('Adaeze Nwosu', ['adaeze@nwosu.ng', 'accounts@nwosu.ng']);
  // Prime Wave, 3 months, 12 employees, 10 % off, VAT 7.5 %, due 31 January 2026; sent on Monday 5 January.
  sent = await invoices.created(
    team.manager.token,
    invoiceBody(stakeholder.id, { send_status: 'save_and_send', customer_tax_id: '98765432-0001' }),
  );
});
afterAll(() => testApp.close());

function customer(name: string, emails: string[], owner = team) {
  return createStakeholder(testApp.database.db, { organizationId: owner.organization.id, name, emails });
}

const download = (invoiceId: string, token = team.manager.token) =>
  invoices.call('GET', `/invoice-pdf/${invoiceId}/`, token);

// The PDF's pages and its text, one line of the page a line here.
async function read(response: Awaited<ReturnType<typeof download>>) {
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, lines: text.split('\n').map((line) => line.trim()) };
}

// The lines after `heading` up to (not including) the next one of `headings`.
function section(lines: string[], heading: string, next: string) {
  const start = lines.indexOf(heading);
  const end = lines.indexOf(next, start + 1);
  expect(start, `no ${heading} in the PDF`).toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1, end);
}

describe('the PDF of a sent invoice', () => {
  it('is downloaded as a PDF file named after the invoice number', async () => {
    const response = await download(sent.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-000001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is one page showing the organisation it is from, with its address, email and TIN', async () => {
    const { pages, lines } = await read(await download(sent.id));
    expect(pages).toBe(1);
    expect(section(lines, 'FROM', 'TO')).toEqual([
      'Zenith Foods',
      '14 Broad Street, Lagos Island',
      team.organization.email,
      'TIN: 12345678-0001',
    ]);
  });

  it("shows whom it is to: the stakeholder's name, address, first email and TIN", async () => {
    const { lines } = await read(await download(sent.id));
    expect(section(lines, 'TO', 'INVOICE NUMBER')).toEqual([
      'Adaeze Nwosu',
      '12 Marina, Lagos',
      'adaeze@nwosu.ng',
      'TIN: 98765432-0001',
    ]);
  });

  it('shows its number and the dates it was sent and is due', async () => {
    const { lines } = await read(await download(sent.id));
    expect(lines[0]).toBe('INVOICE');
    expect(lines[1]).toBe('INV-000001');
    expect(section(lines, 'INVOICE NUMBER', 'SENT ON')).toEqual(['INV-000001']);
    // docs/product.md#api-conventions: as the app shows them; 09:00 UTC is 10:00 in Lagos.
    expect(section(lines, 'SENT ON', 'DUE ON')).toEqual(['05/01/2026 10:00']);
    expect(section(lines, 'DUE ON', 'DESCRIPTION AMOUNT (NGN)')).toEqual(['31/01/2026']);
  });

  it('shows the fixed and the variable line and every total in naira', async () => {
    const { lines } = await read(await download(sent.id));
    const body = lines.slice(lines.indexOf('DESCRIPTION AMOUNT (NGN)') + 1);
    expect(body).toEqual([
      'Prime Wave plan, fixed fee × 3 months ₦56,664.00',
      'Prime Wave plan, 7 employees above the free users × 3 months ₦18,648.00',
      'Subtotal ₦75,312.00',
      'Discount (10%) -₦7,531.20',
      'Amount before tax ₦67,780.80',
      'VAT (7.5%) ₦5,083.56',
      'Total ₦72,864.36',
      'Please pay by 31/01/2026, quoting INV-000001.',
    ]);
  });

  it('names a flat discount with its amount', async () => {
    const stakeholder = await customer('Chidi Eze', ['chidi@eze.ng']);
    const flat = await invoices.created(
      team.manager.token,
      invoiceBody(stakeholder.id, { discount_type: 'flat', discount_value: 1_000, send_status: 'save_and_send' }),
    );
    const { lines } = await read(await download(flat.id));
    expect(lines).toContain('Discount (flat ₦1,000.00) -₦1,000.00');
    expect(lines).toContain('Total ₦79,885.40');
  });

  it('can be downloaded by support users of the organisation', async () => {
    const { pages } = await read(await download(sent.id, team.support.token));
    expect(pages).toBe(1);
  });

  it.each(['manager', 'support'] as const)('is not found by a %s of another organisation', async (role) => {
    const other = await createTeam(testApp, 'Other Org Ltd');
    const response = await download(sent.id, other[role].token);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('application/pdf');
  });
});

describe('the PDF of other invoices', () => {
  it('of a draft is named after its reference and has no number nor sent date yet', async () => {
    const stakeholder = await customer('Ngozi Okafor', ['ngozi@okafor.ng']);
    const draft = await invoices.created(team.manager.token, invoiceBody(stakeholder.id));
    const response = await download(draft.id);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${draft.reference}.pdf"`);
    const { lines } = await read(response);
    expect(section(lines, 'INVOICE NUMBER', 'DUE ON')).toEqual([draft.reference]);
    expect(lines).not.toContain('SENT ON');
    expect(lines.some((line) => line.startsWith('INV-'))).toBe(false);
  });

  it('of a paid invoice says it is paid and on which day', async () => {
    const stakeholder = await customer('Kemi Adeyemi', ['kemi@adeyemi.ng']);
    const invoice = await invoices.created(
      team.manager.token,
      invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
    );
    await invoices.ok(await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.manager.token));
    const { lines } = await read(await download(invoice.id));
    expect(lines).toContain('PAID');
    expect(lines.at(-1)).toBe('Paid in full on 05/01/2026. Thank you.');
  });

  it('without an address or TINs leaves those lines out', async () => {
    const other = await createTeam(testApp, 'Plain Ltd');
    const stakeholder = await customer('Tunde Bakare', ['tunde@bakare.ng'], other);
    const invoice = await invoices.created(
      other.manager.token,
      invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
    );
    const { lines } = await read(await download(invoice.id, other.manager.token));
    expect(section(lines, 'FROM', 'TO')).toEqual(['Plain Ltd', other.organization.email]);
    expect(section(lines, 'TO', 'INVOICE NUMBER')).toEqual(['Tunde Bakare', '12 Marina, Lagos', 'tunde@bakare.ng']);
  });

  // Last: it moves the clock on.
  it('sent at 23:30 UTC shows the Lagos date, already the next day', async () => {
    testApp.clock.advance((14 * 60 + 30) * 60_000);
    expect(testApp.clock.now().toISOString()).toBe('2026-01-05T23:30:00.000Z');
    const stakeholder = await customer('Bola Ahmed', ['bola@ahmed.ng']);
    const invoice = await invoices.created(
      team.manager.token,
      invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
    );
    const { lines } = await read(await download(invoice.id));
    expect(section(lines, 'SENT ON', 'DUE ON')).toEqual(['06/01/2026 00:30']);
  });

  // Runs after the one above, on its clock: 23:30 UTC is still the 5th in Accra.
  it("of a Ghanaian organisation shows its times in Accra, the day before Lagos's, and payment days as invoice days", async () => {
    const ghana = await createTeam(testApp, 'Accra Traders');
    await testApp.database.db
      .update(organizations)
      .set({ country: 'Ghana' })
      .where(eq(organizations.id, ghana.organization.id));
    const stakeholder = await customer('Kwame Mensah', ['kwame@mensah.gh'], ghana);
    const invoice = await invoices.created(
      ghana.manager.token,
      invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
    );
    await invoices.ok(await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, ghana.manager.token));
    const { lines } = await read(await download(invoice.id, ghana.manager.token));
    expect(section(lines, 'SENT ON', 'DUE ON')).toEqual(['05/01/2026 23:30']);
    // A payment's day is a Lagos day, as due dates are (docs/product.md#invoices).
    expect(lines.at(-1)).toBe('Paid in full on 06/01/2026. Thank you.');
  });
});
