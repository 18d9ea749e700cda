import {
  ageingBandLabels,
  ageingBands,
  type DashboardBody,
  type DashboardByPlan,
  type DashboardGeneration,
  type DashboardMoney,
  invoicePlanCodes,
  kobo,
  koboToNaira,
  planLabel,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import {
  collectedIn,
  figuresByPlan,
  generationFigures,
  owedByAge,
  periodBounds,
} from './invoice-dashboards.queries.js';

type ParsedDashboardBody = z.output<typeof DashboardBody>;

// docs/product.md#invoices: the dashboard's two blocks. Of the invoices sent in the
// period (cancelled ones left out): how many and how much, and of those the
// paid, the pending still before their due date and the overdue (decision 015).
// Whole-organisation figures: amounts name no stakeholder.
export function createInvoiceDashboardsService({ database, clock }: AppContext) {
  const { db } = database;

  async function boundsOf(body: ParsedDashboardBody) {
    return periodBounds(db, {
      now: clock.now(),
      filter: body.filter,
      startDate: body.start_date ?? undefined,
      endDate: body.end_date ?? undefined,
    });
  }

  return {
    async generation({ actor, body }: { actor: Actor; body: ParsedDashboardBody }): Promise<DashboardGeneration> {
      const period = await boundsOf(body);
      const figures = await generationFigures(db, actor.organizationId, period);
      return {
        period: { start: period.firstDay, end: period.lastDay },
        by_count: {
          invoice_generated: figures.generated,
          invoice_paid: figures.paid,
          invoice_pending: figures.pending,
          overdue_invoices: figures.overdue,
        },
        by_amount: {
          invoice_generated: koboToNaira(figures.generatedKobo),
          invoice_paid: koboToNaira(figures.paidKobo),
          invoice_pending: koboToNaira(figures.pendingKobo),
          overdue_invoices: koboToNaira(figures.overdueKobo),
        },
      };
    },

    // docs/product.md#payments: the money block. Collected in the period; owed now, whatever the period.
    async money({ actor, body }: { actor: Actor; body: ParsedDashboardBody }): Promise<DashboardMoney> {
      const period = await boundsOf(body);
      const [collected, owed] = await Promise.all([
        collectedIn(db, actor.organizationId, period),
        owedByAge(db, actor.organizationId, period.today),
      ]);
      const ageing = ageingBands.map((band) => ({
        band,
        label: ageingBandLabels[band],
        amount: koboToNaira(owed.get(band)?.amount ?? kobo(0)),
        invoices: owed.get(band)?.invoices ?? 0,
      }));
      return {
        period: { start: period.firstDay, end: period.lastDay },
        collected: { amount: koboToNaira(collected.amount), payments: collected.payments },
        outstanding: {
          amount: koboToNaira(kobo([...owed.values()].reduce((sum, band) => sum + band.amount, 0))),
          invoices: [...owed.values()].reduce((sum, band) => sum + band.invoices, 0),
        },
        ageing,
      };
    },

    async byPlan({ actor, body }: { actor: Actor; body: ParsedDashboardBody }): Promise<DashboardByPlan> {
      const period = await boundsOf(body);
      const byPlan = await figuresByPlan(db, actor.organizationId, period);
      return {
        period: { start: period.firstDay, end: period.lastDay },
        details: invoicePlanCodes.map((plan) => ({
          plan,
          plan_label: planLabel(plan),
          amount: koboToNaira(byPlan.get(plan)?.totalKobo ?? kobo(0)),
          count: byPlan.get(plan)?.count ?? 0,
        })),
      };
    },
  };
}
