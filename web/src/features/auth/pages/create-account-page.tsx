import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '@srm/contract';
import { useRef } from 'react';
import { deferredResolver, deferredSchema, useLoadOnFirstUse } from '../../../lib/deferred-schema';
import { fieldPathsOf, focusFirstError, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { PageLink, useGoTo } from '../../../lib/page-navigation';
import { useFocusOnArrival } from '../../../lib/use-focus-on-arrival';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';

const registerBody = deferredSchema(async () => (await import('../sign-in-schemas')).RegisterBody);

// Drawn by the app, and by the sign-in pages' own entry (docs/decisions/028-sign-in-pages-entry.md).
export function CreateAccountPage() {
  const goTo = useGoTo();
  const register = useRegister();
  const form = useForm({
    initialValues: { first_name: '', last_name: '', company_name: '', email: '' },
    validate: deferredResolver(registerBody),
  });
  useLoadOnFirstUse(registerBody);

  const firstName = useRef<HTMLInputElement>(null);
  // The page is the form: typing starts in its first field.
  useFocusOnArrival(firstName);

  const submit = form.onSubmit(
    (values) =>
      register.mutate(values, {
        onSuccess: () => goTo(paths.otp, { state: { email: values.email.trim().toLowerCase() } }),
        onError: (error) => showRefusal(form, error),
      }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthLayout>
      {/* Drawn ahead by the build, the form could be sent before its code arrives where a browser ignores
          `inert` (docs/decisions/024): then as a POST, never with the password in the address. */}
      <form onSubmit={submit} method="post" noValidate>
        <Stack gap="md">
          <FormTitle title="Create Account" subtitle="Set up SRM for your business" step={{ current: 1, total: 3 }} />
          <FormAlert kind="error">{refusalMessage(register.error, fieldPathsOf(form.values))}</FormAlert>
          <TextField
            ref={firstName}
            label="First Name"
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextField label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          <TextField label="Business Name" autoComplete="organization" {...form.getInputProps('company_name')} />
          <EmailField {...form.getInputProps('email')} />
          {/* Busy while checked and sent, and until the next page shows, as on the login page. */}
          <SubmitButton loading={form.submitting || register.isPending || register.isSuccess}>
            Create Account
          </SubmitButton>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <PageLink to={paths.login} underline="always">
              Log in
            </PageLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
