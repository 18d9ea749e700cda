import { type AgeingBand, type DashboardPeriod, type InvoicePlan, type Kobo, kobo } from '@srm/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface PeriodBounds {
  starts: Date;
  ends: Date;
  // The period's first and last days, and today, in Lagos.
  firstDay: string;
  lastDay: string;
  today: string;
}

const truncations: Record<DashboardPeriod, { unit: string; length: string }> = {
  this_year: { unit: 'year', length: '1 year' },
  this_month: { unit: 'month', length: '1 month' },
  this_week: { unit: 'week', length: '1 week' },
  today: { unit: 'day', length: '1 day' },
};

const lagos = sql.raw(`'Africa/Lagos'`);

// docs/product.md#invoices: periods are Lagos days, weeks from Monday; PostgreSQL
// does the calendar. Custom dates run from the start of the first day to the
// end of the last.
export async function periodBounds(
  db: Database,
  { now, filter, startDate, endDate }: { now: Date; filter: DashboardPeriod; startDate?: string; endDate?: string },
): Promise<PeriodBounds> {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${lagos})`;
  let startsLocal: SQL;
  let endsLocal: SQL;
  if (startDate || endDate) {
    startsLocal = startDate ? sql`${startDate}::date::timestamp` : sql`date '1970-01-01'::timestamp`;
    endsLocal = sql`(coalesce(${endDate ?? null}::date, ${localNow}::date) + 1)::timestamp`;
  } else {
    const { unit, length } = truncations[filter];
    startsLocal = sql`date_trunc(${unit}, ${localNow})`;
    endsLocal = sql`(date_trunc(${unit}, ${localNow}) + ${length}::interval)`;
  }
  const { rows } = await db.execute<{
    starts: number | string;
    ends: number | string;
    first_day: string;
    last_day: string;
    today: string;
  }>(sql`
    select extract(epoch from ${startsLocal} at time zone ${lagos})::float8 as starts,
           extract(epoch from ${endsLocal} at time zone ${lagos})::float8 as ends,
           ${startsLocal}::date::text as first_day,
           (${endsLocal}::date - 1)::text as last_day,
           ${localNow}::date::text as today`);
  const row = rows[0]!;
  return {
    starts: new Date(Number(row.starts) * 1000),
    ends: new Date(Number(row.ends) * 1000),
    firstDay: row.first_day,
    lastDay: row.last_day,
    today: row.today,
  };
}

// Invoices sent in the period, cancelled ones left out.
const sentIn = (organizationId: string, period: PeriodBounds) => sql`
  organization_id = ${organizationId} and deleted_at is null and sent_at is not null
  and sent_at >= ${period.starts.toISOString()}::timestamptz and sent_at < ${period.ends.toISOString()}::timestamptz
  and status <> 'cancelled'`;

export interface GenerationFigures {
  generated: number;
  generatedKobo: Kobo;
  paid: number;
  paidKobo: Kobo;
  pending: number;
  pendingKobo: Kobo;
  overdue: number;
  overdueKobo: Kobo;
}

export async function generationFigures(db: Database, organizationId: string, period: PeriodBounds) {
  // Counted by status; amounts as money: what was paid on them, and what is left, on time or overdue.
  const pendingOnTime = sql`status in ('pending', 'partially_paid') and due_date >= ${period.today}::date`;
  const overdue = sql`status in ('pending', 'partially_paid') and due_date < ${period.today}::date`;
  const { rows } = await db.execute<Record<keyof GenerationFigures, string | number>>(sql`
    select count(*) as "generated", coalesce(sum(total), 0) as "generatedKobo",
           count(*) filter (where status = 'paid') as "paid",
           coalesce(sum(amount_paid), 0) as "paidKobo",
           count(*) filter (where ${pendingOnTime}) as "pending",
           coalesce(sum(balance) filter (where ${pendingOnTime}), 0) as "pendingKobo",
           count(*) filter (where ${overdue}) as "overdue",
           coalesce(sum(balance) filter (where ${overdue}), 0) as "overdueKobo"
    from invoices where ${sentIn(organizationId, period)}`);
  const row = rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value)]),
  ) as unknown as GenerationFigures;
}

export async function figuresByPlan(db: Database, organizationId: string, period: PeriodBounds) {
  const { rows } = await db.execute<{ plan: InvoicePlan; count: string | number; kobo: string | number }>(sql`
    select plan, count(*) as count, coalesce(sum(total), 0) as kobo
    from invoices where ${sentIn(organizationId, period)}
    group by plan`);
  return new Map(rows.map((row) => [row.plan, { count: Number(row.count), totalKobo: kobo(Number(row.kobo)) }]));
}

// docs/product.md#payments: the payments dated in the period that still stand (not reversed).
export async function collectedIn(db: Database, organizationId: string, period: PeriodBounds) {
  const { rows } = await db.execute<{ payments: string | number; kobo: string | number }>(sql`
    select count(*) as payments, coalesce(sum(p.amount), 0) as kobo
    from invoice_payments p
    where p.organization_id = ${organizationId}
      and p.paid_on between ${period.firstDay}::date and ${period.lastDay}::date
      and not exists (select 1 from payment_reversals r where r.payment_id = p.id)`);
  const row = rows[0]!;
  return { payments: Number(row.payments), amount: kobo(Number(row.kobo)) };
}

// What is owed now on every sent invoice, by days past its due date (walking invoices_owed_due_idx).
export async function owedByAge(db: Database, organizationId: string, today: string) {
  const { rows } = await db.execute<{ band: AgeingBand; invoices: string | number; kobo: string | number }>(sql`
    select case
             when due_date > ${today}::date then 'not_yet_due'
             when ${today}::date - due_date <= 30 then 'days_0_30'
             when ${today}::date - due_date <= 60 then 'days_31_60'
             when ${today}::date - due_date <= 90 then 'days_61_90'
             else 'over_90'
           end as band,
           count(*) as invoices, coalesce(sum(balance), 0) as kobo
    from invoices
    where organization_id = ${organizationId} and deleted_at is null and status in ('pending', 'partially_paid')
    group by band`);
  return new Map(rows.map((row) => [row.band, { invoices: Number(row.invoices), amount: kobo(Number(row.kobo)) }]));
}
