// Money is kept in kobo (integers), so sums never drift (docs/product.md#invoices).
// The API shows naira as numbers with at most two decimals (8774.33).

export const koboToNaira = (kobo: number) => kobo / 100;

// Hundredths of a decimal number, rounded half up as it is written: 1.005 is
// 100.5 hundredths and gives 101, where 1.005 * 100 in binary is 100.4999….
function hundredths(value: number) {
  const shifted = String(value).includes('e') ? value * 100 : Number(`${value}e2`);
  return Math.round(shifted);
}

// Naira typed by a person or sent by a client, to the kobo (half up).
export const nairaToKobo = hundredths;

const nairaFormat = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// ₦8,774.33: how every amount is shown, on screen, in emails and in the PDF.
export function formatNaira(kobo: number) {
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${nairaFormat.format(Math.abs(kobo) / 100)}`;
}

// A share of an amount, rounded half up to the kobo, in integers only: the rate
// comes in basis points (7.5 % is 750), so no binary fraction is ever rounded.
export function percentOf(kobo: number, basisPoints: number) {
  const product = BigInt(kobo) * BigInt(basisPoints);
  return Number((product * 2n + 10_000n) / 20_000n);
}

// A percentage (7.5, 12.25), in basis points: 750, 1225.
export const percentToBasisPoints = hundredths;
