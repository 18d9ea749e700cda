import { Anchor, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { paths, RegisterBody } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldPathsOf, focusFirstError, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';

export function CreateAccountPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    initialValues: { first_name: '', last_name: '', company_name: '', email: '' },
    validate: schemaResolver(RegisterBody, { sync: true }),
  });

  const firstName = useRef<HTMLInputElement>(null);
  // The page is the form: typing starts in its first field.
  useEffect(() => firstName.current?.focus(), []);

  const submit = form.onSubmit(
    (values) =>
      register.mutate(values, {
        onSuccess: () => navigate(paths.otp, { state: { email: values.email.trim().toLowerCase() } }),
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
          <SubmitButton loading={register.isPending}>Create Account</SubmitButton>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login} underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
