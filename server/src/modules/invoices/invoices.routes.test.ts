import { type InvoicePage, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let other: Team;
let calls: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
  calls = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

let emailNumber = 0;
const stakeholder = (name = 'Chioma Eze', extra: { sensitivity?: 'restricted' | 'most_confidential' } = {}) => {
  emailNumber += 1;
  return createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name,
    emails: [`${name.split(' ')[0]!.toLowerCase()}.${emailNumber}@eze.ng`],
    ...extra,
  });
};
const manager = () => team.manager.token;
const list = async (query = '', token = manager(), page = 0) => {
  const response = await calls.call('GET', `/get-invoices/${page}/${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoicePage;
};

describe('a draft', () => {
  it('is priced by the server with the contract pricing, has a REF- reference and no number yet', async () => {
    const record = await stakeholder();
    // Totals a client sends are not read.
    const draft = await calls.created(manager(), { ...invoiceBody(record.id), amount: 1, total: 1 } as never);
    expect(draft).toMatchObject({
      reference: expect.stringMatching(/^REF-\d{6}$/),
      invoice_number: null,
      payment_status: 'draft',
      send_status: 'draft',
      stakeholder: { id: record.id, name: 'Chioma Eze', email: record.emails[0], address: '12 Marina, Lagos' },
      plan: 'prime_wave',
      plan_label: 'Prime Wave',
      extra_employees: 7,
      fixed_amount: 56664,
      employee_amount: 18648,
      subtotal: 75312,
      discount_applied: 7531.2,
      before_tax: 67780.8,
      tax: 5083.56,
      amount: 72864.36,
      sent_date: null,
    });
  });

  it("reads the edit form's 'percent' as a percentage discount", async () => {
    const record = await stakeholder();
    const draft = await calls.created(manager(), {
      ...invoiceBody(record.id),
      discount_type: 'percent',
      discount_value: 10,
      number_of_months: 3,
    } as never);
    expect(draft).toMatchObject({ discount_type: 'percentage', discount_value: 10, amount: 72864.36 });
  });

  // docs/product.md#api-conventions: JSON is typed; the web form turns typed text into numbers.
  it('refuses numbers sent as text or true, naming each field and writing nothing', async () => {
    const record = await stakeholder();
    const before = (await list()).count;
    const response = await calls.create(manager(), {
      ...invoiceBody(record.id),
      discount_value: '10',
      number_of_months: '3',
      tax_rate: true,
    } as never);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      discount_value: messages.invoiceDiscountMin,
      number_of_months: messages.invoiceMonthsMin,
      tax_rate: messages.invoiceTaxRange,
    });
    expect((await list()).count).toBe(before);
  });

  it.each([
    ['number_of_months', { number_of_months: 0 }, messages.invoiceMonthsMin],
    ['number_of_employees', { number_of_employees: -1 }, messages.invoiceEmployeesMin],
    ['tax_rate', { tax_rate: 7.55 }, messages.invoiceTaxRange],
    ['tax_rate', { tax_rate: 101 }, messages.invoiceTaxRange],
    ['discount_value', { discount_type: 'percentage', discount_value: 120 }, messages.invoicePercentageMax],
    ['discount_value', { discount_value: -5 }, messages.invoiceDiscountMin],
    ['discount_value', { discount_type: 'flat', discount_value: 10.005 }, messages.invoiceHundredths],
    ['due_date', { due_date: '' }, messages.invoiceDueDateRequired],
    ['plan', { plan: 'gold' }, messages.invoicePlanRequired],
  ] as const)('refuses a bad %s with its message, writing nothing', async (field, change, message) => {
    const record = await stakeholder();
    const before = (await list()).count;
    const response = await calls.create(manager(), { ...invoiceBody(record.id), ...change } as never);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect((await list()).count).toBe(before);
  });

  it("refuses a stakeholder of another organisation, or one the user may not see, as 'No stakeholder found.'", async () => {
    const foreign = await createStakeholder(testApp.database.db, { organizationId: other.organization.id });
    const restricted = await stakeholder('Secret Client', { sensitivity: 'restricted' });
    for (const [token, id] of [
      [manager(), foreign.id],
      [team.executive.token, restricted.id],
    ] as const) {
      const response = await calls.create(token, invoiceBody(id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: messages.noStakeholderFound,
        errors: { stakeholder: messages.noStakeholderFound },
      });
    }
  });
});

describe('editing', () => {
  it('prices a draft again from its new lines', async () => {
    const draft = await calls.created(manager(), invoiceBody((await stakeholder()).id));
    const edited = await calls.ok(
      await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), {
        ...invoiceBody(draft.stakeholder.id),
        plan: 'elevate',
        number_of_months: 1,
        number_of_employees: 8,
        discount_type: 'flat',
        discount_value: 0,
      }),
    );
    expect(edited).toMatchObject({
      plan: 'elevate',
      subtotal: 10220,
      tax: 766.5,
      amount: 10986.5,
      payment_status: 'draft',
    });
  });

  it('sends a draft edited with save_and_send, and reprices a pending invoice keeping its number', async () => {
    const draft = await calls.created(manager(), invoiceBody((await stakeholder()).id));
    const sent = await calls.ok(
      await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), {
        ...invoiceBody(draft.stakeholder.id),
        send_status: 'save_and_send',
      }),
    );
    expect(sent).toMatchObject({ payment_status: 'pending', invoice_number: expect.stringMatching(/^INV-\d{6}$/) });
    const repriced = await calls.ok(
      await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), {
        ...invoiceBody(draft.stakeholder.id),
        number_of_months: 6,
        send_status: 'save_and_send',
      }),
    );
    expect(repriced).toMatchObject({ invoice_number: sent.invoice_number, number_of_months: 6, fixed_amount: 113328 });
  });

  it('keeps a sent invoice with the stakeholder it was sent to, and a paid one as it is', async () => {
    const draft = await calls.created(manager(), invoiceBody((await stakeholder()).id));
    await calls.sent(manager(), draft.id);
    const moved = await calls.call(
      'PUT',
      `/edit-invoice/${draft.id}/`,
      manager(),
      invoiceBody((await stakeholder()).id),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.stakeholder).toBe(messages.invoiceStakeholderFixed);

    await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${draft.id}`, manager()));
    const paid = await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), invoiceBody(draft.stakeholder.id));
    expect(paid.statusCode).toBe(400);
    expect(paid.json().detail).toBe(messages.invoiceNotOpen);
    expect((await calls.get(manager(), draft.id)).number_of_months).toBe(3);
  });

  it('refuses a percentage discount above 100 with its message, keeping the discount it had', async () => {
    const draft = await calls.created(manager(), invoiceBody((await stakeholder()).id));
    for (const discount_value of [100.01, 150]) {
      const refused = await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), {
        ...invoiceBody(draft.stakeholder.id),
        discount_type: 'percentage',
        discount_value,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.discount_value).toBe(messages.invoicePercentageMax);
    }
    expect(await calls.get(manager(), draft.id)).toMatchObject({ discount_value: 10, discount_applied: 7531.2 });
    // Exactly 100 % is a whole discount.
    const whole = await calls.ok(
      await calls.call('PUT', `/edit-invoice/${draft.id}/`, manager(), {
        ...invoiceBody(draft.stakeholder.id),
        discount_value: 100,
      }),
    );
    expect(whole).toMatchObject({ discount_value: 100, amount: 0 });
  });

  it('names a percentage above 100 together with the other fields it refuses', async () => {
    const response = await calls.create(manager(), {
      ...invoiceBody((await stakeholder()).id),
      plan: 'gold',
      discount_value: 120,
    } as never);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      plan: messages.invoicePlanRequired,
      discount_value: messages.invoicePercentageMax,
    });
  });
});

describe('deleting', () => {
  it('removes a draft, hides a pending invoice (its number stays taken) and never deletes a paid one', async () => {
    const record = await stakeholder();
    const draft = await calls.created(manager(), invoiceBody(record.id));
    const deleted = await calls.call('DELETE', `/delete-invoice/${draft.id}`, manager());
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ detail: messages.invoiceDeleted });
    expect((await calls.call('GET', `/get-invoice/${draft.id}`, manager())).statusCode).toBe(404);

    const pending = await calls.sent(manager(), (await calls.created(manager(), invoiceBody(record.id))).id);
    expect((await calls.call('DELETE', `/delete-invoice/${pending.id}`, manager())).statusCode).toBe(200);
    expect((await list(`?search=${pending.invoice_number}`)).count).toBe(0);
    const next = await calls.sent(manager(), (await calls.created(manager(), invoiceBody(record.id))).id);
    expect(Number(next.invoice_number!.slice(4))).toBe(Number(pending.invoice_number!.slice(4)) + 1);

    await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${next.id}`, manager()));
    const refused = await calls.call('DELETE', `/delete-invoice/${next.id}`, manager());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.invoiceDeletePaid);
  });
});

describe('duplicating', () => {
  it('saves a new draft copying the lines, shown as DUP-<number> until it is sent with the next real number', async () => {
    const original = await calls.sent(
      manager(),
      (await calls.created(manager(), invoiceBody((await stakeholder()).id))).id,
    );
    const copy = await calls.ok(
      await calls.call('POST', `/duplicate-invoice/${original.id}/`, manager(), {
        number_of_months: 12,
        due_date: '2026-03-31',
      }),
    );
    expect(copy).toMatchObject({
      invoice_number: `DUP-${original.invoice_number}`,
      payment_status: 'draft',
      duplicate_of: { id: original.id, invoice_number: original.invoice_number },
      stakeholder: { id: original.stakeholder.id },
      plan: 'prime_wave',
      number_of_months: 12,
      number_of_employees: 12,
      discount_value: 10,
      due_date: '2026-03-31',
    });
    expect(copy.id).not.toBe(original.id);
    const sent = await calls.sent(manager(), copy.id);
    expect(sent.invoice_number).toMatch(/^INV-\d{6}$/);
    expect(sent.invoice_number).not.toBe(original.invoice_number);
  });
});

describe('duplicating with changes', () => {
  it('keeps a flat discount with kobo to the kobo in a copy of other months, priced again', async () => {
    const original = await calls.created(
      manager(),
      invoiceBody((await stakeholder()).id, { discount_type: 'flat', discount_value: 1234.56 }),
    );
    const copy = await calls.ok(
      await calls.call('POST', `/duplicate-invoice/${original.id}/`, manager(), { number_of_months: 1 }),
    );
    // Prime Wave, 1 month, 12 employees: ₦18,888 + 7 × ₦888 = ₦25,104, less ₦1,234.56, and 7.5 % VAT on
    // ₦23,869.44 (₦1,790.208).
    expect(copy).toMatchObject({
      discount_type: 'flat',
      discount_value: 1234.56,
      subtotal: 25104,
      discount_applied: 1234.56,
      before_tax: 23869.44,
      tax: 1790.21,
      amount: 25659.65,
    });
  });

  it('refuses a copy whose merged discount would be a percentage above 100', async () => {
    const original = await calls.created(
      manager(),
      invoiceBody((await stakeholder()).id, { discount_type: 'flat', discount_value: 50000 }),
    );
    const response = await calls.call('POST', `/duplicate-invoice/${original.id}/`, manager(), {
      discount_type: 'percentage',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.discount_value).toBe(messages.invoicePercentageMax);
  });
});

describe('the history', () => {
  it('lists newest first from page 0 and finds by number, reference, stakeholder name and email', async () => {
    const record = await stakeholder('Babatunde Lawal');
    // Later than every invoice before it in this file, and than each other.
    testApp.clock.advance(60_000);
    const first = await calls.created(manager(), invoiceBody(record.id));
    testApp.clock.advance(60_000);
    const second = await calls.sent(manager(), (await calls.created(manager(), invoiceBody(record.id))).id);
    const page = await list('?page_size=2');
    expect(page).toMatchObject({ page: 0, page_size: 2, count_capped: false });
    expect(page.invoices.map((invoice) => invoice.id)).toEqual([second.id, first.id]);

    for (const search of [second.invoice_number!, first.reference, 'babatunde', record.emails[0]!.slice(0, 12)]) {
      const found = await calls.call('GET', `/search-invoices/?search=${encodeURIComponent(search)}`, manager());
      expect(found.statusCode).toBe(200);
      expect(
        (found.json() as InvoicePage).invoices.map((invoice) => invoice.id),
        search,
      ).toContain(search === first.reference ? first.id : second.id);
    }
  });

  it("follows the stakeholder's new name", async () => {
    const record = await stakeholder('Ngozi Okafor');
    const draft = await calls.created(manager(), invoiceBody(record.id));
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-stakeholder/${record.id}/`,
      headers: bearer(manager()),
      payload: {
        type: record.type,
        name: 'Ngozi Okafor-Bello',
        product_service_used: 'acadaboo',
        financial_type: 'paying',
        industry_or_sector: 'technology',
        address: '12 Marina, Lagos',
        contact_preference: 'email',
        email: record.emails,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await list('?search=okafor-bello');
    expect(found.invoices.map((invoice) => invoice.id)).toEqual([draft.id]);
    expect(found.invoices[0]!.stakeholder.name).toBe('Ngozi Okafor-Bello');
  });

  it('filters by status, overdue meaning sent, unpaid and past its due date in Lagos', async () => {
    const record = await stakeholder();
    const late = await calls.sent(
      manager(),
      (await calls.created(manager(), invoiceBody(record.id, { due_date: '2026-01-04' }))).id,
    );
    const onTime = await calls.sent(
      manager(),
      (await calls.created(manager(), invoiceBody(record.id, { due_date: '2026-02-28' }))).id,
    );
    const overdue = await list('?status=overdue');
    expect(overdue.invoices.map((invoice) => invoice.id)).toContain(late.id);
    expect(overdue.invoices.map((invoice) => invoice.id)).not.toContain(onTime.id);
    expect(overdue.invoices.every((invoice) => invoice.overdue)).toBe(true);
    const pending = await list('?status=pending&page_size=100');
    expect(pending.invoices.map((invoice) => invoice.id)).toEqual(expect.arrayContaining([late.id, onTime.id]));
    expect(pending.count).toBe(pending.invoices.length);
  });

  it('never shows anyone the invoices of a stakeholder they may not see', async () => {
    const secret = await stakeholder('Hidden Holdings', { sensitivity: 'most_confidential' });
    const invoice = await calls.created(manager(), invoiceBody(secret.id));
    for (const token of [team.executive.token, team.support.token]) {
      expect((await calls.call('GET', `/get-invoice/${invoice.id}`, token)).statusCode).toBe(404);
      const seen = await list('?page_size=100', token);
      expect(seen.invoices.map((row) => row.id)).not.toContain(invoice.id);
      // The only invoice of a hidden stakeholder is this one: totals leave it out too.
      expect(seen.count).toBe((await list()).count - 1);
    }
    expect((await list('?search=hidden', team.support.token)).count).toBe(0);
  });

  it("shows nothing of another organisation's invoices", async () => {
    const invoice = await calls.created(manager(), invoiceBody((await stakeholder()).id));
    expect((await calls.call('GET', `/get-invoice/${invoice.id}`, other.manager.token)).statusCode).toBe(404);
    expect((await list('', other.manager.token)).count).toBe(0);
  });
});
