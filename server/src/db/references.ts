import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { referenceCounters } from './schema/index.js';

type Executor = Pick<Database, 'insert'>;

export type ReferenceKind = 'TCK' | 'FBK' | 'STK' | 'LOG';

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
