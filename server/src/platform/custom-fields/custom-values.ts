import { type CustomField, type CustomValues, customValueProblems, keptCustomValues } from '@srm/contract';
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
