import { addDays, type CreateInvoiceBody, formatInvoiceNumber, lagosDay } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { textArray } from '../seed/sql-literals.js';
import { fireBurst } from './burst.js';
import type { BurstResponse } from './burst-protocol.js';

// The drafts the send test makes carry this customer TIN, so they (and nothing
// else) are removed before and after a run.
export const sendTestMarker = 'BENCH-PARALLEL-SEND';
const draftConcurrency = 10;
// Sent one after another before the burst, on their own drafts: what one send costs alone.
export const soloSends = 10;

interface SendTest {
  db: Database;
  organizationId: string;
  // The real app's address and the signed-in manager's authorization header
  // (no content type: a send has no body).
  address: string;
  headers: Record<string, string>;
  sends: number;
  log: (line: string) => void;
}

export interface SendTestResult {
  sends: number;
  ok: number;
  // The numbers given, first and last, and the sequence before the burst.
  sequenceBefore: number;
  firstNumber: string | null;
  lastNumber: string | null;
  // Creating the drafts (soloSends + sends), ten at a time (not the point: reported for scale).
  draftsMs: number;
  // The p50 of `soloSends` sends one after another, before the burst.
  soloP50Ms: number;
  // From the first send's start to the last answer read.
  wallMs: number;
  // wallMs / sends: what one send costs when they queue for the number.
  perSendMs: number;
  latencyMs: { min: number; p50: number; p95: number; max: number };
  // Empty when every send answered 200 and the numbers are consecutive, none reused or skipped.
  problems: string[];
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

async function readNumbering(db: Database, organizationId: string) {
  const { rows } = await db.execute<{
    last_sequence: number;
    number_prefix: string;
    number_suffix: string;
    number_digits: number;
  }>(sql`
    select last_sequence, number_prefix, number_suffix, number_digits from invoice_settings
    where organization_id = ${organizationId}`);
  const row = rows[0];
  if (!row) throw new Error('the organisation has no invoice settings: seed its invoices first');
  return {
    lastSequence: row.last_sequence,
    numbering: {
      invoice_number_prefix: row.number_prefix,
      invoice_number_suffix: row.number_suffix,
      invoice_number_digits: row.number_digits,
    },
  };
}

// Where the numbering stands: what removeSendTestInvoices turns it back to.
export async function lastSequenceOf(db: Database, organizationId: string) {
  return (await readNumbering(db, organizationId)).lastSequence;
}

// A live record with an email from the middle of the organisation's: the customer of every test draft.
async function customerOf(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from stakeholders
    where organization_id = ${organizationId} and deleted_at is null and cardinality(emails) > 0
    order by number
    offset (select count(*) / 2 from stakeholders where organization_id = ${organizationId} and deleted_at is null)
    limit 1`);
  if (!rows[0]) throw new Error('the organisation has no stakeholder with an email to invoice');
  return rows[0].id;
}

// Removes the test's invoices and the email jobs their sends asked for (the
// seeded invoices have none), and turns the numbering back to where the run
// found it (`sequenceBefore`; unknown: the numbers the remaining invoices hold)
// and the references to the last one left. Every send has answered by then,
// so no transaction still holds a number.
export async function removeSendTestInvoices(
  db: Database,
  organizationId: string,
  sequenceBefore?: number,
): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    with removed as (
      delete from invoices where organization_id = ${organizationId} and customer_tax_id = ${sendTestMarker}
      returning 1)
    select count(*)::int as count from removed`);
  const removed = rows[0]?.count ?? 0;
  if (removed === 0 && sequenceBefore === undefined) return 0;
  await db.execute(sql`
    delete from jobs where name = 'invoice.email' and payload ->> 'organizationId' = ${organizationId}`);
  const lastNumbered = sql`(select count(*) from invoices where organization_id = ${organizationId} and invoice_number is not null)`;
  await db.execute(sql`
    update invoice_settings set last_sequence = ${sequenceBefore === undefined ? lastNumbered : sql`${sequenceBefore}::int`}
    where organization_id = ${organizationId}`);
  await db.execute(sql`
    update reference_counters
    set last_value = (select coalesce(max(number), 0) from invoices where organization_id = ${organizationId})
    where organization_id = ${organizationId} and kind = 'REF'`);
  // The next run finds the pages all-visible again, as the seed left them.
  if (removed > 0) await db.execute(sql`vacuum analyze invoices, invoice_counts, jobs`);
  return removed;
}

async function createDrafts({ address, headers }: SendTest, body: CreateInvoiceBody, drafts: number) {
  const ids: string[] = [];
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < drafts) {
      next += 1;
      const response = await fetch(`${address}/api/invoice/create-invoice/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 200) ids.push((JSON.parse(text) as { id: string }).id);
      else failures.push(`${response.status}: ${text.slice(0, 200)}`);
    }
  }
  await Promise.all(Array.from({ length: draftConcurrency }, worker));
  if (failures.length > 0) throw new Error(`creating the drafts failed ${failures.length} times: ${failures[0]}`);
  return ids;
}

// Checks the burst's answers: all 200, pending, and numbered exactly the next
// `sends` numbers of the sequence, each once; and the settings and the rows agree.
async function problemsOf(
  test: SendTest,
  responses: BurstResponse[],
  before: Awaited<ReturnType<typeof readNumbering>>,
) {
  const problems: string[] = [];
  const failed = responses.filter((response) => response.status !== 200);
  for (const response of failed.slice(0, 5)) {
    problems.push(`a send answered ${response.status}: ${response.error ?? response.body.slice(0, 300)}`);
  }
  if (failed.length > 5) problems.push(`… ${failed.length} sends in all did not answer 200`);
  const answered = responses
    .filter((response) => response.status === 200)
    .map((response) => JSON.parse(response.body) as { invoice_number: string | null; payment_status: string });
  const expected = Array.from({ length: test.sends }, (_, index) =>
    formatInvoiceNumber(before.numbering, before.lastSequence + index + 1),
  );
  const given = answered.map((invoice) => invoice.invoice_number ?? '(none)');
  const counted = new Map<string, number>();
  for (const number of given) counted.set(number, (counted.get(number) ?? 0) + 1);
  const reused = [...counted].filter(([, times]) => times > 1).map(([number]) => number);
  const unexpected = given.filter((number) => !expected.includes(number));
  const skipped = expected.filter((number) => !counted.has(number));
  if (reused.length > 0) problems.push(`numbers given more than once: ${reused.join(', ')}`);
  if (unexpected.length > 0)
    problems.push(`numbers outside ${expected[0]}…${expected.at(-1)}: ${unexpected.join(', ')}`);
  if (skipped.length > 0) problems.push(`numbers skipped: ${skipped.join(', ')}`);
  const notPending = answered.filter((invoice) => invoice.payment_status !== 'pending').length;
  if (notPending > 0) problems.push(`${notPending} sent invoices are not pending`);

  const after = await readNumbering(test.db, test.organizationId);
  if (after.lastSequence !== before.lastSequence + test.sends) {
    problems.push(
      `the settings' last_sequence moved ${before.lastSequence} → ${after.lastSequence}, not by ${test.sends}`,
    );
  }
  // The rows agree: the test's invoices (the solo sends' and the burst's) each hold a number of their own,
  // and every number of the burst is stored.
  const all = soloSends + test.sends;
  const { rows } = await test.db.execute<{
    numbered: number;
    distinct_numbers: number;
    pending: number;
    burst_numbers: number;
  }>(sql`
    select count(invoice_number)::int as numbered, count(distinct invoice_number)::int as distinct_numbers,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where invoice_number = any(${textArray(expected)}))::int as burst_numbers
    from invoices where organization_id = ${test.organizationId} and customer_tax_id = ${sendTestMarker}`);
  const stored = rows[0]!;
  if (stored.numbered !== all || stored.distinct_numbers !== all || stored.pending !== all) {
    problems.push(
      `stored: ${stored.numbered} numbered, ${stored.distinct_numbers} distinct numbers, ${stored.pending} pending (of ${all})`,
    );
  }
  if (stored.burst_numbers !== test.sends) {
    problems.push(`${stored.burst_numbers} of the burst's ${test.sends} numbers are stored`);
  }
  return { problems, given: given.toSorted() };
}

// Issue 13 point 8: `sends` drafts made through the API, then every one sent at
// once (POST send-invoice/{id}/ each, from a separate process): all must answer
// 200 with the next `sends` numbers of the sequence, none reused or skipped.
// Before the burst, `soloSends` more are sent one by one, for comparison.
export async function runParallelSends(test: SendTest): Promise<SendTestResult> {
  const { db, organizationId, address, headers, sends, log } = test;
  const stakeholder = await customerOf(db, organizationId);
  const body = {
    stakeholder,
    plan: 'prime_wave',
    number_of_months: 12,
    number_of_employees: 8,
    discount_type: 'percentage',
    discount_value: 0,
    tax_rate: 7.5,
    due_date: addDays(lagosDay(new Date()), 14),
    customer_tax_id: sendTestMarker,
  } satisfies CreateInvoiceBody;

  const draftsStarted = performance.now();
  const ids = await createDrafts(test, body, soloSends + sends);
  const draftsMs = performance.now() - draftsStarted;
  const sendOf = (id: string) => ({
    url: `${address}/api/invoice/send-invoice/${id}/`,
    method: 'POST' as const,
    headers,
  });
  const warmup = { url: `${address}/api/invoice/plans/`, method: 'GET' as const, headers };

  const solo = await fireBurst({ warmup, requests: ids.slice(0, soloSends).map(sendOf), oneByOne: true });
  const soloFailed = solo.responses.find((response) => response.status !== 200);
  if (soloFailed) throw new Error(`a send alone answered ${soloFailed.status}: ${soloFailed.error ?? soloFailed.body}`);
  const soloLatencies = solo.responses.map((response) => response.latencyMs).sort((a, b) => a - b);
  log(
    `  ${soloSends + sends} drafts created in ${(draftsMs / 1000).toFixed(1)} s; ${soloSends} sent one by one ` +
      `(p50 ${percentile(soloLatencies, 0.5).toFixed(1)} ms); sending ${sends} at once…`,
  );

  const before = await readNumbering(db, organizationId);
  const { wallMs, responses } = await fireBurst({ warmup, requests: ids.slice(soloSends).map(sendOf) });
  const { problems, given } = await problemsOf(test, responses, before);
  const latencies = responses.map((response) => response.latencyMs).sort((a, b) => a - b);
  return {
    sends,
    ok: responses.filter((response) => response.status === 200).length,
    sequenceBefore: before.lastSequence,
    firstNumber: given[0] ?? null,
    lastNumber: given.at(-1) ?? null,
    draftsMs,
    soloP50Ms: percentile(soloLatencies, 0.5),
    wallMs,
    perSendMs: wallMs / sends,
    latencyMs: {
      min: latencies[0]!,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: latencies.at(-1)!,
    },
    problems,
  };
}
