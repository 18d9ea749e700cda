import { z } from 'zod';
import { messages } from '../common/messages.js';
import { invoicePlanCodes } from './plans.js';

// The period filters of both dashboard blocks (docs/product.md#invoices).
export const dashboardPeriods = ['this_year', 'this_month', 'this_week', 'today'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const dashboardPeriodLabels: Record<DashboardPeriod, string> = {
  this_year: 'This Year',
  this_month: 'This Month',
  this_week: 'This Week',
  today: 'Today',
};

// A period named by `filter`, or the days from start_date to end_date (both
// included), in Lagos days (docs/product.md#invoices).
export const DashboardBody = z
  .object({
    filter: z.enum(dashboardPeriods, { error: messages.chooseFromList }).default('this_month'),
    start_date: z.iso.date(messages.dateInvalid).nullish(),
    end_date: z.iso.date(messages.dateInvalid).nullish(),
  })
  .refine((body) => !body.start_date || !body.end_date || body.start_date <= body.end_date, {
    message: messages.dashboardDatesOrder,
    path: ['end_date'],
  })
  .meta({ id: 'DashboardBody' });
export type DashboardBody = z.input<typeof DashboardBody>;

const DashboardPeriodRange = z.object({ start: z.string(), end: z.string() });

// Of the invoices sent in the period (cancelled ones left out): all of them,
// and those paid, pending before their due date, and pending past it.
const DashboardFigures = z.object({
  invoice_generated: z.number(),
  invoice_paid: z.number(),
  invoice_pending: z.number(),
  overdue_invoices: z.number(),
});

export const DashboardGeneration = z
  .object({ period: DashboardPeriodRange, by_count: DashboardFigures, by_amount: DashboardFigures })
  .meta({ id: 'DashboardGeneration' });
export type DashboardGeneration = z.infer<typeof DashboardGeneration>;

export const DashboardByPlan = z
  .object({
    period: DashboardPeriodRange,
    details: z.array(
      z.object({ plan: z.enum(invoicePlanCodes), plan_label: z.string(), amount: z.number(), count: z.number().int() }),
    ),
  })
  .meta({ id: 'DashboardByPlan' });
export type DashboardByPlan = z.infer<typeof DashboardByPlan>;

// docs/product.md#payments: what is owed by how long past its due date, in days (a due date today is 0 days past).
export const ageingBands = ['not_yet_due', 'days_0_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBand = (typeof ageingBands)[number];
export const ageingBandLabels: Record<AgeingBand, string> = {
  not_yet_due: 'Not yet due',
  days_0_30: '0–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};

// The money block: what was collected in the period (payments dated in it, those reversed left out), and what is
// owed now on every sent invoice, in all and by age past due.
export const DashboardMoney = z
  .object({
    period: DashboardPeriodRange,
    collected: z.object({ amount: z.number(), payments: z.number().int() }),
    outstanding: z.object({ amount: z.number(), invoices: z.number().int() }),
    ageing: z.array(
      z.object({ band: z.enum(ageingBands), label: z.string(), amount: z.number(), invoices: z.number().int() }),
    ),
  })
  .meta({ id: 'DashboardMoney' });
export type DashboardMoney = z.infer<typeof DashboardMoney>;
