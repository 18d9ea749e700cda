import { Group, Stack, Text } from '@mantine/core';
import { listPageSize, messages } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import type { ListAddress } from '../../lib/use-list-address';
import { FormAlert } from '../form/form-alert';
import { SearchInput } from '../search-input';
import { type ListPage, type ListState, useListState } from './list-state';
import { ListTable, type ListTableProps } from './list-table';

interface PagedListProps<Row> extends Omit<ListTableProps<Row>, 'state' | 'search' | 'pager'> {
  // The page and search, kept in the address (lib/use-list-address.ts).
  address: ListAddress;
  query: UseQueryResult<ListPage<Row>>;
  searchLabel: string;
  searchPlaceholder: string;
  // Why the list could not be loaded, if it could not.
  error: ReactNode;
  // A Search button beside the box, and controls that narrow the list (a type, an order).
  withSearchButton?: boolean;
  filters?: ReactNode;
}

// After deletes, or from an old link, the page may lie past the last one: go
// to the last page instead. Judged only from an answer to this very page; a
// capped total means more pages exist than it shows.
export function useStepBackPastTheEnd(
  { page, setPage }: ListAddress,
  { answered, count, countCapped }: ListState<unknown>,
) {
  useEffect(() => {
    if (answered && !countCapped && page > 1 && (page - 1) * listPageSize >= count) {
      setPage(Math.max(1, Math.ceil(count / listPageSize)), { replace: true });
    }
  }, [answered, count, countCapped, page, setPage]);
}

// A list as every list page shows it: the search box, then the table with
// numbered pages, both kept in the address so back, forward and links work.
export function PagedList<Row>({
  address,
  query,
  searchLabel,
  searchPlaceholder,
  error,
  withSearchButton = false,
  filters,
  ...table
}: PagedListProps<Row>) {
  const state = useListState(query);
  useStepBackPastTheEnd(address, state);
  // Said with the rows it explains, which the table draws deferred (list-table.tsx).
  const { correctedSearch } = useDeferredValue(state);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SearchInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          search={address.search}
          onSearch={address.setSearch}
          withButton={withSearchButton}
        />
        {filters}
      </Group>
      <FormAlert kind="error">{error}</FormAlert>
      {correctedSearch && (
        <Text size="sm" role="status">
          {messages.showingResultsFor} “{correctedSearch}”
        </Text>
      )}
      <ListTable
        {...table}
        state={state}
        search={address.search}
        pager={{ page: address.page, onPageChange: address.setPage }}
      />
    </Stack>
  );
}
