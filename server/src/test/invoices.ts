import type { CreateInvoiceBody, Invoice } from '@srm/contract';
import { expect } from 'vitest';
import { bearer, createStakeholder, createTeam, type Team } from './factories.js';
import type { TestApp } from './test-app.js';

// An invoice body as the subscription form sends it: Prime Wave for 3 months
// and 12 employees, 10 % off, due at the end of January.
export const invoiceBody = (stakeholder: string, overrides: Partial<CreateInvoiceBody> = {}): CreateInvoiceBody => ({
  stakeholder,
  plan: 'prime_wave',
  number_of_months: 3,
  number_of_employees: 12,
  discount_type: 'percentage',
  discount_value: 10,
  tax_rate: 7.5,
  due_date: '2026-01-31',
  send_status: 'draft',
  ...overrides,
});

export function invoiceCalls(testApp: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api/invoice${url}`, headers: bearer(token), ...(payload && { payload }) });
  const ok = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Invoice;
  };
  return {
    call,
    create: (token: string, body: CreateInvoiceBody) => call('POST', '/create-invoice/', token, body),
    created: async (token: string, body: CreateInvoiceBody) => ok(await call('POST', '/create-invoice/', token, body)),
    send: (token: string, id: string) => call('POST', `/send-invoice/${id}/`, token),
    sent: async (token: string, id: string) => ok(await call('POST', `/send-invoice/${id}/`, token)),
    get: async (token: string, id: string) => ok(await call('GET', `/get-invoice/${id}`, token)),
    ok,
  };
}

let customers = 0;

// A sent invoice (Prime Wave as invoiceBody), to a stakeholder of its own with an address of its own, of a new
// organisation unless one is given: receipts and credit notes are numbered per organisation.
export async function sentInvoiceFor(testApp: TestApp, team?: Team) {
  const owner = team ?? (await createTeam(testApp, 'Zenith Foods'));
  customers += 1;
  const email = `accounts${customers}@lawal.ng`;
  const stakeholder = await createStakeholder(testApp.database.db, {
    organizationId: owner.organization.id,
    name: 'Lawal Logistics',
    emails: [email],
  });
  const invoice = await invoiceCalls(testApp).created(
    owner.manager.token,
    invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
  );
  return { team: owner, invoice, email };
}
