import { Anchor, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, paths, RequestPasswordResetBody } from '@srm/contract';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(RequestPasswordResetBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => navigate(paths.otpResetPassword, { state: { email: values.email.trim().toLowerCase() } }),
    }),
  );

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTitle title="Forgot Password" subtitle="We will email you a code to choose a new password." />
          <FormAlert kind="error">
            {requestReset.isError && errorMessage(requestReset.error, { 422: messages.validEmail })}
          </FormAlert>
          <EmailField {...form.getInputProps('email')} />
          <SubmitButton loading={requestReset.isPending}>Send Code</SubmitButton>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to={paths.login} underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
