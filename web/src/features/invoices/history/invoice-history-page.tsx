import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  defaultInvoiceSort,
  type InvoiceSort,
  invoiceSorts,
  invoiceStatusFilters,
  messages,
  paths,
  pathTo,
} from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { useListAddress, useListChoices } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { Select } from '../../../ui/form/select';
import { useInvoiceList } from '../api/get-invoices';
import { statusLabels } from '../invoice-look';
import { invoiceColumns } from './invoice-table';

const noInvoices = { title: messages.noInvoices };
const noMatch = (search: string) => ({ title: messages.noInvoices, text: `${messages.noInvoiceMatches} “${search}”.` });
const statusChoices = invoiceStatusFilters.map((status) => ({ value: status, label: statusLabels[status] }));

// docs/product.md#invoices: each order either way, as the API's ?sort= names it.
const sortChoices = [
  { value: '-created_at', label: 'Newest request first' },
  { value: 'created_at', label: 'Oldest request first' },
  { value: '-invoice_number', label: 'Highest number first' },
  { value: 'invoice_number', label: 'Lowest number first' },
  { value: '-due_date', label: 'Latest due date first' },
  { value: 'due_date', label: 'Soonest due date first' },
  { value: '-amount', label: 'Highest amount first' },
  { value: 'amount', label: 'Lowest amount first' },
] satisfies { value: InvoiceSort; label: string }[];

const oneOf = <Value extends string>(values: readonly Value[], text: string | undefined) =>
  values.find((value) => value === text);

const filterNames = ['status', 'sort'] as const;

// The status and order live in the address with the page and search, so a sorted, filtered list can be
// linked to and survives a reload; anything that cannot be one is ignored.
function useListFilters() {
  const { values, choose } = useListChoices(filterNames);
  return {
    status: oneOf(invoiceStatusFilters, values.status),
    sort: oneOf(invoiceSorts, values.sort) ?? defaultInvoiceSort,
    setStatus: (status: string | null) => choose('status', status ?? undefined),
    setSort: (sort: string | null) => choose('sort', sort && sort !== defaultInvoiceSort ? sort : undefined),
  };
}

// /invoice-history: every invoice of the organisation,
// searchable by customer or number, by status, in the order chosen; a row opens the invoice.
export function InvoiceHistoryPage() {
  const navigate = useNavigate();
  const address = useListAddress();
  const filters = useListFilters();
  const canCreate = useCan('create_invoice');
  const list = useInvoiceList({
    page: address.page,
    search: address.search,
    status: filters.status,
    sort: filters.sort,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Invoice History
          </Title>
          <Text c="dimmed">Every invoice, from drafts to paid ones</Text>
        </Stack>
        {canCreate && (
          <Button component={Link} to={paths.invoiceModal} leftSection={<IconPlus size={16} aria-hidden />}>
            Request Payment
          </Button>
        )}
      </Group>
      <PagedList
        label="Invoices"
        address={address}
        query={list}
        searchLabel="Search invoices"
        searchPlaceholder="Search customer or invoice number"
        filters={
          <>
            <Select
              label="Status"
              placeholder="All statuses"
              data={statusChoices}
              value={filters.status ?? null}
              onChange={filters.setStatus}
              clearable
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label="Sort by"
              data={sortChoices}
              value={filters.sort}
              onChange={filters.setSort}
              allowDeselect={false}
              w={{ base: '100%', xs: 210 }}
            />
          </>
        }
        error={list.isError && `${messages.invoiceFetchFailed} ${errorMessage(list.error)}`}
        columns={invoiceColumns}
        empty={noInvoices}
        noMatch={noMatch}
        onOpen={(row) => void navigate(pathTo.invoiceFor(row))}
      />
    </Stack>
  );
}
