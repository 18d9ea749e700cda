import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type EmailPreferencesBody, messages, notificationKinds, notifiedRoles } from '@srm/contract';
import { useId } from 'react';
import { errorMessage } from '../../api/error-message';
import { refusalMessage } from '../../lib/form-refusal';
import { usePermissionHolder } from '../../lib/use-can';
import { FormAlert } from '../../ui/form/form-alert';
import { SubmitButton } from '../../ui/form/submit-button';
import { type EmailChoiceValues, EmailKindSwitches } from './email-kind-switches';
import { type EmailChoicesOwner, useEmailChoices, useSaveEmailChoices } from './notifications-api';

const texts = {
  preferences: {
    title: 'Email notifications',
    intro:
      "Notices always come in the app. Choose which also come to you by email; until you choose one, your organisation's default applies.",
    legend: 'Email me when',
    submit: 'Save Email Choices',
    saved: messages.emailPreferencesSaved,
    loading: 'Loading your email choices',
  },
  defaults: {
    title: 'Email defaults',
    intro:
      'What a member who has not chosen for themselves gets by email. Choices members made stay as they are, and notices always come in the app.',
    legend: 'Email a member when',
    submit: 'Save Defaults',
    saved: messages.notificationDefaultsSaved,
    loading: "Loading your organisation's defaults",
  },
} satisfies Record<EmailChoicesOwner, Record<string, string>>;

// docs/product.md#notifications: which kinds also come by email, for the member
// (Account Settings) or as the organisation's defaults (Organization Settings).
export function EmailChoicesForm({ owner }: { owner: EmailChoicesOwner }) {
  const choices = useEmailChoices(owner);
  const titleId = useId();
  const text = texts[owner];

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={titleId}>
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
      </Stack>
      {choices.isPending ? (
        <Center py="md">
          <Loader aria-label={text.loading} />
        </Center>
      ) : choices.isError ? (
        <FormAlert kind="error">{errorMessage(choices.error)}</FormAlert>
      ) : (
        <ChoicesForm owner={owner} saved={choices.data.email} />
      )}
    </Stack>
  );
}

// Mounted once the choices arrive, so a refetch never overwrites switches being changed.
function ChoicesForm({ owner, saved }: { owner: EmailChoicesOwner; saved: EmailChoiceValues }) {
  const save = useSaveEmailChoices(owner);
  const form = useForm<EmailChoiceValues>({ initialValues: saved });
  const text = texts[owner];
  // A member chooses among what their role may be told of; the defaults are for every role.
  const role = usePermissionHolder()?.role;
  const kinds =
    owner === 'defaults' || !role
      ? notificationKinds
      : notificationKinds.filter((kind) => notifiedRoles[kind].includes(role));

  const submit = form.onSubmit((values) => {
    // Decision 017: only the kinds changed here are sent, so the others keep
    // following the layer beneath (the organisation's defaults, else the product's).
    const email: EmailPreferencesBody['email'] = {};
    for (const kind of notificationKinds) if (form.isDirty(kind)) email[kind] = values[kind];
    save.mutate(
      { email },
      {
        onSuccess: (next) => {
          form.setInitialValues(next.email);
          form.reset();
          notifications.show({ color: 'green', message: text.saved });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">{refusalMessage(save.error)}</FormAlert>
        <EmailKindSwitches form={form} legend={text.legend} kinds={kinds} />
        <SubmitButton
          loading={save.isPending}
          disabled={!form.isDirty()}
          fullWidth={false}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          {text.submit}
        </SubmitButton>
      </Stack>
    </form>
  );
}
