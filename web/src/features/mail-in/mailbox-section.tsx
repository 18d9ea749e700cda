import { Button, Group, NumberInput, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Mailbox, MailboxAccess, type MailSettings, messages } from '@srm/contract';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/error-message';
import { formatDetailDate } from '../../lib/dates';
import { showRefusal } from '../../lib/form-refusal';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form/form-alert';
import { Select } from '../../ui/form/select';
import { SubmitButton } from '../../ui/form/submit-button';
import { useSaveMailSettings, useTestMailbox } from './api/mail-settings';

const securityLabels = { tls: 'SSL/TLS (port 993)', starttls: 'STARTTLS (port 143)', none: 'None (not encrypted)' };

// The organisation's own mailbox (docs/product.md#email-in): read every minute once connected, and where replies
// to our emails then go. Connected only once it can be read; its password is never shown again.
export function MailboxSection({ settings, canEdit }: { settings: MailSettings; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { mailbox } = settings;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Your own mailbox
      </Title>
      <Text size="sm" c="dimmed">
        SRM can also read a mailbox of yours (such as support@yourcompany.com) every minute: each new message opens or
        answers a ticket as mail to the support address does, and replies to our emails go back to that mailbox.
      </Text>
      {mailbox && !editing && (
        <ConnectedMailbox mailbox={mailbox} canEdit={canEdit} onChange={() => setEditing(true)} />
      )}
      {!mailbox && !editing && canEdit && (
        <Button variant="default" w={{ base: '100%', sm: 'auto' }} onClick={() => setEditing(true)}>
          Connect a mailbox
        </Button>
      )}
      {!mailbox && !canEdit && <Text size="sm">No mailbox is connected.</Text>}
      {editing && canEdit && <MailboxForm mailbox={mailbox} onDone={() => setEditing(false)} />}
    </Stack>
  );
}

function ConnectedMailbox({
  mailbox,
  canEdit,
  onChange,
}: {
  mailbox: Mailbox;
  canEdit: boolean;
  onChange: () => void;
}) {
  const save = useSaveMailSettings();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {mailbox.address}
        </Text>{' '}
        on {mailbox.host}:{mailbox.port}, {securityLabels[mailbox.security]}, as {mailbox.user}
      </Text>
      {mailbox.last_error ? (
        <FormAlert kind="error">{`Its latest read failed: ${mailbox.last_error}`}</FormAlert>
      ) : (
        <Text size="sm" c="dimmed">
          {mailbox.last_read_at ? `Last read ${formatDetailDate(mailbox.last_read_at)}.` : 'Read within a minute.'}
        </Text>
      )}
      {canEdit && (
        <Group gap="sm">
          <Button variant="default" w={{ base: '100%', sm: 'auto' }} onClick={onChange}>
            Change mailbox
          </Button>
          <Button variant="subtle" color="red" w={{ base: '100%', sm: 'auto' }} onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Disconnect this mailbox?"
        confirmLabel="Disconnect"
        confirming={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          save.mutate(
            { mailbox: null },
            {
              onSuccess: () => {
                setConfirming(false);
                notifications.show({ color: 'green', message: messages.mailSettingsSaved });
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
            },
          )
        }
      >
        New mail in it is no longer read, and replies to our emails go to the support address instead.
      </ConfirmDialog>
    </Stack>
  );
}

interface MailboxValues {
  address: string;
  host: string;
  port: number | string;
  security: Mailbox['security'];
  user: string;
  password: string;
}

function MailboxForm({ mailbox, onDone }: { mailbox: Mailbox | null; onDone: () => void }) {
  const save = useSaveMailSettings();
  const test = useTestMailbox();
  const form = useForm<MailboxValues>({
    initialValues: {
      address: mailbox?.address ?? '',
      host: mailbox?.host ?? '',
      port: mailbox?.port ?? 993,
      security: mailbox?.security ?? 'tls',
      user: mailbox?.user ?? '',
      password: '',
    },
    validate: schemaResolver(MailboxAccess, { sync: true }),
  });
  // Left empty when changing a connected mailbox: the password kept is used.
  const accessOf = (values: MailboxValues) => {
    const { password, ...rest } = MailboxAccess.parse({ ...values, password: values.password || undefined });
    return password ? { ...rest, password } : rest;
  };
  // Why the mailbox could not be read, said by the server under `mailbox`.
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (error: unknown) => {
    setProblem(fieldErrorsOf(error).mailbox ?? null);
    showRefusal(form, error);
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(
      { mailbox: accessOf(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.mailboxConnected });
          onDone();
        },
        onError: refused,
      },
    );
  });
  const testConnection = () => {
    if (form.validate().hasErrors) return;
    setProblem(null);
    test.mutate(accessOf(form.values), {
      onSuccess: ({ unread }) =>
        notifications.show({
          color: 'green',
          message: `Connected: ${unread} unread message${unread === 1 ? '' : 's'} waiting.`,
        }),
      onError: refused,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert kind="error">{problem && `${messages.mailboxUnreachable} ${problem}`}</FormAlert>
        <TextInput
          label="Mailbox address"
          placeholder="support@yourcompany.com"
          data-autofocus
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Server" placeholder="imap.yourcompany.com" {...form.getInputProps('host')} />
          <NumberInput
            label="Port"
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('port')}
          />
          <Select
            label="Security"
            data={Object.entries(securityLabels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            {...form.getInputProps('security')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="User name" autoComplete="off" {...form.getInputProps('user')} />
          <PasswordInput
            label="Password"
            description={mailbox ? 'Leave empty to keep the password you gave before.' : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <SubmitButton loading={save.isPending} fullWidth={false} w={{ base: '100%', sm: 'auto' }}>
            {mailbox ? 'Save mailbox' : 'Connect mailbox'}
          </SubmitButton>
          <Button variant="default" loading={test.isPending} w={{ base: '100%', sm: 'auto' }} onClick={testConnection}>
            Test connection
          </Button>
          <Button variant="subtle" w={{ base: '100%', sm: 'auto' }} onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
