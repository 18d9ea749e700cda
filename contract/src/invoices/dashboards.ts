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
