import { focusManager, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from 'mantine-datatable';
import { describe, expect, it, vi } from 'vitest';
import { useListAddress } from '../../lib/use-list-address';
import { setUpFakeClock } from '../../test/clock';
import { atPhoneWidth } from '../../test/phone';
import { renderAt } from '../../test/render';
import { CutText } from './cut-text';
import type { ListPage } from './list-state';
import { PagedList } from './paged-list';

interface Fruit {
  id: string;
  name: string;
}

interface Question {
  page: number;
  search: string;
}

// The server's answers, given by each test when it wants them to arrive.
function deferredServer() {
  const waiting: { question: Question; answer: (page: ListPage<Fruit>) => void }[] = [];
  return {
    fetch: (question: Question) =>
      new Promise<ListPage<Fruit>>((resolve) => waiting.push({ question, answer: resolve })),
    // Answers the oldest question still waiting.
    answer: async (results: Fruit[], { count = results.length, capped = false } = {}) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      const { question, answer } = waiting.shift()!;
      await act(async () => answer({ results, count, count_capped: capped, page: question.page, page_size: 15 }));
      return question;
    },
  };
}

const fruits = (names: string[]) => names.map((name) => ({ id: name, name }));
const columns: DataTableColumn<Fruit>[] = [
  { accessor: 'name', title: 'Name', render: ({ name }) => <CutText text={name} length={10} /> },
];

function FruitList({ server, onOpen }: { server: ReturnType<typeof deferredServer>; onOpen: (fruit: Fruit) => void }) {
  const address = useListAddress();
  const question = { page: address.page, search: address.search };
  const query = useQuery({
    queryKey: ['fruits', question],
    queryFn: () => server.fetch(question),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      label="Fruits"
      address={address}
      query={query}
      searchLabel="Search fruits"
      searchPlaceholder="Name"
      error={null}
      columns={columns}
      empty={{ title: 'No fruit yet', text: 'Add some' }}
      noMatch={(search) => ({ title: `No fruit like ${search}`, text: 'Try another word' })}
      onOpen={onOpen}
    />
  );
}

function openFruits(path = '/fruits') {
  const server = deferredServer();
  const onOpen = vi.fn();
  const view = renderAt(<FruitList server={server} onOpen={onOpen} />, path);
  return { server, onOpen, ...view };
}

const table = () => screen.getByRole('table', { name: 'Fruits' });
// The rows with cells: not the header, nor the empty row the table keeps when it has none.
const rowNames = () =>
  within(table())
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0 && row.textContent)
    .map((row) => row.textContent);

describe('a paged list', () => {
  it('shows itself busy, with neither rows nor a message, until the first answer', async () => {
    const { server } = openFruits();

    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(rowNames()).toEqual([]);
    expect(screen.queryByText('No fruit yet')).not.toBeInTheDocument();

    await server.answer([]);
    expect(await screen.findByText('No fruit yet')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the last rows, and says nothing about a new search, until that search is answered', async () => {
    const { user, pass } = setUpFakeClock();
    const { server, router } = openFruits();
    await server.answer(fruits(['Apple', 'Banana']));
    await screen.findByText('Apple');

    await user.type(screen.getByRole('textbox', { name: 'Search fruits' }), 'kiwi');
    await pass(300);

    await waitFor(() => expect(router.state.location.search).toBe('?search=kiwi'));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(rowNames()).toEqual(['Apple', 'Banana']);
    expect(screen.queryByText(/No fruit/)).not.toBeInTheDocument();

    expect(await server.answer([])).toEqual({ page: 1, search: 'kiwi' });
    expect(await screen.findByText('No fruit like kiwi')).toBeInTheDocument();
    expect(screen.getByText('Try another word')).toBeInTheDocument();
    expect(rowNames()).toEqual([]);
  });

  it("says '1,000+' when the server stopped counting, and pages on from there", async () => {
    const user = userEvent.setup();
    const { server, router } = openFruits('/fruits?search=a');
    await server.answer(fruits(['Apple']), { count: 1000, capped: true });

    await screen.findByText('1–1 of 1,000+');
    await user.click(screen.getByRole('button', { name: '67' }));
    expect(await server.answer(fruits(['Avocado']), { count: 1990, capped: true })).toEqual({
      page: 67,
      search: 'a',
    });
    await screen.findByText('991–991 of 1,990+');
    expect(router.state.location.search).toBe('?search=a&page=67');
  });

  it('keeps the keyboard on the page button pressed while that page loads', async () => {
    const user = userEvent.setup();
    const { server } = openFruits();
    await server.answer(fruits(['Apple', 'Banana']), { count: 40 });
    const pageTwo = await screen.findByRole('button', { name: '2' });
    // The arrows are named for a screen reader, as the numbered buttons are by their number.
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    pageTwo.focus();
    await user.keyboard('{Enter}');
    expect(await server.answer(fruits(['Cherry']), { count: 40 })).toEqual({ page: 2, search: '' });
    await screen.findByText('Cherry');
    expect(pageTwo).toHaveFocus();
    expect(pageTwo).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the keyboard on a row while the list refreshes', async () => {
    const { server } = openFruits();
    await server.answer(fruits(['Apple', 'Banana']));
    const apple = await within(table()).findByRole('row', { name: 'Apple' });
    apple.focus();

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await server.answer(fruits(['Apple', 'Banana']));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(apple).toHaveFocus();
    focusManager.setFocused(undefined);
  });

  it('goes back to the last page when the page asked for lies past the end', async () => {
    const { server, router } = openFruits('/fruits?page=4');
    await server.answer([], { count: 20 });

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await server.answer(fruits(['Fig']), { count: 20 })).toEqual({ page: 2, search: '' });
    expect(await screen.findByText('Fig')).toBeInTheDocument();
  });

  it('stays on a page past a capped count: more pages exist than it shows', async () => {
    const { server, router } = openFruits('/fruits?page=80&search=a');
    await server.answer(fruits(['Apricot']), { count: 2185, capped: true });

    expect(await screen.findByText('Apricot')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=80&search=a');
  });

  it('opens a row by a click, or by Enter or Space once the keyboard is on it', async () => {
    const user = userEvent.setup();
    const { server, onOpen } = openFruits();
    await server.answer(fruits(['Apple', 'Banana']));
    const rowOf = (name: string) => within(table()).getByRole('row', { name });
    await within(table()).findByRole('row', { name: 'Apple' });

    await user.click(rowOf('Apple'));
    screen.getByRole('textbox', { name: 'Search fruits' }).focus();
    await user.tab();
    expect(rowOf('Apple')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(rowOf('Banana')).toHaveFocus();
    await user.keyboard(' ');

    expect(onOpen.mock.calls.map(([fruit]) => fruit.name)).toEqual(['Apple', 'Apple', 'Banana']);
  });

  it('keeps long text in a cell whole, cut only where the column is narrow, and whole on hover', async () => {
    const { server } = openFruits();
    await server.answer(fruits(['Dragon fruit from the market']));

    const cell = await screen.findByText('Dragon fruit from the market');
    expect(cell).toHaveAttribute('title', 'Dragon fruit from the market');
    expect(cell.style.getPropertyValue('--cut-length')).toBe('10ch');
  });
});

describe('a paged list at phone width', () => {
  atPhoneWidth();

  it('shows a card per row, not a table, that opens by a click or its heading button, with the paging under it', async () => {
    const user = userEvent.setup();
    const { server, onOpen } = openFruits();
    await server.answer(fruits(['Apple', 'Banana']), { count: 17 });

    const cards = await screen.findByRole('list', { name: 'Fruits' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // An answer's rows are drawn as a transition, a moment after the list itself.
    const items = await within(cards).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Apple')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Banana')).toBeInTheDocument();
    await user.click(items[0]!);
    expect(onOpen).toHaveBeenLastCalledWith({ id: 'Apple', name: 'Apple' });
    within(items[1]!).getByRole('button', { name: 'Banana' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith({ id: 'Banana', name: 'Banana' });
    expect(screen.getByText('1–2 of 17')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await server.answer(fruits(['Cherry']), { count: 17 })).toEqual({ page: 2, search: '' });
    await screen.findByText('Cherry');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('says there is nothing as the table does', async () => {
    const { server } = openFruits();
    await server.answer([]);
    expect(await screen.findByText('No fruit yet')).toBeInTheDocument();
    expect(screen.getByText('Add some')).toBeInTheDocument();
  });
});
