import { type ManagedOptionList, managedOptionLists, type StakeholderOptions } from '@srm/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedbackProducts, stakeholderOptions } from '../../db/schema/index.js';

export type { StakeholderOptionRow } from '../../db/schema/index.js';

// docs/product.md#stakeholder-options: every list of the organisation in its order, retired options
// too; the digital products are its feedback products, oldest first as their own page lists them.
export async function listOrganizationOptions(db: Database, organizationId: string): Promise<StakeholderOptions> {
  const [options, products] = await Promise.all([
    db
      .select()
      .from(stakeholderOptions)
      .where(eq(stakeholderOptions.organizationId, organizationId))
      .orderBy(asc(stakeholderOptions.list), asc(stakeholderOptions.position), asc(stakeholderOptions.key)),
    db
      .select({ slug: feedbackProducts.slug, name: feedbackProducts.name, retiredAt: feedbackProducts.retiredAt })
      .from(feedbackProducts)
      .where(eq(feedbackProducts.organizationId, organizationId))
      .orderBy(asc(feedbackProducts.createdAt), asc(feedbackProducts.slug)),
  ]);
  const lists = Object.fromEntries(managedOptionLists.map((list) => [list, [] as StakeholderOptions[typeof list]]));
  for (const option of options) {
    lists[option.list]!.push({ key: option.key, label: option.label, retired: option.retiredAt !== null });
  }
  return {
    ...(lists as Pick<StakeholderOptions, ManagedOptionList>),
    product_service_used: products.map((product) => ({
      key: product.slug,
      label: product.name,
      retired: product.retiredAt !== null,
    })),
  };
}

export function listRows(tx: Database, { organizationId, list }: { organizationId: string; list: ManagedOptionList }) {
  return tx
    .select()
    .from(stakeholderOptions)
    .where(and(eq(stakeholderOptions.organizationId, organizationId), eq(stakeholderOptions.list, list)))
    .orderBy(asc(stakeholderOptions.position), asc(stakeholderOptions.key));
}

export async function insertOption(tx: Database, values: typeof stakeholderOptions.$inferInsert) {
  await tx.insert(stakeholderOptions).values(values);
}

interface OptionKey {
  organizationId: string;
  list: ManagedOptionList;
  key: string;
}

const isOption = ({ organizationId, list, key }: OptionKey) =>
  and(
    eq(stakeholderOptions.organizationId, organizationId),
    eq(stakeholderOptions.list, list),
    eq(stakeholderOptions.key, key),
  );

// Whether the option was there to change.
export async function updateOption(
  tx: Database,
  option: OptionKey,
  changes: Partial<Pick<typeof stakeholderOptions.$inferInsert, 'label' | 'retiredAt' | 'position' | 'updatedAt'>>,
) {
  const rows = await tx
    .update(stakeholderOptions)
    .set({ ...changes, updatedAt: changes.updatedAt ?? sql`now()` })
    .where(isOption(option))
    .returning({ id: stakeholderOptions.id });
  return rows.length === 1;
}

// The keys of the organisation's group companies and industries whose name holds the search: a search for
// 'Sunrise Solar' finds the records of that group company (docs/product.md#stakeholder-options).
export async function optionKeysNamed(db: Database, organizationId: string, pattern: string) {
  const options = await db
    .select({ list: stakeholderOptions.list, key: stakeholderOptions.key })
    .from(stakeholderOptions)
    .where(and(eq(stakeholderOptions.organizationId, organizationId), ilike(stakeholderOptions.label, pattern)));
  const keysOf = (list: ManagedOptionList) =>
    options.filter((option) => option.list === list).map((option) => option.key);
  return { primaryEntity: keysOf('primary_entity_at_antigravity'), industry: keysOf('industry_or_sector') };
}
