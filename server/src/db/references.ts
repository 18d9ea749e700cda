import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { referenceCounters } from './schema/index.js';

type Executor = Pick<Database, 'insert'>;

export type ReferenceKind = 'TCK' | 'FBK' | 'STK' | 'LOG' | 'REF';

// The next human reference of an organisation, e.g. TCK-000042 (docs/product.md#tickets).
// One upsert takes the number, so concurrent creates never share one; inside
// the caller's transaction, a rolled-back create gives its number back.
export async function nextReference(executor: Executor, organizationId: string, kind: ReferenceKind) {
  const [counter] = await executor
    .insert(referenceCounters)
    .values({ organizationId, kind, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.organizationId, referenceCounters.kind],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ number: referenceCounters.lastValue });
  const number = counter!.number;
  return { number, reference: `${kind}-${String(number).padStart(6, '0')}` };
}

const referenceDigits = 6;
const largestNumber = 2_147_483_647;

// The numbers whose reference's digits begin with `digits` (references are
// nextReference's: at least six digits, zero-padded), as inclusive ranges. A
// search for "TCK-0421" is then a range of the (organisation, number) index
// instead of a trigram search whose "tck" matches every ticket.
export function numbersWithDigitsPrefix(digits: string): [number, number][] {
  const ranges: [number, number][] = [];
  const value = Number(digits);
  // Below a million, the digits are padded to six.
  if (digits.length <= referenceDigits) {
    const scale = 10 ** (referenceDigits - digits.length);
    ranges.push([value * scale, (value + 1) * scale - 1]);
  }
  // From a million on, a number is written in full: seven digits and more, never with a leading zero.
  if (!digits.startsWith('0')) {
    for (let width = Math.max(referenceDigits + 1, digits.length); width <= String(largestNumber).length; width += 1) {
      const scale = 10 ** (width - digits.length);
      const from = value * scale;
      if (from > largestNumber) break;
      ranges.push([from, Math.min((value + 1) * scale - 1, largestNumber)]);
    }
  }
  return ranges;
}

// The number a whole reference of this kind names ("tck-000123" → 123), so an
// exact search is one lookup of the (organisation, number) index.
export function numberOfReference(kind: ReferenceKind, text: string): number | undefined {
  const digits = new RegExp(`^${kind}-(\\d{${referenceDigits},10})$`, 'i').exec(text.trim())?.[1];
  if (!digits) return undefined;
  const number = Number(digits);
  const written = String(number).padStart(referenceDigits, '0');
  return written === digits && number <= largestNumber ? number : undefined;
}
