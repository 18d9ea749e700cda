import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { messages } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';
import { useInvoiceSettings } from '../api/get-invoice-settings';
import { useStaffChoices } from '../api/get-staff-choices';
import { InvoiceSettingsForm } from './invoice-settings-form';
import { PaystackSection } from './paystack-section';

// /invoice-settings: numbering, what
// invoices show as From, approval limits, cancelling and reminders. Everyone
// who sees invoices reads them; only managers change them (decision 015), and connect Paystack.
export function InvoiceSettingsPage() {
  const canManage = useCan('manage_invoice_settings');
  const settings = useInvoiceSettings();
  const staff = useStaffChoices();
  const problem = settings.error ?? staff.error;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Invoice Settings
        </Title>
        <Text c="dimmed">How invoices are numbered, approved, cancelled and reminded</Text>
      </Stack>
      {!canManage && <FormAlert kind="warning">{messages.invoiceSettingsManagersOnly}</FormAlert>}
      {problem ? (
        <FormAlert kind="error">{errorMessage(problem, { 403: messages.invoiceSettingsForbidden })}</FormAlert>
      ) : settings.data && staff.data ? (
        <>
          <InvoiceSettingsForm settings={settings.data} staff={staff.data.results} canManage={canManage} />
          {canManage && <PaystackSection />}
        </>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading the invoice settings" />
        </Center>
      )}
    </Stack>
  );
}
