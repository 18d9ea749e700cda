import { type Invoice, type InvoiceSettings, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStakeholder, createTeam, createUser, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
let address: string;
const clients: LiveClient[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  calls = invoiceCalls(testApp);
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

// Each test has its own organisation: numbering and settings are per organisation.
const freshTeam = () => createTeam(testApp, 'Zenith Foods');
const stakeholderOf = (team: Team, emails = ['accounts@lawal.ng']) =>
  createStakeholder(testApp.database.db, { organizationId: team.organization.id, name: 'Lawal Logistics', emails });
const draftFor = async (team: Team, overrides: Parameters<typeof invoiceBody>[1] = {}) =>
  calls.created(team.manager.token, invoiceBody((await stakeholderOf(team)).id, overrides));
const saveSettings = async (team: Team, body: object, token = team.manager.token) => {
  const response = await calls.call('POST', '/invoice-settings/', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceSettings;
};
const numberOf = (invoice: Invoice) => invoice.invoice_number;

describe('numbering', () => {
  it('gives sent invoices consecutive numbers from the settings, and drafts none, so deleted drafts leave no gap', async () => {
    const team = await freshTeam();
    await saveSettings(team, {
      invoice_number_prefix: 'ZF/',
      invoice_number_suffix: '-26',
      invoice_number_start: 41,
      invoice_number_digits: 4,
    });
    const first = await draftFor(team);
    const thrownAway = await draftFor(team);
    await calls.call('DELETE', `/delete-invoice/${thrownAway.id}`, team.manager.token);
    const second = await draftFor(team);
    expect(numberOf(await calls.sent(team.manager.token, first.id))).toBe('ZF/0041-26');
    expect(numberOf(await calls.sent(team.manager.token, second.id))).toBe('ZF/0042-26');
    const settings = await calls.call('GET', '/invoice-settings/', team.manager.token);
    expect(settings.json().next_invoice_number).toBe('ZF/0043-26');
  });

  it('gives twenty invoices sent at once twenty consecutive numbers, none reused, none skipped', async () => {
    const team = await freshTeam();
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draftFor(team)));
    const responses = await Promise.all(drafts.map((draft) => calls.send(team.manager.token, draft.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => (response.json() as Invoice).invoice_number!).toSorted();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`));
  });

  it('never sends an invoice twice', async () => {
    const team = await freshTeam();
    const draft = await draftFor(team);
    await calls.sent(team.manager.token, draft.id);
    const again = await calls.send(team.manager.token, draft.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.invoiceAlreadySent);
  });

  it('refuses to send to a stakeholder without an email, and takes no number for it', async () => {
    const team = await freshTeam();
    const silent = await stakeholderOf(team, []);
    const draft = await calls.created(team.manager.token, invoiceBody(silent.id));
    const refused = await calls.send(team.manager.token, draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.invoiceNoEmail);
    expect(numberOf(await calls.sent(team.manager.token, (await draftFor(team)).id))).toBe('INV-000001');
  });

  it('saves and sends at once, recording who sent it', async () => {
    const team = await freshTeam();
    const invoice = await draftFor(team, { send_status: 'save_and_send' });
    expect(invoice).toMatchObject({
      payment_status: 'pending',
      send_status: 'save_and_send',
      invoice_number: 'INV-000001',
      sent_date: testApp.clock.now().toISOString(),
      sent_by: { id: team.manager.user.id },
      approval_limit: null,
    });
  });
});

describe('approval limits', () => {
  // Prime Wave, 3 months, 12 employees, 10 % off: ₦72,864.36.
  it('lets an executive send up to the flat limit and refuses above it, writing nothing', async () => {
    const team = await freshTeam();
    await saveSettings(team, { invoice_approval_enabled: true, invoice_approval_limit_flat: 50000 });
    const small = await draftFor(team, { number_of_months: 1, number_of_employees: 5, discount_value: 0 });
    const sent = await calls.sent(team.executive.token, small.id);
    expect(sent).toMatchObject({
      invoice_number: 'INV-000001',
      sent_by: { id: team.executive.user.id },
      approval_limit: 50000,
    });

    const large = await draftFor(team);
    const refused = await calls.send(team.executive.token, large.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.invoiceAboveApprovalLimit);
    expect(await calls.get(team.manager.token, large.id)).toMatchObject({
      payment_status: 'draft',
      invoice_number: null,
    });
    const createdAndSent = await calls.create(
      team.executive.token,
      invoiceBody(large.stakeholder.id, { send_status: 'save_and_send' }),
    );
    expect(createdAndSent.statusCode).toBe(403);

    // A manager may send it, under no limit; the number is the next one.
    expect(await calls.sent(team.manager.token, large.id)).toMatchObject({
      invoice_number: 'INV-000002',
      approval_limit: null,
    });
  });

  it("applies an executive's own limit before the flat one", async () => {
    const team = await freshTeam();
    const settings = await saveSettings(team, { invoice_approval_enabled: true, invoice_approval_limit_flat: 50000 });
    const assigned = await calls.call(
      'PUT',
      `/assign-invoice-settings/${settings.id}/${team.executive.user.id}/`,
      team.manager.token,
      { approval_limit: 100000 },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().executive_approval_amounts).toEqual({ [team.executive.user.id]: 100000 });
    expect(await calls.sent(team.executive.token, (await draftFor(team)).id)).toMatchObject({ approval_limit: 100000 });
  });

  it('lets executives send anything while approval is off', async () => {
    const team = await freshTeam();
    await saveSettings(team, { invoice_approval_enabled: false, invoice_approval_limit_flat: 10 });
    expect((await calls.sent(team.executive.token, (await draftFor(team)).id)).payment_status).toBe('pending');
  });

  it('keeps an executive from raising a sent invoice above their limit by editing it', async () => {
    const team = await freshTeam();
    await saveSettings(team, { invoice_approval_enabled: true, invoice_approval_limit_flat: 50000 });
    const small = await draftFor(team, { number_of_months: 1, number_of_employees: 5, discount_value: 0 });
    await calls.sent(team.executive.token, small.id);
    const raised = await calls.call('PUT', `/edit-invoice/${small.id}/`, team.executive.token, {
      ...invoiceBody(small.stakeholder.id, { number_of_employees: 500 }),
      send_status: 'save_and_send',
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().detail).toBe(messages.invoiceAboveApprovalLimit);
    expect((await calls.get(team.manager.token, small.id)).number_of_employees).toBe(5);
  });

  it("changes only the executives' limits a save names", async () => {
    const team = await freshTeam();
    const second = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'executive' });
    await saveSettings(team, { executive_approval_amounts: { [team.executive.user.id]: 100000 } });
    const settings = await saveSettings(team, { executive_approval_amounts: { [second.id]: 20000 } });
    expect(settings.executive_approval_amounts).toEqual({ [team.executive.user.id]: 100000, [second.id]: 20000 });
    const cleared = await saveSettings(team, { executive_approval_amounts: { [second.id]: null } });
    expect(cleared.executive_approval_amounts).toEqual({ [team.executive.user.id]: 100000 });
  });

  it('sets limits for executives only, as whole naira numbers', async () => {
    const team = await freshTeam();
    const notExecutive = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      executive_approval_amounts: { [team.support.user.id]: 1000 },
    });
    expect(notExecutive.statusCode).toBe(422);
    expect(notExecutive.json().errors.executive_approval_amounts).toBe(messages.approvalLimitsForExecutives);
    const letters = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      invoice_approval_limit_flat: '12a',
    });
    expect(letters.json().errors.invoice_approval_limit_flat).toBe(messages.approvalLimitDigits);
    // docs/product.md#api-conventions: JSON is typed, so digits as text are refused too.
    const digitsAsText = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      invoice_approval_limit_flat: '5000',
    });
    expect(digitsAsText.json().errors.invoice_approval_limit_flat).toBe(messages.approvalLimitDigits);
  });
});

describe('a deleted stakeholder', () => {
  it('gets no more reminders once their record is deleted', async () => {
    const team = await freshTeam();
    const record = await stakeholderOf(team, ['gone@lawal.ng']);
    const invoice = await calls.sent(
      team.manager.token,
      (await calls.created(team.manager.token, invoiceBody(record.id))).id,
    );
    await testApp.jobs.runDue();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-stakeholder/${record.id}/`,
      headers: { authorization: `Bearer ${team.manager.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    const before = await emailsTo(testApp, 'gone@lawal.ng');
    expect(before).toHaveLength(1);
    expect((await calls.call('POST', `/send-reminder/${invoice.id}/`, team.manager.token)).statusCode).toBe(200);
    await testApp.jobs.runDue();
    expect(await emailsTo(testApp, 'gone@lawal.ng')).toHaveLength(1);
  });
});

describe('payment', () => {
  it('marks a pending invoice paid with its date and who marked it, and tells managers and executives at once', async () => {
    const team = await freshTeam();
    const [managerLive, executiveLive, supportLive] = await Promise.all(
      [team.manager, team.executive, team.support].map(async ({ token }) => {
        const client = await connectLive(address, token);
        clients.push(client);
        return client;
      }),
    );
    const invoice = await calls.sent(team.manager.token, (await draftFor(team)).id);
    testApp.clock.advance(3_600_000);
    const paid = await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.executive.token));
    expect(paid).toMatchObject({
      payment_status: 'paid',
      paid_date: testApp.clock.now().toISOString(),
      paid_by: { id: team.executive.user.id },
      reminders: { next_at: null },
    });
    const isPaid = (event: { name: string; payload: { ids: string[] } }) =>
      event.name === 'invoice.paid' && event.payload.ids.includes(invoice.id);
    await managerLive!.nextEvent(isPaid);
    await executiveLive!.nextEvent(isPaid);
    // The change reaches everyone; the payment news only managers and executives.
    await supportLive!.nextEvent((event) => event.name === 'invoice.changed' && event.payload.ids.includes(invoice.id));
    expect(supportLive!.received.some(isPaid)).toBe(false);

    const again = await calls.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.manager.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.invoiceNotOwed);
  });

  it('cannot mark a draft paid', async () => {
    const team = await freshTeam();
    const response = await calls.call('PUT', `/mark-invoice-paid/${(await draftFor(team)).id}`, team.manager.token);
    expect(response.statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels a pending invoice, which keeps its number and can no longer change', async () => {
    const team = await freshTeam();
    const invoice = await calls.sent(team.manager.token, (await draftFor(team)).id);
    const cancelled = await calls.ok(await calls.call('POST', `/cancel-invoice/${invoice.id}/`, team.executive.token));
    expect(cancelled).toMatchObject({
      payment_status: 'cancelled',
      invoice_number: 'INV-000001',
      cancelled_date: testApp.clock.now().toISOString(),
      cancelled_by: { id: team.executive.user.id },
    });
    for (const [method, url] of [
      ['PUT', `/mark-invoice-paid/${invoice.id}`],
      ['POST', `/send-reminder/${invoice.id}/`],
      ['DELETE', `/delete-invoice/${invoice.id}`],
    ] as const) {
      expect((await calls.call(method, url, team.manager.token)).statusCode).toBe(400);
    }
    expect(numberOf(await calls.sent(team.manager.token, (await draftFor(team)).id))).toBe('INV-000002');
  });

  it('lets a support member cancel only when the settings list them, and nobody while cancelling is off', async () => {
    const team = await freshTeam();
    const first = await calls.sent(team.manager.token, (await draftFor(team)).id);
    const refused = await calls.call('POST', `/cancel-invoice/${first.id}/`, team.support.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messages.invoiceCancelNotAllowed);

    const settings = await saveSettings(team, { invoice_cancellation_users: [team.support.user.id] });
    expect(settings.invoice_cancellation_users).toEqual([team.support.user.id]);
    expect((await calls.call('POST', `/cancel-invoice/${first.id}/`, team.support.token)).statusCode).toBe(200);

    await saveSettings(team, { cancel_invoice: false });
    const second = await calls.sent(team.manager.token, (await draftFor(team)).id);
    const off = await calls.call('POST', `/cancel-invoice/${second.id}/`, team.manager.token);
    expect(off.statusCode).toBe(403);
    expect(off.json().detail).toBe(messages.invoiceCancellingOff);
  });

  it('lists only members of the organisation as cancellers', async () => {
    const team = await freshTeam();
    const stranger = await createUser(testApp.database.db, {
      organizationId: (await freshTeam()).organization.id,
      role: 'support',
    });
    const response = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      invoice_cancellation_users: [stranger.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.invoice_cancellation_users).toBe(messages.accountManagerNotInOrganization);
  });
});

describe('settings', () => {
  it("answers others than managers 'You don't have the right permissions for this action.'", async () => {
    const team = await freshTeam();
    for (const token of [team.executive.token, team.support.token]) {
      const response = await calls.call('POST', '/invoice-settings/', token, { tax_id: '1' });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(messages.invoiceSettingsForbidden);
    }
    expect((await calls.call('GET', '/invoice-settings/', team.support.token)).statusCode).toBe(200);
  });

  it("shows the organisation's address and TIN as From on its invoices", async () => {
    const team = await freshTeam();
    await saveSettings(team, { business_address: '4 Idowu Taylor Street, Lagos', tax_id: '12345678-0001' });
    const invoice = await draftFor(team, { customer_tax_id: '87654321-0001' });
    expect(invoice.from).toEqual({
      name: 'Zenith Foods',
      address: '4 Idowu Taylor Street, Lagos',
      email: team.organization.email,
      tax_id: '12345678-0001',
      registration_number: null,
    });
    expect(invoice.customer_tax_id).toBe('87654321-0001');
  });

  it("answers another organisation's settings id with 404 when assigning a limit", async () => {
    const team = await freshTeam();
    const theirs = await calls.call('GET', '/invoice-settings/', (await freshTeam()).manager.token);
    const response = await calls.call(
      'PUT',
      `/assign-invoice-settings/${theirs.json().id}/${team.executive.user.id}/`,
      team.manager.token,
      { approval_limit: 1 },
    );
    expect(response.statusCode).toBe(404);
  });
});
