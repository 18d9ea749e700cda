import {
  type CustomField,
  type CustomValues,
  customValueProblems,
  customValueText,
  keptCustomValues,
  sameValue,
} from '@srm/contract';
import { AppError } from '../errors/app-error.js';

// The values a record or ticket will hold once `sent` is laid over what it `held`, checked field by field
// (docs/product.md#custom-fields); refused with each field's own message under `custom_fields.<key>`.
export function checkedCustomValues(
  fields: readonly CustomField[],
  sent: CustomValues | undefined,
  held: CustomValues = {},
): CustomValues {
  const values = { ...held, ...(sent ?? {}) };
  const problems = customValueProblems(fields, values, held);
  if (Object.keys(problems).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      Object.fromEntries(Object.entries(problems).map(([key, text]) => [`custom_fields.${key}`, text])),
    );
  }
  return keptCustomValues(values);
}

// The words of the text values, for the row's trigram search.
export function customSearchText(fields: readonly CustomField[], values: CustomValues): string {
  const textKeys = new Set(
    fields.filter((field) => field.type === 'text' || field.type === 'long_text').map((f) => f.key),
  );
  return Object.entries(values)
    .filter(([key, value]) => textKeys.has(key) && typeof value === 'string')
    .map(([, value]) => value as string)
    .join(' ');
}

// A change entry's fields for the custom values that changed, under `custom_fields.<key>`, each as it reads.
export function customValueChanges(fields: readonly CustomField[], before: CustomValues, after: CustomValues) {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  const typeOf = new Map(fields.map((field) => [field.key, field]));
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameValue(before[key], after[key])) continue;
    const field = typeOf.get(key) ?? { type: 'text' as const };
    changes[`custom_fields.${key}`] = {
      from: customValueText(field, before[key]) || null,
      to: customValueText(field, after[key]) || null,
    };
  }
  return changes;
}
