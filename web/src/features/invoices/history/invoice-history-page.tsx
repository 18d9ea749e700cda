import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { invoiceStatusFilters, messages, paths, pathTo } from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { useListAddress } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { useInvoiceList } from '../api/get-invoices';
import { statusLabels } from '../invoice-look';
import { invoiceColumns } from './invoice-table';

const noInvoices = { title: messages.noInvoices };
const noMatch = (search: string) => ({ title: messages.noInvoices, text: `${messages.noInvoiceMatches} “${search}”.` });
const statusChoices = invoiceStatusFilters.map((status) => ({ value: status, label: statusLabels[status] }));

// The status lives in the address with the page and search, so a filtered list can be linked to.
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = invoiceStatusFilters.find((each) => each === params.get('status'));
  const setStatus = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      updated.delete('page');
      return updated;
    });
  return { status, setStatus };
}

// /invoice-history: every invoice of the organisation,
// searchable by customer or number, by status; a row opens the invoice.
export function InvoiceHistoryPage() {
  const navigate = useNavigate();
  const address = useListAddress();
  const { status, setStatus } = useStatusFilter();
  const canCreate = useCan('create_invoice');
  const list = useInvoiceList({ page: address.page, search: address.search, status });

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
          <Select
            label="Status"
            placeholder="All statuses"
            data={statusChoices}
            value={status ?? null}
            onChange={setStatus}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
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
