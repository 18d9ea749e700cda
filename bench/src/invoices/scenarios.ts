import { type DashboardPeriod, lagosDay, listPageSize } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import {
  figuresByPlan,
  generationFigures,
  periodBounds,
} from '../../../server/src/modules/invoices/invoice-dashboards.queries.js';
import { listInvoiceRows } from '../../../server/src/modules/invoices/invoices.queries.js';
import { nameSearchWord } from '../stakeholders/stakeholder-words.js';
import type { Scenario } from '../tickets/scenarios.js';

// Scenario's `path` is under /api/invoice/ here. The signed-in creator is a
// manager, who sees every sensitivity (visibility null), as the service decides.
const visibility = null;
// The history pages from 0: page 1000 is offset 15,000.
const deepPage = 1000;
// A last name of the bench's people (seed/bench-names.ts): ~1.8 % of records,
// so its invoices are more than the count's cap of 1,000.
export const surnameSearchWord = 'Okafor';

interface Desk {
  db: Database;
  organizationId: string;
  // Its live invoices.
  invoices: number;
}

// A sent invoice from the middle of the history, to search for by its whole number.
async function middleInvoiceNumber({ db, organizationId, invoices }: Desk) {
  const { rows } = await db.execute<{ invoice_number: string }>(sql`
    select invoice_number from invoices
    where organization_id = ${organizationId} and deleted_at is null and invoice_number is not null
    order by number offset ${Math.floor(invoices / 2)}::int limit 1`);
  if (!rows[0]) throw new Error('no sent invoice to search for: seed the invoices first');
  return rows[0].invoice_number;
}

function historyScenario(
  desk: Desk,
  id: string,
  label: string,
  { page, search, status }: { page: number; search?: string; status?: 'overdue' },
): Scenario {
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...(status ? { status } : {}) }).toString();
  return {
    id,
    label,
    method: 'GET',
    path: `get-invoices/${page}/${query ? `?${query}` : ''}`,
    expectedStatus: 200,
    // invoices.service.ts listInvoices: today in Lagos, then the page and its rows.
    runSql: (db: Database) =>
      listInvoiceRows(db, {
        organizationId: desk.organizationId,
        visibility,
        status,
        search,
        today: lagosDay(new Date()),
        limit: listPageSize,
        offset: page * listPageSize,
      }),
  };
}

// invoice-dashboards.service.ts: the period's bounds (one statement), then its figures.
function dashboardScenario(
  desk: Desk,
  id: string,
  label: string,
  block: 'generation' | 'by-plan',
  filter: DashboardPeriod,
): Scenario {
  const figures = block === 'generation' ? generationFigures : figuresByPlan;
  return {
    id,
    label,
    method: 'POST',
    readOnly: true,
    path: block === 'generation' ? 'dashboard-generation/' : 'dashboard-by-plan/',
    body: { filter },
    expectedStatus: 200,
    runSql: async (db: Database) => {
      const period = await periodBounds(db, { now: new Date(), filter });
      const result = await figures(db, desk.organizationId, period);
      return result instanceof Map ? Object.fromEntries(result) : result;
    },
  };
}

// What the benchmark asks of the organisation's invoices, in this order.
export async function invoiceScenarios(desk: Desk): Promise<Scenario[]> {
  const invoiceNumber = await middleInvoiceNumber(desk);
  // A small smoke run has fewer pages: its last one stands for the deep one.
  const page = Math.max(0, Math.min(deepPage, Math.ceil(desk.invoices / listPageSize) - 1));
  const offset = (page * listPageSize).toLocaleString('en-GB');
  return [
    historyScenario(desk, 'list-first', 'history, first page', { page: 0 }),
    historyScenario(desk, 'list-deep', `history, page ${page} (offset ${offset})`, { page }),
    historyScenario(desk, 'search-number', `search "${invoiceNumber}"`, { page: 0, search: invoiceNumber }),
    historyScenario(desk, 'search-name', `search "${nameSearchWord}"`, { page: 0, search: nameSearchWord }),
    historyScenario(desk, 'search-surname', `search "${surnameSearchWord}"`, { page: 0, search: surnameSearchWord }),
    historyScenario(desk, 'overdue', 'overdue filter', { page: 0, status: 'overdue' }),
    dashboardScenario(desk, 'dashboard-year', 'dashboard, this year', 'generation', 'this_year'),
    dashboardScenario(desk, 'dashboard-month', 'dashboard, this month', 'generation', 'this_month'),
    dashboardScenario(desk, 'by-plan-year', 'by plan, this year', 'by-plan', 'this_year'),
  ];
}
