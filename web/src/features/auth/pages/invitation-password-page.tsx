import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { fieldPathsOf, focusFirstError, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useInvitation } from '../api/check-invitation';
import { useSetPassword } from '../api/set-password';
import { AuthLayout } from '../components/auth-layout';
import { DeadInvitation } from '../components/dead-invitation';
import { NewPasswordFields, usePasswordForm } from '../components/new-password-fields';
import { SuccessModal } from '../components/success-modal';

// The server answers a dead invitation link (used, replaced, expired, made up) with 400.
const isDeadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

// /user-create-password?token=… and /user-set-password?token=…: an invited staff
// member chooses a password; the token from the invitation email proves the address.
// The link is checked on arrival, so a dead one says so before any typing.
export function InvitationPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const invitation = useInvitation(token);
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = usePasswordForm();
  const [done, setDone] = useState(false);

  const submit = form.onSubmit(
    ({ password }) => {
      if (!token) return;
      setPassword.mutate(
        { token, password },
        {
          onSuccess: () => setDone(true),
          onError: (error) => showRefusal(form, error),
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  const dead = !token || isDeadLink(invitation.error) || isDeadLink(setPassword.error);
  // Anything else that stops the check (no network) leaves the form: submitting checks the link again.
  const checkFailed = invitation.isError && !dead && errorMessage(invitation.error);

  return (
    <AuthLayout>
      {dead ? (
        <DeadInvitation />
      ) : invitation.isPending ? (
        <Center py="xl">
          <Loader aria-label="Checking your invitation" />
        </Center>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormTitle
              title="Create a Password"
              subtitle={
                invitation.data
                  ? `You were invited to SRM as ${invitation.data.email}. Choose a password to log in.`
                  : 'You were invited to SRM. Choose a password to log in.'
              }
            />
            <FormAlert kind="error">
              {checkFailed || refusalMessage(setPassword.error, fieldPathsOf(form.values))}
            </FormAlert>
            <NewPasswordFields form={form} />
            <SubmitButton loading={setPassword.isPending}>Create Password</SubmitButton>
            <Anchor component={Link} to={paths.login} size="sm" ta="center">
              Back to login
            </Anchor>
          </Stack>
        </form>
      )}
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
