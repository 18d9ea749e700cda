// Money is kept in kobo (integers), so sums never drift (docs/product.md#invoices): the server computes,
// stores, renders and compares kobo. Naira appear only where the API answers (and reads) amounts, and on
// screen (docs/decisions/015-invoices.md).

declare const koboUnit: unique symbol;
// A whole number of kobo. Branded, so that a plain number (naira, a count) passed where kobo are meant is a
// type error.
export type Kobo = number & { readonly [koboUnit]: true };
export const kobo = (amount: number) => amount as Kobo;

// The API shows naira as numbers with at most two decimals (8774.33).
export const koboToNaira = (amount: Kobo) => amount / 100;

// Hundredths of a decimal number, rounded half up as it is written: 1.005 is
// 100.5 hundredths and gives 101, where 1.005 * 100 in binary is 100.4999….
function hundredths(value: number) {
  const shifted = String(value).includes('e') ? value * 100 : Number(`${value}e2`);
  return Math.round(shifted);
}

// Naira typed by a person or sent by a client, to the kobo (half up).
export const nairaToKobo = (naira: number) => kobo(hundredths(naira));

const nairaFormat = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// ₦8,774.33: how every amount is shown, on screen, in emails and in the PDF. The web formats the API's
// naira (at most two decimals, so shown exactly); the server formats its kobo with formatKobo.
export function formatNaira(naira: number) {
  const sign = naira < 0 ? '-' : '';
  return `${sign}₦${nairaFormat.format(Math.abs(naira))}`;
}

export const formatKobo = (amount: Kobo) => formatNaira(koboToNaira(amount));

// A share of an amount, rounded half up to the kobo, in integers only: the rate
// comes in basis points (7.5 % is 750), so no binary fraction is ever rounded.
export function percentOf(amount: Kobo, basisPoints: number) {
  const product = BigInt(amount) * BigInt(basisPoints);
  return kobo(Number((product * 2n + 10_000n) / 20_000n));
}

// A percentage (7.5, 12.25), in basis points: 750, 1225; and back.
export const percentToBasisPoints = hundredths;
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;
