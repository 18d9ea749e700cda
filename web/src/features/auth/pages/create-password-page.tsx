import { Stack } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { fieldPathsOf, focusFirstError, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSetPassword } from '../api/set-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, usePasswordForm } from '../components/new-password-fields';
import { SuccessModal } from '../components/success-modal';
import { useFlowState } from '../flow-state';

// Sign-up step 3: the code from step 2 proves the email; the password completes the account.
export function CreatePasswordPage() {
  const flow = useFlowState();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = usePasswordForm();
  const [done, setDone] = useState(false);

  if (!flow?.otp) return <Navigate to={paths.createAccount} replace />;
  const { email, otp } = flow;

  const submit = form.onSubmit(
    ({ password }) =>
      setPassword.mutate(
        { email, otp, password },
        {
          onSuccess: () => setDone(true),
          onError: (error) => showRefusal(form, error),
        },
      ),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTitle title="Create a Password" subtitle="Use it to log in to SRM." step={{ current: 3, total: 3 }} />
          <FormAlert kind="error">{refusalMessage(setPassword.error, fieldPathsOf(form.values))}</FormAlert>
          <NewPasswordFields form={form} />
          <SubmitButton loading={setPassword.isPending}>Create Password</SubmitButton>
        </Stack>
      </form>
      <SuccessModal
        opened={done}
        title={messages.accountCreated}
        text="Your account is ready. Log in with your email and new password."
        actionLabel="Proceed to Login"
        onAction={() => navigate(paths.login, { replace: true })}
      />
    </AuthLayout>
  );
}
