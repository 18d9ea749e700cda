import { Button, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ChangePasswordForm, messages } from '@srm/contract';
import { fieldPathsOf, focusFirstError, refusalMessage, refusedFields, showRefusal } from '../../lib/form-refusal';
import { FormAlert } from '../../ui/form/form-alert';
import { PasswordField } from '../../ui/form/password-field';
import { useChangePassword } from './change-password';

const emptyForm = { current_password: '', new_password: '', confirm_password: '' };

// Account Settings: a new password by the sign-up rule, typed twice, proven by
// the current one (docs/product.md#accounts).
export function ChangePasswordSection() {
  const change = useChangePassword();
  const form = useForm({ initialValues: emptyForm, validate: schemaResolver(ChangePasswordForm, { sync: true }) });

  const submit = form.onSubmit(
    ({ current_password, new_password }) => {
      change.mutate(
        { current_password, new_password },
        {
          onSuccess: () => {
            form.reset();
            notifications.show({ color: 'green', message: messages.passwordChanged });
          },
          onError: (error) => showRefusal(form, error),
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  // A wrong current password is said under its field; the box is for what no field explains.
  const fields = fieldPathsOf(form.values);
  const refusal = Object.keys(refusedFields(change.error, fields)).length === 0 && refusalMessage(change.error, fields);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md" maw={720}>
        <Stack gap={4}>
          <Title id="change-password-title" order={2} size="h4">
            Change Password
          </Title>
          <Text c="dimmed" size="sm">
            You stay logged in here; every other device is logged out.
          </Text>
        </Stack>
        <FormAlert kind="error">{refusal}</FormAlert>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordField label="New Password" autoComplete="new-password" {...form.getInputProps('new_password')} />
        <PasswordField
          label="Confirm New Password"
          placeholder="new password again"
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Button
          type="submit"
          loading={change.isPending}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
