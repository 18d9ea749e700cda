import { Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths, publicMessages } from '@srm/contract';
import { useRef } from 'react';
import { errorMessage } from '../../../api/error-message';
import { deferredResolver, deferredSchema, useLoadOnFirstUse } from '../../../lib/deferred-schema';
import { focusFirstError } from '../../../lib/form-refusal';
import { PageLink, useGoTo } from '../../../lib/page-navigation';
import { useFocusOnArrival } from '../../../lib/use-focus-on-arrival';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { PasswordField } from '../../../ui/form/password-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

const loginBody = deferredSchema(async () => (await import('../sign-in-schemas')).LoginBody);

// Drawn by the app, and by the sign-in pages' own entry (docs/decisions/028-sign-in-pages-entry.md).
export function LoginPage() {
  const goTo = useGoTo();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: deferredResolver(loginBody),
  });
  useLoadOnFirstUse(loginBody);

  const email = useRef<HTMLInputElement>(null);
  // The page is the form: typing starts in its first field.
  useFocusOnArrival(email);

  const submit = form.onSubmit(
    (values) => login.mutate(values, { onSuccess: () => goTo(paths.home, { replace: true }) }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthLayout>
      {/* Drawn ahead by the build, the form could be sent before its code arrives where a browser ignores
          `inert` (docs/decisions/024): then as a POST, never with the password in the address. */}
      <form onSubmit={submit} method="post" noValidate>
        <Stack gap="md">
          <FormTitle title="Log in" subtitle="Welcome back to SRM" />
          <FormAlert kind="error">
            {login.isError &&
              errorMessage(login.error, {
                0: publicMessages.networkError,
                422: publicMessages.loginIncomplete,
                500: publicMessages.networkError,
              })}
          </FormAlert>
          <EmailField ref={email} {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <PageLink to={paths.forgotPassword} size="sm">
              Forgot Password?
            </PageLink>
          </Group>
          {/* Busy while the form is checked (its schema may still be on its way) and sent, and until the next page
              shows: from the sign-in entry, the app's code may still be on its way. */}
          <SubmitButton loading={form.submitting || login.isPending || login.isSuccess}>Log in</SubmitButton>
          <Text size="sm" ta="center">
            New to SRM?{' '}
            <PageLink to={paths.createAccount} underline="always">
              Create an Account
            </PageLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
