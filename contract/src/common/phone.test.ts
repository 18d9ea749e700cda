import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { formatNigerianPhone, nationalPhoneNumber, phoneLink } from './phone.js';
import { nigerianPhoneField, optionalNigerianPhoneField } from './phone-fields.js';

const parse = (text: unknown) => nigerianPhoneField.safeParse(text);

// Every way of typing one number: bare, with the trunk 0, with 234 or +234,
// grouped with spaces, dashes, both, or around the prefix.
const prefixes = ['', '0', '234', '+234', '+234 ', '234-', '0 '];
const groupings = [
  (digits: string) => digits,
  (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
  (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
  (digits: string) => `${digits.slice(0, 3)} - ${digits.slice(3, 6)}  ${digits.slice(6)}`,
  (digits: string) => ` ${digits.split('').join(' ')} `,
];
const nationals = ['8031234567', '7012345678', '9098765432', '8100000000', '7029999999'];
const typedForms = nationals.flatMap((national) =>
  prefixes.flatMap((prefix) => groupings.map((group) => [`${prefix}${group(national)}`, national] as const)),
);

describe('the Nigerian phone field', () => {
  it.each([
    ['8031234567', '8031234567'],
    ['08031234567', '8031234567'],
    ['+2348031234567', '8031234567'],
    ['2348031234567', '8031234567'],
    ['0803 123 4567', '8031234567'],
    ['+234 803 123 4567', '8031234567'],
    ['0803-123-4567', '8031234567'],
    ['  0907 000 1111 ', '9070001111'],
  ])('keeps %s as %s', (typed, stored) => {
    expect(parse(typed).data).toBe(stored);
  });

  it(`keeps the 10 digits of every way of typing a number (${typedForms.length} forms)`, () => {
    for (const [typed, national] of typedForms) expect(parse(typed).data, typed).toBe(national);
  });

  it('reads a kept number back as itself', () => {
    for (const national of nationals) expect(parse(formatNigerianPhone(national)).data).toBe(national);
  });

  it.each([
    ['too few digits', '080312345'],
    ['a trunk 0 and only 9 digits', '0801234567'],
    ['too many digits', '080312345678'],
    ['a letter', '803123456a'],
    ['another country code', '+44 803 123 4567'],
    ['+ without the country code', '+8031234567'],
    ['both the country code and the trunk 0', '+234 0803 123 4567'],
    ['a landline of 8 digits', '01 234 5678'],
    ['brackets', '(0803) 123 4567'],
    ['dots', '0803.123.4567'],
    ['nothing', ''],
    ['only spaces', '   '],
  ])('refuses %s (%s) with the catalogue message', (_case, typed) => {
    expect(parse(typed).error?.issues.map((issue) => issue.message)).toEqual([messages.phoneInvalid]);
  });

  it('refuses a 10-digit number that does not start with 7, 8 or 9, however it is typed', () => {
    for (const first of '0123456') {
      for (const prefix of prefixes) {
        expect(parse(`${prefix}${first}031234567`).success, `${prefix}${first}031234567`).toBe(false);
      }
    }
  });

  it.each([[8031234567], [null], [undefined]])('refuses %s, which is not text, with the same message', (value) => {
    expect(parse(value).error?.issues.map((issue) => issue.message)).toEqual([messages.phoneInvalid]);
  });
});

describe('the optional phone field', () => {
  it.each([[undefined], [''], ['   ']])('reads %j as no phone', (value) => {
    expect(optionalNigerianPhoneField.safeParse(value)).toEqual({ success: true, data: undefined });
  });

  it('keeps a given phone as its 10 digits, and refuses a wrong one', () => {
    expect(optionalNigerianPhoneField.parse('+234 803-123-4567')).toBe('8031234567');
    expect(optionalNigerianPhoneField.safeParse('12345').error?.issues[0]?.message).toBe(messages.phoneInvalid);
  });
});

describe('showing a phone', () => {
  it('shows the national number with +234, grouped 3-3-4', () => {
    expect(formatNigerianPhone('8031234567')).toBe('+234 803 123 4567');
  });

  it('links to the number with its country code', () => {
    expect(phoneLink('8031234567')).toBe('tel:+2348031234567');
  });

  it('shows a number it cannot read as it was kept', () => {
    expect(formatNigerianPhone('12345')).toBe('12345');
    expect(nationalPhoneNumber('12345')).toBeNull();
  });
});
