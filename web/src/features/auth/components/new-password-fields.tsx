import { schemaResolver, useForm } from '@mantine/form';
import { NewPasswordForm } from '@srm/contract';
import { PasswordField } from '../../../ui/form/password-field';

// A new password typed twice, checked by the password rule (docs/product.md#accounts) and for a match.
export function usePasswordForm() {
  return useForm({
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(NewPasswordForm, { sync: true }),
  });
}

export function NewPasswordFields({ form }: { form: ReturnType<typeof usePasswordForm> }) {
  return (
    <>
      <PasswordField
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
