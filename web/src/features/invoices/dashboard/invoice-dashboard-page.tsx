import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@srm/contract';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCan } from '../../../lib/use-can';
import { RequestPaymentModal } from '../request-payment/request-payment-modal';
import { GenerationBlock } from './generation-block';
import { MoneyBlock } from './money-block';
import { PlanTypesBlock } from './plan-types-block';

// /invoice: the dashboard blocks (invoices sent, money in and owed, plans) and the way to bill a
// customer. /InvoiceModal is the same page with the Request Payment modal open:
// the modal lives in the address, so Back closes it.
export function InvoiceDashboardPage({ requestingPayment = false }: { requestingPayment?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Closing goes back where the modal was opened from; opened from a link, to the dashboard.
  const close = () =>
    location.key === 'default' ? void navigate(paths.invoice, { replace: true }) : void navigate(-1);
  const canCreate = useCan('create_invoice');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Invoice
          </Title>
          <Text c="dimmed">What has been billed, paid and is still owed</Text>
        </Stack>
        <Group gap="sm">
          {canCreate && (
            <Button component={Link} to={paths.invoiceModal} leftSection={<IconPlus size={16} aria-hidden />}>
              Request Payment
            </Button>
          )}
          <Button
            component={Link}
            to={paths.invoiceSettings}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Settings
          </Button>
        </Group>
      </Group>
      <GenerationBlock />
      <MoneyBlock />
      <PlanTypesBlock />
      <RequestPaymentModal opened={requestingPayment && canCreate} onClose={close} />
    </Stack>
  );
}
