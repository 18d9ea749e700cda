import { z } from 'zod';

// True when `value` has at most `places` decimals (allowing for binary fractions: 0.1 + 0.2).
export const atMostDecimals = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

// The API takes numbers as JSON numbers only (docs/product.md#api-conventions). The invoice forms'
// boxes hold text while typed, so the forms read the same rules through numberFromText.
export type NumberReader = (message: string) => z.ZodType<number, unknown>;
export const jsonNumber: NumberReader = (message) => z.number({ error: message });
export const numberFromText: NumberReader = (message) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }),
  );
