import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import { organizations, paystackAttempts, stakeholders, users } from '../../../server/src/db/schema/index.js';
import type { PaystackStandIn } from '../../../server/src/test/paystack-stand-in.js';
import { signIn } from '../tickets/real-app.js';

// docs/product.md#payments: Paystack's webhook under a burst. An organisation of its own (removed afterwards, with
// everything it made) takes Paystack through the local stand-in; `invoices` invoices are sent, each with a 'Pay
// now' attempt that is charged, and every charge's event is delivered twice, all at once, signed as Paystack signs
// them. Every invoice must end paid by exactly one payment, with every receipt number given once and none skipped.

export interface WebhookBurstResult {
  invoices: number;
  webhooks: number;
  statuses: Record<string, number>;
  // From the first delivery's start to the last answer read.
  wallMs: number;
  latencyMs: { min: number; p50: number; p95: number; max: number };
  paidInvoices: number;
  payments: number;
  receipts: { first: string | null; last: string | null; distinct: number };
  // Empty when every invoice was paid exactly once and the receipts are RCT-000001… without a gap or a repeat.
  problems: string[];
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export async function runWebhookBurst({
  database,
  address,
  paystack,
  invoices,
  log,
}: {
  database: DatabaseHandle;
  // The real app's, and the stand-in its PAYSTACK_API_URL names.
  address: string;
  paystack: PaystackStandIn;
  invoices: number;
  log: (line: string) => void;
}): Promise<WebhookBurstResult> {
  const { db } = database;
  const marker = randomBytes(4).toString('hex');
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Bench Paystack ${marker}`, email: `hello.${marker}@bench-paystack.ng`, setupComplete: true })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('could not make the burst organisation');
  try {
    const [manager] = await db
      .insert(users)
      .values({
        organizationId: organization.id,
        firstName: 'Bench',
        lastName: 'Manager',
        email: `manager.${marker}@bench-paystack.ng`,
        permissionType: 'manager',
        emailVerified: true,
        orgOrigin: true,
        orgSetupComplete: true,
      })
      .returning({ id: users.id });
    // The customers, one per invoice, each with an address to be billed at.
    const customers = await db
      .insert(stakeholders)
      .values(
        Array.from({ length: invoices }, (_, index) => ({
          organizationId: organization.id,
          number: index + 1,
          reference: `STK-${String(index + 1).padStart(6, '0')}`,
          type: 'new_digital_customer_and_users' as const,
          name: `Payer ${index + 1}`,
          emails: [`payer${index + 1}.${marker}@bench-paystack.ng`],
          phones: [],
          industryOrSector: 'technology' as const,
          productServiceUsed: 'acadaboo' as const,
          financialType: 'paying' as const,
          address: '12 Marina, Lagos',
          contactPreference: 'email' as const,
          searchText: `payer ${index + 1}`,
          lastActivityAt: new Date(),
        })),
      )
      .returning({ id: stakeholders.id, emails: stakeholders.emails });
    if (!manager) throw new Error('could not make the burst manager');
    const session = await signIn(database, manager.id);
    const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    const api = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${address}/api${path}`, { method, headers, body: JSON.stringify(body ?? {}) });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ id: string; amount: number }>;
    };
    const key = paystack.newKey(`${address}/api/payments/paystack/${organization.id}/`, { live: true });
    await api('PUT', '/invoice/paystack/', { secret_key: key });

    log(`  webhook burst: ${invoices} invoices sent and charged at Paystack…`);
    const sent: { id: string; amount: number; email: string }[] = [];
    for (let start = 0; start < invoices; start += 10) {
      const batch = await Promise.all(
        customers.slice(start, start + 10).map(async (stakeholder) => {
          const email = stakeholder.emails[0]!;
          const invoice = await api('POST', '/invoice/create-invoice/', {
            stakeholder: stakeholder.id,
            plan: 'prime_wave',
            number_of_months: 3,
            number_of_employees: 12,
            due_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            send_status: 'save_and_send',
          });
          return { ...invoice, email };
        }),
      );
      sent.push(...batch);
    }
    // Each invoice's attempt, as 'Pay now' keeps it, asked of Paystack and paid there.
    const events = [];
    for (const invoice of sent) {
      const reference = `srm-bench-${randomBytes(10).toString('hex')}`;
      const amount = Math.round(invoice.amount * 100);
      await db.insert(paystackAttempts).values({
        reference,
        organizationId: organization.id,
        invoiceId: invoice.id,
        amount: amount as never,
        startedAt: new Date(),
      });
      const initialized = await fetch(`${paystack.url}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: invoice.email, amount, reference, currency: 'NGN' }),
      });
      if (!initialized.ok) throw new Error(`the stand-in refused ${reference}: ${await initialized.text()}`);
      events.push(paystack.chargeEvent(paystack.charge(reference)));
    }
    // Every event twice, shuffled, as Paystack retrying and a duplicate delivery would send them.
    const deliveries = [...events, ...events].sort(() => Math.random() - 0.5);

    log(`  webhook burst: ${deliveries.length} signed events delivered at once…`);
    const started = performance.now();
    const answers = await Promise.all(
      deliveries.map(async (event) => {
        const sentAt = performance.now();
        const response = await paystack.deliver(key, event);
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sentAt };
      }),
    );
    const wallMs = performance.now() - started;

    const { rows } = await db.execute<{ invoice_id: string; payments: number; receipts: string[]; status: string }>(sql`
      select i.id as invoice_id, i.status, count(p.id)::int as payments,
             coalesce(array_agg(p.receipt_number) filter (where p.id is not null), '{}') as receipts
      from invoices i left join invoice_payments p on p.invoice_id = i.id
      where i.organization_id = ${organization.id}
      group by i.id, i.status`);
    const receipts = rows.flatMap((row) => row.receipts).sort();
    const expected = Array.from({ length: invoices }, (_, index) => `RCT-${String(index + 1).padStart(6, '0')}`);
    const statuses: Record<string, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    const problems = [
      ...(statuses['200'] === deliveries.length ? [] : [`answers ${JSON.stringify(statuses)}, not all 200`]),
      ...rows
        .filter((row) => row.payments !== 1 || row.status !== 'paid')
        .map((row) => `invoice ${row.invoice_id}: ${row.payments} payments, ${row.status}`),
      ...(JSON.stringify(receipts) === JSON.stringify(expected)
        ? []
        : ['the receipt numbers are not RCT-000001… each once']),
    ];
    const latencies = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    return {
      invoices,
      webhooks: deliveries.length,
      statuses,
      wallMs,
      latencyMs: {
        min: latencies[0]!,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1)!,
      },
      paidInvoices: rows.filter((row) => row.status === 'paid').length,
      payments: rows.reduce((sum, row) => sum + row.payments, 0),
      receipts: { first: receipts[0] ?? null, last: receipts.at(-1) ?? null, distinct: new Set(receipts).size },
      problems,
    };
  } finally {
    await db.execute(sql`delete from jobs where payload ->> 'organizationId' = ${organization.id}`);
    await db.execute(sql`delete from organizations where id = ${organization.id}`);
  }
}

export function formatWebhookBurst(result: WebhookBurstResult) {
  const { latencyMs: latency } = result;
  return [
    `webhook burst: ${result.webhooks} deliveries for ${result.invoices} invoices: ${JSON.stringify(result.statuses)}`,
    `  wall ${result.wallMs.toFixed(0)} ms (${(result.wallMs / result.webhooks).toFixed(1)} ms a delivery); latency min / p50 / p95 / max ${latency.min.toFixed(0)} / ${latency.p50.toFixed(0)} / ${latency.p95.toFixed(0)} / ${latency.max.toFixed(0)} ms`,
    `  ${result.paidInvoices} invoices paid by ${result.payments} payments; receipts ${result.receipts.first} … ${result.receipts.last}, ${result.receipts.distinct} distinct`,
    ...(result.problems.length > 0
      ? result.problems.map((problem) => `  PROBLEM: ${problem}`)
      : ['  each paid once, every receipt number given once']),
  ].join('\n');
}
