import { type DiscountType, defaultTaxRate, type InvoicePlan } from '@srm/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { pricedColumns } from '../../../server/src/modules/invoices/invoice-pricing.js';
import { ensureSettings } from '../../../server/src/modules/invoices/invoice-settings.queries.js';

// 18 months of invoicing, ending now.
export const invoiceHistoryDays = 548;
// What the invoice.email jobs of an organisation are called (invoice-emails.ts).
const invoiceEmailJob = 'invoice.email';

// A customer's lines, priced once here by the server's own pricedColumns (the
// contract's priceInvoice) and picked among in SQL: every stored figure is
// exactly what the server would have stored for those lines.
interface Lines {
  plan: InvoicePlan;
  months: number;
  employees: number;
  discountType: DiscountType;
  discountValue: number;
  taxRate: number;
}

// Plans mixed as a subscription business's would be, drawn with shares of
// Elevate 40 %, Prime Wave 30 %, Pinnacle 25 %, the free waiver 5 % (the sixty
// drawn hold 24, 13, 17 and 6 of them); terms of 1, 3, 6 or 12 months; 3 to 60
// employees; about half without a discount, else 5 or 10 % or a flat ₦2,500 or
// ₦10,000; VAT 7.5 % but for one combination in twelve at 0 %.
const planShares: [InvoicePlan, number][] = [
  ['elevate', 0.4],
  ['prime_wave', 0.7],
  ['pinnacle', 0.95],
  ['waiver', 1],
];
const monthChoices = [1, 1, 3, 3, 6, 12];
const employeeChoices = [3, 5, 8, 12, 15, 20, 25, 40, 60];
const discounts: [DiscountType, number][] = [
  ['percentage', 0],
  ['percentage', 0],
  ['percentage', 0],
  ['percentage', 5],
  ['percentage', 10],
  ['flat', 2500],
  ['flat', 10_000],
];
export const combinationCount = 60;

// A small fixed generator, so every seed prices the same sixty combinations.
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function lineCombinations(): Lines[] {
  const next = generator(20_261_123);
  const choose = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: combinationCount }, (_, index) => {
    const share = next();
    const plan = planShares.find(([, upTo]) => share < upTo)![0];
    const [discountType, discountValue] = choose(discounts);
    return {
      plan,
      months: choose(monthChoices),
      employees: choose(employeeChoices),
      discountType,
      discountValue,
      taxRate: index % 12 === 11 ? 0 : defaultTaxRate,
    };
  });
}

// The combinations as an SQL VALUES list (numbers and enum codes of our own, written into the statement).
function combinationValues() {
  const rows = lineCombinations().map((lines, index) => {
    const priced = pricedColumns({
      plan: lines.plan,
      number_of_months: lines.months,
      number_of_employees: lines.employees,
      discount_type: lines.discountType,
      discount_value: lines.discountValue,
      tax_rate: lines.taxRate,
      due_date: '2000-01-01',
    });
    const values = [
      index + 1,
      `'${priced.plan}'::invoice_plan`,
      priced.months,
      priced.employees,
      `'${priced.discountType}'::discount_type`,
      `${priced.discountKoboOrBasisPoints}::bigint`,
      priced.taxBasisPoints,
      priced.extraEmployees,
      `${priced.fixedAmount}::bigint`,
      `${priced.employeeAmount}::bigint`,
      `${priced.subtotal}::bigint`,
      `${priced.discount}::bigint`,
      `${priced.beforeTax}::bigint`,
      `${priced.vat}::bigint`,
      `${priced.total}::bigint`,
    ];
    return `(${values.join(', ')})`;
  });
  return sql.raw(rows.join(',\n      '));
}

export async function countInvoices(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from invoices where organization_id = ${organizationId}`,
  );
  return rows[0]?.count ?? 0;
}

// Every invoice of the organisation (and the email jobs asked for them), its
// counters, and the numbering back at its start.
async function removeInvoices(db: Database, organizationId: string) {
  await db.execute(sql`delete from invoices where organization_id = ${organizationId}`);
  await db.execute(sql`delete from invoice_counts where organization_id = ${organizationId}`);
  await db.execute(sql`
    delete from jobs where name = ${invoiceEmailJob} and payload ->> 'organizationId' = ${organizationId}`);
  await db.execute(sql`update invoice_settings set last_sequence = 0 where organization_id = ${organizationId}`);
}

// An instant in SQL from milliseconds since 1970.
const instant = (milliseconds: SQL) => sql`to_timestamp((${milliseconds}) / 1000.0)`;

// Replaces the organisation's invoices with `count` new ones in one INSERT …
// SELECT, numbered REF-000001… in order of creation over the past 18 months:
//
// - Each is sent 10 minutes to 3 days after it is written (sooner more often);
//   one in 250 is an abandoned draft, and those not due to be sent by now are
//   drafts too. Sent invoices are numbered INV-000001… in the order they were
//   sent, as the settings would have numbered them, and `last_sequence` is set
//   to the last of them.
// - Due 7, 14 (half of them) or 30 days after the day it was sent (Lagos days).
// - 2 % are cancelled 2–22 days after sending, 3 % never paid, the rest paid
//   between a tenth of their term and 1.4 terms after sending (about a quarter
//   late): whatever is not paid or cancelled by now is pending, overdue once
//   past its due date.
// - Reminders as the default schedule would have sent them (3 days before the
//   due date, on it, then weekly, at most 5, 09:00 in Lagos) until it was paid,
//   cancelled or now; a pending invoice's next one is the schedule's next time.
// - The lines: one of sixty priced combinations (lineCombinations). The
//   customer: a live record of the organisation (not 'others'), older records
//   more often (a skewed draw): some customers are billed many times.
// - Written and sent by a manager or an executive, paid or cancelled by a manager.
// - Emails asked for: the invoice and each reminder (those of the past count as
//   sent; no email job or invoice_emails row is made, as the demo's invoices).
//
// The insert trigger copies each stakeholder's name, emails and sensitivity
// (search_text, stakeholder_sensitivity) and the statement's trigger counts them.
export async function seedBenchInvoices(
  db: Database,
  {
    organizationId,
    count,
    now = new Date(),
    log,
  }: { organizationId: string; count: number; now?: Date; log: (line: string) => void },
) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await removeInvoices(db, organizationId);
  log(`  removed the earlier invoices (${seconds()})`);
  const settings = await ensureSettings(db, organizationId);
  const span = invoiceHistoryDays * 24 * 60 * 60_000;
  const start = now.getTime() - span;
  const step = span / count;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lagos = sql.raw(`'Africa/Lagos'`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with staff as (
        select
          (select array_agg(id order by email) from users
            where organization_id = ${organizationId} and permission_type in ('manager', 'executive')) as senders,
          (select array_agg(id order by email) from users
            where organization_id = ${organizationId} and permission_type = 'manager') as managers
      ),
      customers as materialized (
        select row_number() over (order by number)::int as position, id from stakeholders
        where organization_id = ${organizationId} and deleted_at is null and type <> 'others'
          and cardinality(emails) > 0
      ),
      customer_count as (select count(*)::int as total from customers),
      combos (i, plan, months, employees, discount_type, discount_kobo_or_basis_points, tax_basis_points,
        extra_employees, fixed_amount, employee_amount, subtotal, discount, before_tax, vat, total) as (
        values
          ${combinationValues()}
      ),
      draw as materialized (
        select n, ${nowSql} as now,
          ${instant(sql`${start}::float8 + (n - 1 + random()) * ${step}::float8`)} as created_at,
          random() as r_combo, random() as r_customer, random() as r_send, random() as r_draft,
          random() as r_term, random() as r_fate, random() as r_pay, random() as r_staff, random() as r_manager,
          random() as r_tax_id
        from generate_series(1, ${count}::int) as n
      ),
      sending as (
        select draw.*,
          created_at + interval '10 minutes' + r_send * r_send * interval '3 days' as send_at,
          (array[7, 14, 14, 14, 30, 30])[1 + floor(r_term * 6)::int] as term
        from draw
      ),
      sent as (
        select sending.*, case when r_draft >= 0.004 and send_at <= now then send_at end as sent_at
        from sending
      ),
      dated as (
        select sent.*,
          (coalesce(sent_at, created_at) at time zone ${lagos})::date + term as due_date,
          case when r_fate < 0.02 then sent_at + (2 + r_pay * 20) * interval '1 day' end as cancel_at,
          case when r_fate >= 0.05 then sent_at + term * (0.1 + 1.3 * r_pay) * interval '1 day' end as pay_at
        from sent
      ),
      decided as (
        select dated.*,
          case when sent_at is null then 'draft' when cancel_at <= now then 'cancelled'
            when pay_at <= now then 'paid' else 'pending' end as status,
          case when cancel_at <= now then cancel_at when pay_at <= now then pay_at else now end as closed_at,
          (due_date + time '08:00') at time zone 'UTC' as due_reminder
        from dated
      ),
      -- The schedule's k-th time (from 0): 3 days before the due date, on it, then weekly. Terms are 7 days or
      -- more, so even the first lies after the sending: those sent are those passed by the close (at most 5).
      reminded as (
        select decided.*,
          case when sent_at is null or closed_at < due_reminder - interval '3 days' then 0
            when closed_at < due_reminder then 1
            else least(5, 2 + floor(extract(epoch from closed_at - due_reminder) / ${7 * 24 * 3600}::int)::int) end
            as reminders
        from decided
      ),
      scheduled as (
        select reminded.*,
          case when reminders = 1 then due_reminder - interval '3 days'
            when reminders > 1 then due_reminder + (reminders - 2) * interval '7 days' end as last_at,
          case when reminders = 0 then due_reminder - interval '3 days'
            else due_reminder + (reminders - 1) * interval '7 days' end as next_at
        from reminded
      ),
      numbered as (
        select scheduled.*,
          case when sent_at is not null then row_number() over (order by sent_at is null, sent_at, n) end as seq
        from scheduled
      )
      insert into invoices (organization_id, number, reference, invoice_number, invoice_sequence, status, stakeholder_id,
        customer_tax_id, plan, months, employees, discount_type, discount_kobo_or_basis_points, tax_basis_points,
        due_date, extra_employees, fixed_amount, employee_amount, subtotal, discount, before_tax, vat, total,
        sent_at, sent_by_id, paid_at, paid_by_id, cancelled_at, cancelled_by_id,
        reminder_count, last_reminder_at, next_reminder_at, emails_requested,
        created_by_id, created_at, updated_at)
      select ${organizationId}, n, 'REF-' || lpad(n::text, greatest(6, length(n::text)), '0'),
        case when seq is not null then ${settings.numberPrefix}
          || lpad(seq::text, greatest(${settings.numberDigits}::int, length(seq::text)), '0')
          || ${settings.numberSuffix} end,
        seq,
        status::invoice_status,
        customers.id,
        case when r_tax_id < 0.1 then lpad((n * 7919 % 100000000)::text, 8, '0') || '-0001' end,
        combos.plan, combos.months, combos.employees, combos.discount_type, combos.discount_kobo_or_basis_points,
        combos.tax_basis_points, due_date, combos.extra_employees, combos.fixed_amount, combos.employee_amount,
        combos.subtotal, combos.discount, combos.before_tax, combos.vat, combos.total,
        sent_at,
        case when sent_at is not null then staff.senders[1 + floor(r_staff * cardinality(staff.senders))::int] end,
        case when status = 'paid' then pay_at end,
        case when status = 'paid' then staff.managers[1 + floor(r_manager * cardinality(staff.managers))::int] end,
        case when status = 'cancelled' then cancel_at end,
        case when status = 'cancelled' then staff.managers[1 + floor(r_manager * cardinality(staff.managers))::int] end,
        reminders, last_at, case when status = 'pending' and reminders < 5 then next_at end,
        case when sent_at is null then 0 else 1 + reminders end,
        staff.senders[1 + floor(r_staff * cardinality(staff.senders))::int],
        created_at,
        greatest(created_at, sent_at, case status when 'paid' then pay_at when 'cancelled' then cancel_at end, last_at)
      from numbered
      join combos on combos.i = 1 + floor(r_combo * ${combinationCount}::int)::int
      cross join customer_count
      join customers on customers.position = 1 + floor(power(r_customer, 1.6) * customer_count.total)::int
      cross join staff`);
    // The numbering continues after the last number given, the references after the last draft's.
    await tx.execute(sql`
      update invoice_settings set last_sequence = (
        select count(*) from invoices where organization_id = ${organizationId} and invoice_number is not null)
      where organization_id = ${organizationId}`);
    await tx.execute(sql`
      insert into reference_counters (organization_id, kind, last_value) values (${organizationId}, 'REF', ${count}::int)
      on conflict (organization_id, kind) do update set last_value = excluded.last_value`);
  });
  log(`  wrote ${count.toLocaleString('en-GB')} invoices (${seconds()})`);
  // VACUUM as well: index-only page scans then skip the heap, as on a settled database.
  await db.execute(sql`vacuum analyze invoices, invoice_counts, invoice_settings, reference_counters, search_words`);
  log(`  seeded ${count.toLocaleString('en-GB')} invoices in ${seconds()}`);
  return (performance.now() - started) / 1000;
}

// How the organisation's invoices stand: per status, overdue among the pending, and the numbering.
export async function describeInvoices(db: Database, organizationId: string, today: string) {
  const { rows } = await db.execute<{ status: string; count: number; overdue: number }>(sql`
    select status::text, count(*)::int as count,
      count(*) filter (where status = 'pending' and due_date < ${today}::date)::int as overdue
    from invoices where organization_id = ${organizationId} and deleted_at is null
    group by status order by status`);
  const { rows: numbering } = await db.execute<{ last_sequence: number; numbered: number; highest: string | null }>(
    sql`
    select s.last_sequence,
      (select count(*)::int from invoices i where i.organization_id = s.organization_id and i.invoice_number is not null)
        as numbered,
      (select max(invoice_number) from invoices i where i.organization_id = s.organization_id) as highest
    from invoice_settings s where s.organization_id = ${organizationId}`,
  );
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));
  return {
    byStatus,
    overdue: rows.reduce((sum, row) => sum + row.overdue, 0),
    lastSequence: numbering[0]?.last_sequence ?? 0,
    numbered: numbering[0]?.numbered ?? 0,
    highestNumber: numbering[0]?.highest ?? null,
  };
}
