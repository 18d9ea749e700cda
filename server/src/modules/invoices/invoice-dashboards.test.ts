import type { DashboardBody, DashboardByPlan, DashboardGeneration, DashboardMoney, InvoicePlan } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A known year of invoices, sent at moments of the fake clock, looked at on
// Wednesday 17 March 2027 at 11:00 in Lagos (10:00 UTC). Lagos is UTC+1 all
// year, so 23:30 UTC is already the next day there.
//
//  sent (UTC)          plan          total (NGN)  due          then
//  2026-06-10 09:00    pinnacle       38,221.63   2026-06-30   paid
//  2026-06-10 09:00    elevate         9,554.60   2026-06-30   unpaid (overdue)
//  2026-12-31 23:30    prime_wave     20,304.60   2027-01-31   paid         1 January 2027 in Lagos
//  2027-01-20 09:00    pinnacle       38,221.63   2027-02-20   overdue
//  2027-02-10 09:00    prime_wave     20,304.60   2027-02-28   overdue
//  2027-02-28 23:30    elevate         9,554.60   2027-03-10   overdue      1 March 2027 in Lagos
//  2027-03-03 09:00    prime_wave     20,304.60   2027-03-31   paid
//  2027-03-03 09:00    elevate         9,554.60   2027-03-31   cancelled
//  2027-03-15 09:00    pinnacle       38,221.63   2027-03-17   pending      (due today: not overdue)
//  2027-03-15 09:00    pinnacle       38,221.63   2027-03-31   deleted
//  2027-03-16 23:30    waiver              0.00   2027-04-16   pending      17 March 2027 in Lagos
//  2027-03-17 09:00    prime_wave ×2  46,336.80   2027-04-16   pending
//  (never sent)        pinnacle                                draft
//
// Another organisation sends a pinnacle invoice on 17 March 2027 too.

const now = '2027-03-17T10:00:00Z';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
let invoices: ReturnType<typeof invoiceCalls>;

// Sessions last a day; the clock moves over a year: each call signs in afresh.
const tokenOf = (user: { id: string }) => createSessionToken(testApp, user.id);

function advanceTo(iso: string) {
  const step = new Date(iso).getTime() - testApp.clock.now().getTime();
  if (step < 0) throw new Error(`the clock is already past ${iso}`);
  testApp.clock.advance(step);
}

type State = 'pending' | 'paid' | 'cancelled' | 'deleted' | 'draft';

async function invoiceAt(
  owner: Team,
  stakeholderId: string,
  sentAt: string,
  line: { plan: InvoicePlan; months?: number; employees?: number; due: string; total: number; state?: State },
) {
  advanceTo(sentAt);
  const token = await tokenOf(owner.manager.user);
  const state = line.state ?? 'pending';
  const invoice = await invoices.created(
    token,
    invoiceBody(stakeholderId, {
      plan: line.plan,
      number_of_months: line.months ?? 1,
      number_of_employees: line.employees ?? (line.plan === 'pinnacle' ? 10 : 5),
      discount_value: 0,
      due_date: line.due,
      send_status: state === 'draft' ? 'draft' : 'save_and_send',
    }),
  );
  expect(invoice.amount).toBe(line.total);
  const closing = {
    paid: () => invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, token),
    cancelled: () => invoices.call('POST', `/cancel-invoice/${invoice.id}/`, token),
    deleted: () => invoices.call('DELETE', `/delete-invoice/${invoice.id}`, token),
  };
  if (state in closing) {
    const response = await closing[state as keyof typeof closing]();
    expect(response.statusCode, response.body).toBe(200);
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  invoices = invoiceCalls(testApp);
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org Ltd');
  const { db } = testApp.database;
  const customer = (name: string, owner = team) =>
    createStakeholder(db, { organizationId: owner.organization.id, name });
  const adaeze = await customer('Adaeze Nwosu');
  const chidi = await customer('Chidi Eze');
  const ngozi = await customer('Ngozi Okafor');
  const foreign = await customer('Kofi Mensah', otherTeam);

  await invoiceAt(team, adaeze.id, '2026-06-10T09:00:00Z', {
    plan: 'pinnacle',
    due: '2026-06-30',
    total: 38_221.63,
    state: 'paid',
  });
  await invoiceAt(team, chidi.id, '2026-06-10T09:00:00Z', { plan: 'elevate', due: '2026-06-30', total: 9_554.6 });
  await invoiceAt(team, ngozi.id, '2026-12-31T23:30:00Z', {
    plan: 'prime_wave',
    due: '2027-01-31',
    total: 20_304.6,
    state: 'paid',
  });
  await invoiceAt(team, adaeze.id, '2027-01-20T09:00:00Z', { plan: 'pinnacle', due: '2027-02-20', total: 38_221.63 });
  await invoiceAt(team, chidi.id, '2027-02-10T09:00:00Z', { plan: 'prime_wave', due: '2027-02-28', total: 20_304.6 });
  await invoiceAt(team, ngozi.id, '2027-02-28T23:30:00Z', { plan: 'elevate', due: '2027-03-10', total: 9_554.6 });
  await invoiceAt(team, adaeze.id, '2027-03-03T09:00:00Z', {
    plan: 'prime_wave',
    due: '2027-03-31',
    total: 20_304.6,
    state: 'paid',
  });
  await invoiceAt(team, chidi.id, '2027-03-03T09:00:00Z', {
    plan: 'elevate',
    due: '2027-03-31',
    total: 9_554.6,
    state: 'cancelled',
  });
  await invoiceAt(team, ngozi.id, '2027-03-15T09:00:00Z', { plan: 'pinnacle', due: '2027-03-17', total: 38_221.63 });
  await invoiceAt(team, adaeze.id, '2027-03-15T09:00:00Z', {
    plan: 'pinnacle',
    due: '2027-03-31',
    total: 38_221.63,
    state: 'deleted',
  });
  await invoiceAt(team, chidi.id, '2027-03-16T23:30:00Z', { plan: 'waiver', due: '2027-04-16', total: 0 });
  await invoiceAt(team, ngozi.id, '2027-03-17T09:00:00Z', {
    plan: 'prime_wave',
    months: 2,
    employees: 8,
    due: '2027-04-16',
    total: 46_336.8,
  });
  await invoiceAt(team, adaeze.id, '2027-03-17T09:30:00Z', {
    plan: 'pinnacle',
    due: '2027-04-16',
    total: 38_221.63,
    state: 'draft',
  });
  await invoiceAt(otherTeam, foreign.id, '2027-03-17T09:45:00Z', {
    plan: 'pinnacle',
    due: '2027-04-16',
    total: 38_221.63,
  });
  advanceTo(now);
}, 120_000);
afterAll(() => testApp.close());

async function dashboard<Answer>(path: string, body: DashboardBody, user: { id: string } = team.manager.user) {
  const response = await invoices.call('POST', path, await tokenOf(user), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}
const generation = (body: DashboardBody, user?: { id: string }) =>
  dashboard<DashboardGeneration>('/dashboard-generation/', body, user);
const byPlan = (body: DashboardBody, user?: { id: string }) =>
  dashboard<DashboardByPlan>('/dashboard-by-plan/', body, user);

// [generated, paid, pending, overdue] by count and by amount (NGN).
function figures(counts: [number, number, number, number], amounts: [number, number, number, number]) {
  const named = (values: [number, number, number, number]) => ({
    invoice_generated: values[0],
    invoice_paid: values[1],
    invoice_pending: values[2],
    overdue_invoices: values[3],
  });
  return { by_count: named(counts), by_amount: named(amounts) };
}

// Amounts and counts of the four plans, in the order the dashboard lists them.
function plans(
  elevate: [number, number],
  primeWave: [number, number],
  pinnacle: [number, number],
  waiver: [number, number],
) {
  return [
    { plan: 'elevate', plan_label: 'Elevate', count: elevate[0], amount: elevate[1] },
    { plan: 'prime_wave', plan_label: 'Prime Wave', count: primeWave[0], amount: primeWave[1] },
    { plan: 'pinnacle', plan_label: 'Pinnacle', count: pinnacle[0], amount: pinnacle[1] },
    { plan: 'waiver', plan_label: 'Waiver', count: waiver[0], amount: waiver[1] },
  ];
}

describe('the invoices generated in a period', () => {
  it('this year: sent since 1 January in Lagos, paid, pending before their due date and overdue', async () => {
    expect(await generation({ filter: 'this_year' })).toEqual({
      period: { start: '2027-01-01', end: '2027-12-31' },
      ...figures([8, 2, 3, 3], [193_248.46, 40_609.2, 84_558.43, 68_080.83]),
    });
  });

  it('this month: counts an invoice sent at 23:30 UTC on the last day of February, 00:30 on 1 March in Lagos', async () => {
    expect(await generation({ filter: 'this_month' })).toEqual({
      period: { start: '2027-03-01', end: '2027-03-31' },
      ...figures([5, 1, 3, 1], [114_417.63, 20_304.6, 84_558.43, 9_554.6]),
    });
  });

  it('this month when no period is named', async () => {
    expect(await generation({})).toEqual(await generation({ filter: 'this_month' }));
  });

  it('this week: from Monday in Lagos, an invoice due today still pending and not overdue', async () => {
    expect(await generation({ filter: 'this_week' })).toEqual({
      period: { start: '2027-03-15', end: '2027-03-21' },
      ...figures([3, 0, 3, 0], [84_558.43, 0, 84_558.43, 0]),
    });
  });

  it('today: the Lagos day, which began at 23:00 UTC yesterday', async () => {
    expect(await generation({ filter: 'today' })).toEqual({
      period: { start: '2027-03-17', end: '2027-03-17' },
      ...figures([2, 0, 2, 0], [46_336.8, 0, 46_336.8, 0]),
    });
  });

  it('between two dates, both included: last year leaves out what was already 1 January in Lagos', async () => {
    expect(await generation({ start_date: '2026-01-01', end_date: '2026-12-31' })).toEqual({
      period: { start: '2026-01-01', end: '2026-12-31' },
      ...figures([2, 1, 0, 1], [47_776.23, 38_221.63, 0, 9_554.6]),
    });
  });

  it('between two dates of February: the invoice sent at 23:30 UTC on the 28th belongs to March', async () => {
    expect(await generation({ start_date: '2027-02-01', end_date: '2027-02-28' })).toEqual({
      period: { start: '2027-02-01', end: '2027-02-28' },
      ...figures([1, 0, 0, 1], [20_304.6, 0, 0, 20_304.6]),
    });
    expect((await generation({ start_date: '2027-03-01', end_date: '2027-03-01' })).by_amount).toEqual(
      figures([1, 0, 0, 1], [9_554.6, 0, 0, 9_554.6]).by_amount,
    );
  });

  it('from a date until today, or from the beginning until a date', async () => {
    expect(await generation({ start_date: '2027-03-15' })).toEqual({
      period: { start: '2027-03-15', end: '2027-03-17' },
      ...figures([3, 0, 3, 0], [84_558.43, 0, 84_558.43, 0]),
    });
    const untilLastYear = await generation({ end_date: '2026-12-31' });
    expect(untilLastYear.period.end).toBe('2026-12-31');
    expect(untilLastYear.by_count).toEqual(figures([2, 1, 0, 1], [0, 0, 0, 0]).by_count);
  });

  it('refuses an end date before the start date', async () => {
    const response = await invoices.call('POST', '/dashboard-generation/', await tokenOf(team.manager.user), {
      start_date: '2027-03-10',
      end_date: '2027-03-01',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['end_date']);
  });
});

describe('the invoices of a period by plan', () => {
  it('lists all four plans with their amounts and counts, this year', async () => {
    expect(await byPlan({ filter: 'this_year' })).toEqual({
      period: { start: '2027-01-01', end: '2027-12-31' },
      details: plans([1, 9_554.6], [4, 107_250.6], [2, 76_443.26], [1, 0]),
    });
  });

  it('this month, leaving out the cancelled, the deleted and the draft', async () => {
    expect((await byPlan({ filter: 'this_month' })).details).toEqual(
      plans([1, 9_554.6], [2, 66_641.4], [1, 38_221.63], [1, 0]),
    );
  });

  it('this week and today, plans without invoices at zero', async () => {
    expect((await byPlan({ filter: 'this_week' })).details).toEqual(
      plans([0, 0], [1, 46_336.8], [1, 38_221.63], [1, 0]),
    );
    expect((await byPlan({ filter: 'today' })).details).toEqual(plans([0, 0], [1, 46_336.8], [0, 0], [1, 0]));
  });

  it('between two dates', async () => {
    expect(await byPlan({ start_date: '2026-01-01', end_date: '2026-12-31' })).toEqual({
      period: { start: '2026-01-01', end: '2026-12-31' },
      details: plans([1, 9_554.6], [0, 0], [1, 38_221.63], [0, 0]),
    });
  });
});

describe('the money', () => {
  const money = (body: DashboardBody, user?: { id: string }) =>
    dashboard<DashboardMoney>('/dashboard-money/', body, user);
  // What is owed on 17 March 2027 whatever the period: by days past due, a due date today being 0 days past.
  const owedNow = {
    outstanding: { amount: 162_193.86, invoices: 7 },
    ageing: [
      { band: 'not_yet_due', label: 'Not yet due', amount: 46_336.8, invoices: 2 },
      { band: 'days_0_30', label: '0–30 days', amount: 106_302.46, invoices: 4 },
      { band: 'days_31_60', label: '31–60 days', amount: 0, invoices: 0 },
      { band: 'days_61_90', label: '61–90 days', amount: 0, invoices: 0 },
      { band: 'over_90', label: 'Over 90 days', amount: 9_554.6, invoices: 1 },
    ],
  };

  it('collects the payments dated in the period (Lagos days), and ages all that is owed now', async () => {
    expect(await money({ filter: 'this_year' })).toEqual({
      period: { start: '2027-01-01', end: '2027-12-31' },
      collected: { amount: 40_609.2, payments: 2 },
      ...owedNow,
    });
    expect(await money({ filter: 'this_month' })).toMatchObject({ collected: { amount: 20_304.6, payments: 1 } });
    expect(await money({ filter: 'today' })).toEqual({
      period: { start: '2027-03-17', end: '2027-03-17' },
      collected: { amount: 0, payments: 0 },
      ...owedNow,
    });
    expect(await money({ start_date: '2026-01-01', end_date: '2026-12-31' })).toMatchObject({
      collected: { amount: 38_221.63, payments: 1 },
    });
  });

  it('shows another organisation only its own', async () => {
    expect(await money({ filter: 'this_year' }, otherTeam.manager.user)).toMatchObject({
      collected: { amount: 0, payments: 0 },
      outstanding: { amount: 38_221.63, invoices: 1 },
    });
  });
});

describe('who sees which figures', () => {
  it('never counts the invoices of another organisation, and shows that one only its own', async () => {
    expect(await generation({ filter: 'today' }, otherTeam.manager.user)).toMatchObject(
      figures([1, 0, 1, 0], [38_221.63, 0, 38_221.63, 0]),
    );
    expect((await byPlan({ filter: 'this_year' }, otherTeam.manager.user)).details).toEqual(
      plans([0, 0], [0, 0], [1, 38_221.63], [0, 0]),
    );
  });

  it.each(['support', 'executive'] as const)('lets %s users view the same dashboard', async (role) => {
    expect(await generation({ filter: 'this_year' }, team[role].user)).toEqual(
      await generation({ filter: 'this_year' }),
    );
    expect(await byPlan({ filter: 'this_month' }, team[role].user)).toEqual(await byPlan({ filter: 'this_month' }));
  });
});

// Last: it moves the clock on.
describe('when the Lagos day turns', () => {
  it('at 23:30 UTC makes today tomorrow and the invoice due today overdue', async () => {
    advanceTo('2027-03-17T23:30:00Z');
    expect(await generation({ filter: 'today' })).toEqual({
      period: { start: '2027-03-18', end: '2027-03-18' },
      ...figures([0, 0, 0, 0], [0, 0, 0, 0]),
    });
    expect((await generation({ filter: 'this_week' })).by_count).toEqual(figures([3, 0, 2, 1], [0, 0, 0, 0]).by_count);
  });
});
