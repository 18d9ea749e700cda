import { Anchor, type AnchorProps, Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatNigerianPhone, phoneCountryCode, phoneLink } from '@srm/contract';

interface PhoneInputProps extends Omit<TextInputProps, 'type' | 'leftSection'> {
  label?: string;
}

// The one phone input (docs/product.md#phones): +234 stands before the number, and the
// contract's nigerianPhoneField takes it typed after it, with a leading 0, or
// with 234 / +234, spaced or dashed. The description says so to screen readers.
export function PhoneInput({
  label = 'Phone',
  description = 'A Nigerian number (+234), e.g. 0803 123 4567',
  ...props
}: PhoneInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="803 123 4567"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {phoneCountryCode}
        </Text>
      }
      leftSectionWidth={52}
      leftSectionPointerEvents="none"
      {...props}
    />
  );
}

// A kept phone (its 10 digits) as people read it, +234 803 123 4567, ready to call.
export function PhoneLink({ phone, ...props }: AnchorProps & { phone: string }) {
  return (
    <Anchor href={phoneLink(phone)} {...props}>
      {formatNigerianPhone(phone)}
    </Anchor>
  );
}
