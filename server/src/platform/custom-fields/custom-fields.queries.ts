import type { CustomField, CustomFieldTarget } from '@srm/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CustomFieldRow, customFields } from '../../db/schema/index.js';

export const toCustomField = (row: CustomFieldRow): CustomField => ({
  id: row.id,
  target: row.target,
  key: row.key,
  label: row.label,
  type: row.type,
  required: row.required,
  tab: row.tab,
  choices: row.choices,
  retired: row.retiredAt !== null,
});

// docs/product.md#custom-fields: the organisation's fields, of one target or both, in their order, retired ones
// too (what records hold of them still reads).
export async function listCustomFields(
  db: Database,
  { organizationId, target }: { organizationId: string; target?: CustomFieldTarget },
) {
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.organizationId, organizationId), target ? eq(customFields.target, target) : undefined))
    .orderBy(asc(customFields.target), asc(customFields.position), asc(customFields.key));
  return rows.map(toCustomField);
}

export async function insertCustomField(tx: Database, values: typeof customFields.$inferInsert) {
  const [row] = await tx.insert(customFields).values(values).returning({ id: customFields.id });
  return row!.id;
}

// Whether the field was there to change.
export async function updateCustomField(
  tx: Database,
  { organizationId, fieldId }: { organizationId: string; fieldId: string },
  changes: Partial<typeof customFields.$inferInsert>,
) {
  const rows = await tx
    .update(customFields)
    .set(changes)
    .where(and(eq(customFields.organizationId, organizationId), eq(customFields.id, fieldId)))
    .returning({ id: customFields.id });
  return rows.length === 1;
}
