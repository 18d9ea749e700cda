import {
  type CustomField,
  type CustomValue,
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

// A spreadsheet's cells as values of the organisation's fields (docs/stakeholder-csv.md): a column headed by a
// field's label (any letter case) or key; an empty cell leaves the value alone. A cell that does not read as its
// type is passed on as typed, so the field's own message refuses it.
export function customValuesFromCells(fields: readonly CustomField[], cells: Record<string, string>): CustomValues {
  const byHeader = new Map(
    fields.flatMap((field) => [
      [field.label.toLowerCase(), field],
      [field.key, field],
    ]),
  );
  const values: CustomValues = {};
  for (const [header, cell] of Object.entries(cells)) {
    const field = byHeader.get(header.trim().toLowerCase());
    const text = cell.trim();
    if (!field || text === '' || field.key in values) continue;
    values[field.key] = cellValue(field, text);
  }
  return values;
}

const yes = new Set(['yes', 'true', '1', 'y']);
const no = new Set(['no', 'false', '0', 'n']);

function cellValue(field: CustomField, text: string): CustomValue {
  const choiceOf = (typed: string) =>
    field.choices.find((choice) => choice.toLowerCase() === typed.trim().toLowerCase()) ?? typed.trim();
  switch (field.type) {
    case 'number': {
      const number = Number(text.replace(/,/g, ''));
      return Number.isFinite(number) ? number : text;
    }
    case 'yes_no':
      return yes.has(text.toLowerCase()) ? true : no.has(text.toLowerCase()) ? false : text;
    case 'choice':
      return choiceOf(text);
    case 'multi_choice':
      return text.split(';').map(choiceOf).filter(Boolean);
    default:
      return text;
  }
}
