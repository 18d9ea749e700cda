import { Button, type ButtonProps } from '@mantine/core';

// The loading button of every form: busy while its request runs.
export function SubmitButton({ children, ...props }: ButtonProps & { children: string }) {
  return (
    <Button type="submit" fullWidth size="md" {...props}>
      {children}
    </Button>
  );
}
