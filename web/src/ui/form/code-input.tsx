import { PinInput, Stack, Text } from '@mantine/core';
import type { ClipboardEvent, Ref } from 'react';

interface CodeInputProps {
  // A fixed id: Mantine's generated one changes after mounting, which would
  // remount the boxes and drop a focus given on arrival.
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  // A whole code pasted into any box ('123 456', '123-456', as copied from the
  // email): the boxes are filled and the code handed over, nothing is left to do.
  onPasteCode: (code: string) => void;
  // The first box, to put the focus in.
  ref?: Ref<HTMLInputElement>;
}

// The six boxes of an emailed 6-digit code, as sign-up's code page draws them
// (features/auth/pages/otp-page.tsx): one labelled group, each box named, the
// error said under them. Size md fits the narrowest phones (about 300 px).
export function CodeInput({ id, label, value, onChange, error, onPasteCode, ref }: CodeInputProps) {
  const pasteCode = (event: ClipboardEvent<HTMLElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits.length !== 6) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(digits);
    onPasteCode(digits);
  };
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId} onPasteCapture={pasteCode}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <PinInput
        id={id}
        ref={ref}
        length={6}
        type="number"
        oneTimeCode
        size="md"
        gap="xs"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({
          'aria-label': `${label} digit ${index + 1} of 6`,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error && (
        <Text id={errorId} size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
