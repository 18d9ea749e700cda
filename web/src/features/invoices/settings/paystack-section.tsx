import { Button, Group, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ConnectPaystackBody, messages, type PaystackConnection } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate } from '../../../lib/dates';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CopyButton } from '../../../ui/copy-button';
import { FormAlert } from '../../../ui/form/form-alert';
import { useConnectPaystack, useDisconnectPaystack, usePaystackConnection } from '../api/paystack';
import { SettingsSection } from './settings-section';

function ConnectForm() {
  const connect = useConnectPaystack();
  const form = useForm({
    initialValues: { secret_key: '' },
    validate: schemaResolver(ConnectPaystackBody, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    connect.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.paystackConnected }),
      onError: (error) => showRefusal(form, error, ['secret_key']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Secret key"
          description="Paystack's dashboard → Settings → API Keys & Webhooks. It is kept encrypted and never shown again."
          autoComplete="off"
          maw={520}
          {...form.getInputProps('secret_key')}
        />
        <FormAlert kind="error">
          {refusalMessage(connect.error, ['secret_key'], { 500: messages.paystackConnectFailed })}
        </FormAlert>
        <Group>
          <Button type="submit" loading={connect.isPending}>
            Connect Paystack
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Connected({ connection }: { connection: PaystackConnection }) {
  const disconnect = useDisconnectPaystack();
  const [asking, { open, close }] = useDisclosure(false);
  const by = connection.connected_by;
  return (
    <Stack gap="sm">
      <Text>
        Connected in <strong>{connection.mode === 'live' ? 'live' : 'test'} mode</strong> with the key ending{' '}
        <strong>{connection.key_ending}</strong>
        {connection.connected_at && `, since ${formatDetailDate(connection.connected_at)}`}
        {by && ` by ${by.first_name} ${by.last_name}`}. Invoices, their emails and PDFs offer Pay now.
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap" maw={720}>
        <Textarea
          label="Webhook URL"
          description="Paste it into Paystack's dashboard as your webhook URL: payments then show here at once."
          value={connection.webhook_url}
          readOnly
          autosize
          minRows={1}
          flex={1}
          miw={0}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={connection.webhook_url} what="Webhook URL" />
      </Group>
      <Group>
        <Button color="red" variant="default" onClick={open}>
          Disconnect
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Disconnect Paystack?"
        confirmLabel="Disconnect"
        confirming={disconnect.isPending}
        onCancel={close}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              close();
              notifications.show({ color: 'green', message: messages.paystackDisconnected });
            },
            onError: (error) => {
              close();
              notifications.show({ color: 'red', message: errorMessage(error) });
            },
          })
        }
      >
        <Text c="dimmed">Invoices will no longer offer Pay now. Payments already received stay recorded.</Text>
      </ConfirmDialog>
    </Stack>
  );
}

// docs/product.md#payments, "Pay with Paystack": managers connect the organisation's Paystack account, so that
// stakeholders pay their invoices online and the payments record themselves.
export function PaystackSection() {
  const connection = usePaystackConnection();
  return (
    <SettingsSection
      title="Online Payments"
      text="Let stakeholders pay invoices by card, bank transfer or USSD through your Paystack account."
    >
      {connection.isError && <FormAlert kind="error">{errorMessage(connection.error)}</FormAlert>}
      {connection.data && (connection.data.connected ? <Connected connection={connection.data} /> : <ConnectForm />)}
    </SettingsSection>
  );
}
