import { z } from 'zod';
import { messages } from './messages.js';
import { nationalPhoneNumber } from './phone.js';

// One phone field for every form and request body: any accepted way of typing
// it in, the 10 digits out.
export const nigerianPhoneField = z.string({ error: messages.phoneInvalid }).transform((text, context) => {
  const national = nationalPhoneNumber(text);
  if (national) return national;
  context.issues.push({ code: 'custom', message: messages.phoneInvalid, input: text });
  return z.NEVER;
});

// The same, where the phone may be left out: blank reads as no phone.
export const optionalNigerianPhoneField = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .optional()
  .transform((text) => text || undefined)
  .pipe(nigerianPhoneField.optional());
