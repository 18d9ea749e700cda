import type { StakeholderField, StakeholderValues } from '@srm/contract';
import type { NewStakeholderRow, StakeholderRow } from '../../db/schema/index.js';

// Each field of the API and the column that keeps it.
const columnOf = {
  name: 'name',
  legal_status: 'legalStatus',
  category: 'category',
  business_status: 'businessStatus',
  industry_or_sector: 'industryOrSector',
  form_of_commercial_business: 'formOfCommercialBusiness',
  nature_of_service: 'natureOfService',
  details: 'details',
  primary_entity_at_antigravity: 'primaryEntity',
  strategic_account_manager: 'accountManagerId',
  sensitivity: 'sensitivity',
  relationship_details: 'relationshipDetails',
  stakeholderType: 'otherType',
  product_service_used: 'productServiceUsed',
  financial_type: 'financialType',
  address_type: 'addressType',
  address: 'address',
  contact_preference: 'contactPreference',
  email: 'emails',
  phone: 'phones',
  contact_person_name: 'contactPersonName',
  contact_person_title: 'contactPersonTitle',
  contact_person_email: 'contactPersonEmail',
  tax_id: 'taxId',
  contract_start_date: 'contractStartDate',
  contract_end_date: 'contractEndDate',
  contract_renewal_date: 'contractRenewalDate',
  contract_terms: 'contractTerms',
  contract_comments: 'contractComments',
} as const satisfies Record<StakeholderField, keyof StakeholderRow>;

export const stakeholderFields = Object.keys(columnOf) as StakeholderField[];

type FieldValue = string | string[] | undefined;

// A row's values as the contract's rules read them: null is no value, and so is an empty list.
export function valuesOfRow(row: StakeholderRow): StakeholderValues {
  const values: Record<string, FieldValue> = {};
  for (const field of stakeholderFields) {
    const value = row[columnOf[field]] as string | string[] | null;
    values[field] = value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
  }
  return values as StakeholderValues;
}

// The columns for a record's kept values: every field written, so one a
// type does not have (or that was cleared) is null.
export function rowValuesOf(values: StakeholderValues) {
  const row: Record<string, unknown> = {};
  for (const field of stakeholderFields) {
    const value = values[field] as FieldValue;
    row[columnOf[field]] =
      Array.isArray(value) || field === 'email' || field === 'phone' ? (value ?? []) : (value ?? null);
  }
  return row as Omit<
    NewStakeholderRow,
    'organizationId' | 'number' | 'reference' | 'type' | 'name' | 'searchText' | 'lastActivityAt'
  > & { name: string };
}

// One search text for every record, whichever module adds it.
export { searchTextOf } from '../../platform/stakeholder-records/stakeholder-search-text.js';

const sameValue = (a: FieldValue, b: FieldValue) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

// The fields whose value differs, with the value before and after.
export function changedFields(before: StakeholderValues, after: StakeholderValues) {
  const changes: Record<string, { from: string | string[] | null; to: string | string[] | null }> = {};
  for (const field of stakeholderFields) {
    const from = before[field] as FieldValue;
    const to = after[field] as FieldValue;
    if (!sameValue(from, to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
