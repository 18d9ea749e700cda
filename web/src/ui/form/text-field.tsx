import { TextInput, type TextInputProps } from '@mantine/core';

interface TextFieldProps extends Omit<TextInputProps, 'placeholder'> {
  label: string;
  // Completes 'Enter {placeholder}'; the label in lower case when left out.
  placeholder?: string;
}

// A labelled input with its error line and an 'Enter …' placeholder.
export function TextField({ label, placeholder, ...props }: TextFieldProps) {
  return <TextInput label={label} placeholder={`Enter ${placeholder ?? label.toLowerCase()}`} {...props} />;
}
