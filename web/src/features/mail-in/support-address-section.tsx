import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type MailSettings, messages, SupportSlugChoice } from '@srm/contract';
import { useState } from 'react';
import { showRefusal } from '../../lib/form-refusal';
import { CopyButton } from '../../ui/copy-button';
import { SubmitButton } from '../../ui/form/submit-button';
import { useSaveMailSettings } from './api/mail-settings';

// The address stakeholders write to, for everyone to copy; a manager may choose its first part once.
export function SupportAddressSection({ settings, canEdit }: { settings: MailSettings; canEdit: boolean }) {
  const [changing, setChanging] = useState(false);
  const domain = settings.support_address.slice(settings.support_address.indexOf('@'));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Support address
      </Title>
      <Text size="sm" c="dimmed">
        Stakeholders write here to open a ticket. Their answers to our emails about a ticket come back into it whichever
        address they use.
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {/* Wrapped, not cut, where the screen is narrower than the address. */}
        <Textarea
          label="Support address"
          value={settings.support_address}
          readOnly
          autosize
          minRows={1}
          flex={1}
          miw={0}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={settings.support_address} what="Address" />
      </Group>
      {canEdit && settings.slug_changeable && !changing && (
        <Button variant="default" w={{ base: '100%', sm: 'auto' }} onClick={() => setChanging(true)}>
          Choose another address
        </Button>
      )}
      {canEdit && settings.slug_changeable && changing && (
        <SlugForm slug={settings.slug} domain={domain} onDone={() => setChanging(false)} />
      )}
      {!settings.slug_changeable && (
        <Text size="sm" c="dimmed">
          This address was chosen once and stays as it is, so the addresses you have handed out keep working.
        </Text>
      )}
    </Stack>
  );
}

function SlugForm({ slug, domain, onDone }: { slug: string; domain: string; onDone: () => void }) {
  const save = useSaveMailSettings();
  const form = useForm({ initialValues: { slug }, validate: schemaResolver(SupportSlugChoice, { sync: true }) });
  const submit = form.onSubmit((values) =>
    save.mutate(SupportSlugChoice.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.mailSettingsSaved });
        onDone();
      },
      onError: (error) => showRefusal(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="New address"
          description={`The part before ${domain}. You can change it once: the old address stops working, so choose one to keep.`}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('slug')}
        />
        <Group gap="sm">
          <SubmitButton
            loading={save.isPending}
            disabled={!form.isDirty()}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save address
          </SubmitButton>
          <Button variant="subtle" w={{ base: '100%', sm: 'auto' }} onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
