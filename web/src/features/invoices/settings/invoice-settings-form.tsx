import { Button, Fieldset, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type InvoiceSettings, messages, type StaffUser } from '@srm/contract';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { ApprovalSection } from './approval-section';
import { HowToPaySection } from './how-to-pay-section';
import {
  bodyOfSettings,
  type InvoiceSettingsValues,
  InvoiceSettingsForm as SettingsSchema,
  valuesOfSettings,
} from './invoice-settings-values';
import { FromSection, NumberingSection } from './numbering-section';
import { CancellationSection, RemindersSection } from './reminders-section';

interface InvoiceSettingsFormProps {
  settings: InvoiceSettings;
  staff: StaffUser[];
  // Managers change the settings; everyone else reads them (decision 015).
  canManage: boolean;
}

export function InvoiceSettingsForm({ settings, staff, canManage }: InvoiceSettingsFormProps) {
  const executives = staff.filter(({ permission_type }) => permission_type === 'executive');
  const save = useSaveInvoiceSettings();
  const form = useForm<InvoiceSettingsValues>({
    initialValues: valuesOfSettings(settings, executives),
    validate: schemaResolver(SettingsSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(bodyOfSettings(values), {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: messages.invoiceSettingsSaved });
        form.setInitialValues(valuesOfSettings(saved, executives));
        form.setValues(valuesOfSettings(saved, executives));
      },
      onError: (error) => {
        showRefusal(form, error);
        notifications.show({
          color: 'red',
          message: refusalMessage(error, fieldPathsOf(form.values), {
            403: messages.invoiceSettingsForbidden,
            500: messages.invoiceSettingsFailed,
          }),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      {/* A disabled fieldset leaves every field readable and none changeable. */}
      <Fieldset disabled={!canManage} variant="unstyled" p={0} m={0}>
        <Stack gap="lg" maw={880}>
          <NumberingSection form={form} settings={settings} />
          <FromSection form={form} />
          <HowToPaySection form={form} />
          <ApprovalSection form={form} executives={executives} />
          <CancellationSection form={form} staff={staff} />
          <RemindersSection form={form} />
          {canManage && (
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} w={{ base: '100%', sm: 'auto' }}>
              Save Settings
            </Button>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
