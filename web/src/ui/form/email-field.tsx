import type { TextInputProps } from '@mantine/core';
import { TextField } from './text-field';

// The email input of every form: right keyboard on phones, browser autofill.
export function EmailField(props: Omit<TextInputProps, 'label' | 'placeholder' | 'type'>) {
  return <TextField label="Email Address" placeholder="email address" type="email" autoComplete="email" {...props} />;
}
