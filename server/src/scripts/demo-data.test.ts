import {
  type DashboardGeneration,
  type InvoiceSummary,
  lagosDay,
  type StakeholderDetail,
  type StakeholderPage,
  stakeholderSensitivities,
  stakeholderTypes,
  ticketStatuses,
} from '@srm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { departments, organizations, ticketActivity, tickets, users } from '../db/schema/index.js';
import { statusByClock } from '../modules/tickets/ticket-status.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { demoLogins, demoManagerEmail, demoPassword, seedDemo } from './demo-data.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('seeds one organisation whose staff of every role can log in, and changes nothing when run again', async () => {
  const { db } = testApp.database;
  const now = testApp.clock.now();
  expect(await seedDemo(db, now, testApp.storage)).toEqual({
    created: true,
    tickets: 40,
    feedback: 8,
    stakeholders: 8,
    invoices: 27,
  });
  expect(await seedDemo(db, now, testApp.storage)).toEqual({
    created: false,
    tickets: 0,
    feedback: 0,
    stakeholders: 0,
    invoices: 0,
  });

  const [organization] = await db.select().from(organizations);
  expect(organization).toMatchObject({ setupComplete: true });
  const counts = await db
    .select({ role: users.permissionType, n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.organizationId, organization!.id))
    .groupBy(users.permissionType);
  expect(Object.fromEntries(counts.map((row) => [row.role, row.n]))).toEqual({ manager: 2, executive: 2, support: 4 });
  expect(await db.select().from(departments)).toHaveLength(3);
  expect(demoLogins).toHaveLength(8);

  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });
  expect(login.json().user).toMatchObject({ permission_type: 'manager', org_origin: true });
});

it('seeds tickets of every status, priority and handler kind, each where the SLA clock would put it', async () => {
  const { db } = testApp.database;
  const now = testApp.clock.now();
  await seedDemo(db, now);
  const seeded = await db.select().from(tickets);
  expect(seeded).toHaveLength(40);
  expect(new Set(seeded.map((ticket) => ticket.status))).toEqual(new Set(ticketStatuses));
  expect(new Set(seeded.map((ticket) => ticket.priority)).size).toBe(3);
  expect(new Set(seeded.map((ticket) => ticket.handlerId)).size).toBe(8);
  for (const ticket of seeded) {
    if (ticket.status === 'resolved') continue;
    const actedOn = ticket.status !== 'new';
    expect(statusByClock({ ...ticket, startsAt: ticket.createdAt, actedOn }, now)).toBe(ticket.status);
  }
  const history = await db.select().from(ticketActivity);
  expect(history.filter((entry) => entry.type === 'created')).toHaveLength(40);

  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });
  const counts = await testApp.app.inject({
    url: '/api/ticket/ticket-counts/',
    headers: { authorization: `Bearer ${login.json().access_token}` },
  });
  expect(counts.json().total).toBe(40);
});

it('seeds feedback on each digital product for the inbox', async () => {
  await seedDemo(testApp.database.db, testApp.clock.now());
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });

  const products = await testApp.app.inject({
    url: '/api/ticket/feedback-products/',
    headers: { authorization: `Bearer ${login.json().access_token}` },
  });

  expect(products.json().results.map((row: { count: number }) => row.count)).toEqual([3, 3, 2]);
});

it('seeds stakeholder records of every type and sensitivity, each gathering its tickets or feedback, with history and logs', async () => {
  await seedDemo(testApp.database.db, testApp.clock.now(), testApp.storage);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const list = (await testApp.app.inject({ url: '/api/profile/get-stakeholders/', headers })).json() as StakeholderPage;
  expect(new Set(list.stakeholder_data.map((row) => row.type))).toEqual(new Set(stakeholderTypes));
  // A new record always has a level (`normal` unless chosen, docs/product.md#stakeholders).
  expect(new Set(list.stakeholder_data.map((row) => row.sensitivity))).toEqual(new Set(stakeholderSensitivities));
  for (const row of list.stakeholder_data) {
    const detail = (
      await testApp.app.inject({ url: `/api/profile/get-stakeholders/${row.id}/`, headers })
    ).json() as StakeholderDetail;
    expect(detail.tickets.length + detail.feedback.length, detail.name).toBeGreaterThan(0);
    expect(detail.logs).toHaveLength(2);
    expect(detail.changes.map((change) => change.type)).toEqual(['edited', 'created']);
    const [evidence] = detail.changes[0]!.evidence;
    const image = await testApp.app.inject({ url: evidence!.location });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  }
});

it('seeds six months of invoices in every state, numbered without gaps, that the dashboards tell a story with', async () => {
  const now = testApp.clock.now();
  await seedDemo(testApp.database.db, now);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const history = (await testApp.app.inject({ url: '/api/invoice/get-invoices/0/?page_size=100', headers })).json();
  const statuses = new Set(history.invoices.map((invoice: InvoiceSummary) => invoice.payment_status));
  expect(statuses).toEqual(new Set(['draft', 'pending', 'paid', 'cancelled']));
  expect(history.invoices.some((invoice: InvoiceSummary) => invoice.overdue)).toBe(true);
  const numbers = history.invoices
    .flatMap((invoice: InvoiceSummary) => (invoice.invoice_number ? [invoice.invoice_number] : []))
    .toSorted();
  expect(numbers).toEqual(Array.from({ length: 24 }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`));

  const year = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/invoice/dashboard-generation/',
      headers,
      payload: { start_date: lagosDay(new Date(now.getTime() - 200 * 24 * 3_600_000)), end_date: lagosDay(now) },
    })
  ).json() as DashboardGeneration;
  expect(year.by_count).toEqual({ invoice_generated: 23, invoice_paid: 18, invoice_pending: 2, overdue_invoices: 3 });
  expect(year.by_amount.invoice_generated).toBeGreaterThan(year.by_amount.invoice_paid);
  // Every paid invoice has its payment and receipt: money collected, numbered on from there.
  expect(year.by_amount.invoice_paid).toBeGreaterThan(0);
  const settings = (await testApp.app.inject({ url: '/api/invoice/invoice-settings/', headers })).json();
  expect(settings.next_invoice_number).toBe('INV-000025');
  expect(settings.next_receipt_number).toBe('RCT-000018');
});
