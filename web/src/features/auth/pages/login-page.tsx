import { Anchor, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LoginBody, messages, paths } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { focusFirstError } from '../../../lib/form-refusal';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { PasswordField } from '../../../ui/form/password-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
  });

  const email = useRef<HTMLInputElement>(null);
  // The page is the form: typing starts in its first field.
  useEffect(() => email.current?.focus(), []);

  const submit = form.onSubmit(
    (values) => login.mutate(values, { onSuccess: () => navigate(paths.home, { replace: true }) }),
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
                0: messages.networkError,
                422: messages.loginIncomplete,
                500: messages.networkError,
              })}
          </FormAlert>
          <EmailField ref={email} {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <SubmitButton loading={login.isPending}>Log in</SubmitButton>
          <Text size="sm" ta="center">
            New to SRM?{' '}
            <Anchor component={Link} to={paths.createAccount} underline="always">
              Create an Account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
