import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderAt } from '../../../test/render';
import { aTicket } from '../../../test/ticket-fixtures';
import { TicketTable } from './ticket-table';

// jsdom draws nothing, so the table's room and its columns' least widths are
// given here as a laptop's browser measures them (ui/data-table/use-column-fit.ts).
const columnWidths: Record<string, number> = {
  handler: 140,
  title: 420,
  stakeholder: 180,
  priority: 110,
  status: 90,
  due_at: 90,
  reference: 110,
  created_at: 210,
  actions: 80,
};

function layOutTableIn(room: number) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('mantine-datatable') ? room : 0;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const width = columnWidths[this.getAttribute('data-accessor') ?? ''] ?? 0;
      return DOMRect.fromRect({ width, height: 20 });
    });
  });
  afterEach(() => vi.restoreAllMocks());
}

const ticket = aTicket({
  reference: 'TCK-000042',
  title: 'Receipt missing',
  stakeholder: { name: 'Kemi Bello', email: 'kemi@example.com' },
});

function showTickets(records = [ticket]) {
  mockApi({ 'GET /api/profile/tags/': { results: [] } });
  const state = { records, count: 1, countCapped: false, answered: true, firstLoad: false, loading: false };
  renderAt(<TicketTable label="Tickets" state={state} empty={{ title: 'No tickets' }} onView={vi.fn()} />);
  return screen.getByRole('table', { name: 'Tickets' });
}

const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent);

describe('the ticket list in a laptop-wide column (1,366 px window)', () => {
  layOutTableIn(1060);

  it('leaves out Created, then Stakeholder, showing them under the title, and keeps View', async () => {
    const table = showTickets();

    await vi.waitFor(() => expect(headings(table)).not.toContain('Created'));
    expect(headings(table)).toEqual(['Assigned To', 'Title', 'Priority', 'Status', 'Due', 'Ticket ID', 'Actions']);
    const row = within(table).getByRole('row', { name: /Receipt missing/ });
    const titleCell = within(row).getAllByRole('cell')[1]!;
    expect(within(titleCell).getByText('Created')).toBeInTheDocument();
    expect(within(titleCell).getByText('Kemi Bello')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View ticket TCK-000042' })).toBeInTheDocument();
  });
});

describe('the ticket list in a narrow column', () => {
  layOutTableIn(600);

  it('keeps the title, status and View, every other column shown under the title', async () => {
    const table = showTickets();

    await vi.waitFor(() => expect(headings(table)).toEqual(['Title', 'Status', 'Actions']));
    const titleCell = within(within(table).getByRole('row', { name: /Receipt missing/ })).getAllByRole('cell')[0]!;
    for (const title of ['Assigned To', 'Stakeholder', 'Priority', 'Due', 'Ticket ID', 'Created']) {
      expect(within(titleCell).getByText(title)).toBeInTheDocument();
    }
    expect(within(titleCell).getByText('TCK-000042')).toBeInTheDocument();
  });
});

describe('the ticket list in a wide column', () => {
  layOutTableIn(1600);

  it('shows every column, with nothing under the title', async () => {
    const table = showTickets();

    await vi.waitFor(() => expect(headings(table)).toHaveLength(9));
    expect(table.querySelector('[data-row-details]')).toBeNull();
  });
});

describe("the ticket list's Due column", () => {
  layOutTableIn(1600);
  afterEach(() => vi.useRealTimers());

  it('counts down while the list stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    const table = showTickets([{ ...ticket, due_at: new Date(2026, 10, 27, 10, 30).toISOString() }]);
    const row = await within(table).findByRole('row', { name: /Receipt missing/ });
    expect(within(row).getByText('in 1 h')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(31 * 60_000));
    expect(within(row).getByText('in 59 min')).toBeInTheDocument();
  });
});
