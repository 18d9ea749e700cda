import type { CustomField, CustomFields, CustomFieldTarget, CustomValues } from '@srm/contract';
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

export const hasValue = (value: CustomValues[string] | undefined) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
