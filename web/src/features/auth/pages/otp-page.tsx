import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { messages, type OtpPurpose, otpField, paths } from '@srm/contract';
import { type ClipboardEvent, useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useResendOtp } from '../api/resend-otp';
import { useValidateOtp } from '../api/validate-otp';
import { AuthLayout } from '../components/auth-layout';
import { useFlowState } from '../flow-state';

const OtpForm = z.object({ otp: otpField });

interface OtpStepProps {
  purpose: OtpPurpose;
  title: string;
  step?: { current: number; total: number };
  // Where the flow starts (no email in state) and where it goes on.
  startPath: string;
  nextPath: string;
}

// Step 2 of sign-up (/otp) and of the password reset (/otp-reset-password).
function OtpStep({ purpose, title, step, startPath, nextPath }: OtpStepProps) {
  const flow = useFlowState();
  const navigate = useNavigate();
  const validate = useValidateOtp();
  const resend = useResendOtp();
  const form = useForm({ initialValues: { otp: '' }, validate: schemaResolver(OtpForm, { sync: true }) });
  const firstBox = useRef<HTMLInputElement>(null);
  // The page is the code: typing starts in its first box, and starts there again after a refusal.
  useEffect(() => firstBox.current?.focus(), []);
  const focusFirstBox = () => firstBox.current?.focus();

  if (!flow) return <Navigate to={startPath} replace />;

  const send = (otp: string) =>
    validate.mutate(
      { email: flow.email, otp, purpose },
      { onSuccess: () => navigate(nextPath, { state: { email: flow.email, otp } }), onError: focusFirstBox },
    );
  const submit = form.onSubmit(({ otp }) => send(otp), focusFirstBox);

  // A whole code pasted into any box, as copied from the email ('123 456', '123-456'),
  // fills every box and is sent: nothing is left to do. Anything else is the boxes' own paste.
  const pasteCode = (event: ClipboardEvent<HTMLElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits.length !== 6) return;
    event.preventDefault();
    event.stopPropagation();
    if (validate.isPending) return;
    form.setFieldValue('otp', digits);
    validate.reset();
    send(digits);
  };

  const resendCode = () => {
    validate.reset();
    resend.mutate({ email: flow.email, purpose });
  };

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTitle title={title} subtitle={`Enter the 6-digit code we sent to ${flow.email}.`} step={step} />
          <FormAlert kind="error">
            {(validate.isError && errorMessage(validate.error)) ||
              (resend.isError && errorMessage(resend.error, { 422: messages.invalidEmailAddress }))}
          </FormAlert>
          <FormAlert kind="success">{resend.isSuccess && messages.otpSent}</FormAlert>
          <Stack gap={4} role="group" aria-labelledby="otp-label" onPasteCapture={pasteCode}>
            <Text id="otp-label" size="sm" fw={500}>
              OTP
            </Text>
            {/* Six boxes of size md fit the narrowest phones (about 300 px of card). */}
            {/* A fixed id: Mantine's generated one changes after mounting, which would
                remount the boxes and drop the focus given on arrival. */}
            <PinInput
              id="otp-code"
              ref={firstBox}
              length={6}
              type="number"
              oneTimeCode
              size="md"
              gap="xs"
              getInputProps={(index) => ({
                'aria-label': `OTP digit ${index + 1} of 6`,
                'aria-invalid': Boolean(form.errors.otp),
                'aria-describedby': form.errors.otp ? 'otp-error' : undefined,
              })}
              {...form.getInputProps('otp')}
              error={Boolean(form.errors.otp)}
            />
            {form.errors.otp && (
              <Text id="otp-error" size="sm" c="red">
                {form.errors.otp}
              </Text>
            )}
          </Stack>
          <SubmitButton loading={validate.isPending}>Continue</SubmitButton>
          <Group justify="center" gap={4}>
            <Text size="sm">Didn't get it?</Text>
            <Button variant="subtle" size="compact-sm" onClick={resendCode} loading={resend.isPending}>
              Resend OTP
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}

export function SignupOtpPage() {
  return (
    <OtpStep
      purpose="signup"
      title="Confirm it's you"
      step={{ current: 2, total: 3 }}
      startPath={paths.createAccount}
      nextPath={paths.createPassword}
    />
  );
}

export function ResetOtpPage() {
  return (
    <OtpStep
      purpose="password_reset"
      title="Confirm it's you"
      startPath={paths.forgotPassword}
      nextPath={paths.resetPassword}
    />
  );
}
