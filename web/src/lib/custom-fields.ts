import {
  type CustomField,
  type CustomFields,
  type CustomFieldTarget,
  type CustomValue,
  type CustomValues,
  customValueProblems,
  sameValue,
} from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from './query-keys';

// The organisation's own fields of stakeholder records and tickets (docs/decisions/022-organisation-owned-data.md):
// managed in Organization Settings, asked by the stakeholder and ticket forms, shown on their pages. One query,
// every field of both targets in order, retired ones too, so a value a record keeps is still named; each change
// in the settings writes the server's answer into it.
export const getCustomFields = () => apiRequest<CustomFields>('/profile/custom-fields/');

export const customFieldsQueryOptions = queryOptions({ queryKey: queryKeys.customFields, queryFn: getCustomFields });

export function useCustomFields() {
  return useQuery(customFieldsQueryOptions);
}

// A target's fields a form asks, in order: the live ones, and a retired one only while `held` keeps its value
// (shown, not asked anew).
export function fieldsToAsk(
  fields: readonly CustomField[] | undefined,
  target: CustomFieldTarget,
  held: CustomValues = {},
): CustomField[] {
  return (fields ?? []).filter(
    (field) => field.target === target && (!field.retired || hasValue(held[field.key] ?? null)),
  );
}

export const hasValue = (value: CustomValue | undefined) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

// The name a form gives a field's input, as the server names it in a refusal.
export const customFieldPath = (key: string) => `custom_fields.${key}`;

// The contract's check of the values (each field's own message), by the inputs' names. `fields` are the target's
// fields, retired ones too; `held` what the record or ticket holds now.
export function customFieldProblems(
  fields: readonly CustomField[],
  values: CustomValues,
  held: CustomValues = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(customValueProblems(fields, values, held)).map(([key, problem]) => [customFieldPath(key), problem]),
  );
}

// The values filled in, as a new record or ticket is given them.
export const filledCustomValues = (values: CustomValues): CustomValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => hasValue(value)));

// The values an edit changes, each with its new value (null clears one): only the values sent change.
export function changedCustomValues(before: CustomValues, after: CustomValues): CustomValues {
  const kept = (value: CustomValue | undefined) => (hasValue(value) ? (value ?? null) : null);
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => !sameValue(kept(before[key]), kept(after[key])))
      .map((key) => [key, kept(after[key])]),
  );
}
