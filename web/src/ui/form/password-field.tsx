import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

interface PasswordFieldProps extends Omit<PasswordInputProps, 'placeholder'> {
  label: string;
  placeholder?: string;
}

// Mantine's eye button is skipped by Tab and unnamed by default; here it is a
// named button a keyboard can reach.
export function PasswordField({ label, placeholder, ...props }: PasswordFieldProps) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      label={label}
      placeholder={`Enter ${placeholder ?? label.toLowerCase()}`}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleIcon={({ reveal }) => (reveal ? <IconEyeOff size={18} /> : <IconEye size={18} />)}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide password' : 'Show password',
        'aria-hidden': false,
        tabIndex: 0,
      }}
      {...props}
    />
  );
}
