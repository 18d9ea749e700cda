import { z } from 'zod';
import { messages } from './messages.js';

// The largest value PostgreSQL's `integer` holds. Every whole number the API takes
// that reaches such a column or parameter (a sequence, a page) is bounded by it,
// so an outsized one is a 4xx naming the field, never a failed statement.
export const largestInteger = 2_147_483_647;

// Pages of a list go no further than this: a million pages of 100 is past any list we keep.
export const largestPage = 1_000_000;

interface Bounds {
  min: number;
  max: number;
  message?: string;
}

// A whole number in a JSON body: a number, never text or true (docs/product.md#api-conventions).
export const wholeNumber = ({ min, max, message = messages.invalidValue }: Bounds) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

// A whole number in a query string or multipart field, where every value arrives as text.
export const wholeNumberText = ({ min, max, message = messages.invalidValue }: Bounds) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
