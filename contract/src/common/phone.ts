// How a phone is read and shown; the request fields that take one are in
// phone-fields.ts, apart so a page can show phones without loading zod.
// docs/product.md#phones: a phone is kept as the 10-digit national number and always
// shown with +234. People type it with the trunk 0 (0803 123 4567), with the
// country code (+234 803 123 4567, 234…), or bare, spaced or dashed as they like.
const separators = /[\s-]/g;
// A 10-digit national number starts with 7, 8 or 9 (mobile and 0702-style
// fixed-wireless numbers); Nigerian landlines have fewer digits, so the
// 10-digit rule already leaves them out (docs/decisions/008-messages-and-phones.md).
const typedPhone = /^(?:\+?234|0)?([789]\d{9})$/;

export const phoneCountryCode = '+234';

// The 10-digit national number, or null when the text is not a Nigerian phone.
export function nationalPhoneNumber(text: string): string | null {
  return typedPhone.exec(text.replace(separators, ''))?.[1] ?? null;
}

// '8031234567' → '+234 803 123 4567'. Anything else is shown as it was kept.
export function formatNigerianPhone(phone: string): string {
  const national = nationalPhoneNumber(phone);
  if (!national) return phone;
  return `${phoneCountryCode} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

// The address of a `tel:` link: '+2348031234567'.
export function phoneLink(phone: string): string {
  const national = nationalPhoneNumber(phone);
  return `tel:${national ? `${phoneCountryCode}${national}` : phone}`;
}
