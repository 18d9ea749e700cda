import { z } from 'zod';
import { messages } from './messages.js';

// The longest address mail can carry (RFC 5321 path limit): longer is no email.
export const maxEmailLength = 254;

// Every email we accept, in every form: trimmed, at most 254 characters, and
// lower-cased, because emails are compared case-insensitively everywhere.
// Forms differ only in their catalogue messages; `required` makes an empty
// value say so instead of 'invalid'.
export function emailAddress({
  invalid = messages.validEmail,
  required,
}: {
  invalid?: string;
  required?: string;
} = {}) {
  const text = z.string(required ? { error: required } : undefined).trim();
  return (required ? text.min(1, required) : text).max(maxEmailLength, invalid).toLowerCase().pipe(z.email(invalid));
}

export const emailField = emailAddress();
