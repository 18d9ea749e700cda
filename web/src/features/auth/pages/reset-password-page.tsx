import { Stack } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage, fieldErrorsOf } from '../../../api/error-message';
import { focusFirstError } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, usePasswordForm } from '../components/new-password-fields';
import { SuccessModal } from '../components/success-modal';
import { useFlowState } from '../flow-state';

export function ResetPasswordPage() {
  const flow = useFlowState();
  const navigate = useNavigate();
  const confirmReset = useConfirmPasswordReset();
  const form = usePasswordForm();
  const [done, setDone] = useState(false);

  if (!flow?.otp) return <Navigate to={paths.forgotPassword} replace />;
  const { email, otp } = flow;

  const submit = form.onSubmit(
    ({ password }) =>
      confirmReset.mutate(
        { email, otp, new_password: password },
        {
          onSuccess: () => setDone(true),
          onError: (error) => {
            const errors = { password: fieldErrorsOf(error).new_password };
            form.setErrors(errors);
            focusFirstError(form, errors);
          },
        },
      ),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTitle title="Reset Password" subtitle="Choose a new password for your account." />
          <FormAlert kind="error">{confirmReset.isError && errorMessage(confirmReset.error)}</FormAlert>
          <NewPasswordFields form={form} />
          <SubmitButton loading={confirmReset.isPending}>Reset Password</SubmitButton>
        </Stack>
      </form>
      <SuccessModal
        opened={done}
        title={messages.passwordResetSuccessful}
        text="Log in with your new password. You have been logged out everywhere else."
        actionLabel="Proceed to Login"
        onAction={() => navigate(paths.login, { replace: true })}
      />
    </AuthLayout>
  );
}
