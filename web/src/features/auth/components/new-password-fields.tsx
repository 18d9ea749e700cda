import { schemaResolver, useForm } from '@mantine/form';
import { NewPasswordForm } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { PasswordField } from '../../../ui/form/password-field';

// A new password typed twice, checked by the password rule (docs/product.md#accounts) and for a match.
export function usePasswordForm() {
  return useForm({
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(NewPasswordForm, { sync: true }),
  });
}

// Each page that shows them is a password form: typing starts in the first field.
export function NewPasswordFields({ form }: { form: ReturnType<typeof usePasswordForm> }) {
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => password.current?.focus(), []);
  return (
    <>
      <PasswordField
        ref={password}
        label="New Password"
        placeholder="new password"
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Confirm Password"
        placeholder="password again"
        autoComplete="new-password"
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}
