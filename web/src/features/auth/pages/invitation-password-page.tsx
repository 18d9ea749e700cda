import { Anchor, Stack } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, fieldErrorsOf } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSetPassword } from '../api/set-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, usePasswordForm } from '../components/new-password-fields';
import { SuccessModal } from '../components/success-modal';

// /user-create-password?token=… and /user-set-password?token=…: an invited staff
// member chooses a password; the token from the invitation email proves the address.
export function InvitationPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = usePasswordForm();
  const [done, setDone] = useState(false);

  const submit = form.onSubmit(({ password }) => {
    if (!token) return;
    setPassword.mutate(
      { token, password },
      { onSuccess: () => setDone(true), onError: (error) => form.setErrors(fieldErrorsOf(error)) },
    );
  });

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTitle title="Create a Password" subtitle="You were invited to SRM. Choose a password to log in." />
          <FormAlert kind="error">
            {(!token && messages.invitationInvalid) || (setPassword.isError && errorMessage(setPassword.error))}
          </FormAlert>
          <NewPasswordFields form={form} />
          <SubmitButton loading={setPassword.isPending} disabled={!token}>
            Create Password
          </SubmitButton>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
      <SuccessModal
        opened={done}
        title={messages.accountCreated}
        text="Your password is set. Log in with your email and new password."
        actionLabel="Proceed to Login"
        onAction={() => navigate(paths.login, { replace: true })}
      />
    </AuthLayout>
  );
}
