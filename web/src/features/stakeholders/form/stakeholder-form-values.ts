import {
  CreateStakeholderBody,
  type CustomField,
  type CustomValues,
  customValueText,
  defaultSensitivity,
  isOrganizationOptionField,
  kycDocumentTypes,
  namesContactPerson,
  nationalPhoneNumber,
  optionLabel,
  optionLabelIn,
  type Stakeholder,
  type StakeholderField,
  type StakeholderOptions,
  type StakeholderType,
  stakeholderAddressFields,
  stakeholderBasicFields,
  stakeholderChoiceFields,
  stakeholderContractFields,
  stakeholderFieldLabel,
} from '@srm/contract';
import { customFieldProblems, customFieldPath as customPath, filledCustomValues } from '../../../lib/custom-fields';

// The form's values: every field as typed; emails and phones as lists of entries; the organisation's own
// fields by key (docs/decisions/022-organisation-owned-data.md), named `custom_fields.<key>` as the server
// names them in a refusal.
export type StakeholderFormValues = Record<Exclude<StakeholderField, 'email' | 'phone'>, string> & {
  type: StakeholderType;
  email: string[];
  phone: string[];
  custom_fields: CustomValues;
};

export const formTabs = ['basic', 'address', 'contract'] as const;
export type FormTab = (typeof formTabs)[number];
export const formTabLabels = { basic: 'Basic', address: 'Address', contract: 'Contract' } as const;

const allFields = [
  ...new Set<StakeholderField>([
    ...Object.values(stakeholderBasicFields).flat(),
    ...stakeholderAddressFields,
    ...stakeholderContractFields,
  ]),
];

// A kept record as the edit form starts from it.
export function valuesOfRecord(record: Stakeholder): StakeholderFormValues {
  const values = emptyValues(record.type);
  for (const field of allFields) {
    if (field === 'email' || field === 'phone') continue;
    const value = field === 'strategic_account_manager' ? record.strategic_account_manager?.id : record[field];
    values[field] = value ?? '';
  }
  return {
    ...values,
    email: record.email.length > 0 ? [...record.email] : [''],
    phone: record.phone.length > 0 ? [...record.phone] : [''],
    custom_fields: { ...record.custom_fields },
  };
}

// The fields whose new value differs from the record's. An
// emptied field is not among them: the server keeps a value sent empty (decision 014).
export function changedValues(record: StakeholderFormValues, edited: StakeholderFormValues) {
  const before = bodyOf(record) as Record<string, string | string[]>;
  const after = bodyOf(edited) as Record<string, string | string[]>;
  // A phone typed another way, or an email in other capitals, is the same value kept.
  const kept = (field: string, value: string | string[] | undefined) =>
    JSON.stringify(
      field === 'phone' && Array.isArray(value)
        ? value.map((phone) => nationalPhoneNumber(phone) ?? phone)
        : field.includes('email')
          ? [value].flat().map((email) => email?.toLowerCase())
          : value,
    );
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => field !== 'type' && kept(field, value) !== kept(field, before[field]),
    ),
  );
}

export function emptyValues(type: StakeholderType): StakeholderFormValues {
  const values = Object.fromEntries(allFields.map((field) => [field, ''])) as unknown as StakeholderFormValues;
  return { ...values, type, sensitivity: defaultSensitivity, email: [''], phone: [''], custom_fields: {} };
}

// The contact preference shows the email group, the phone
// group or both; a legal status that names a contact person shows its fields.
export function fieldsOfTab(tab: FormTab, values: StakeholderFormValues): readonly StakeholderField[] {
  if (tab === 'basic') return stakeholderBasicFields[values.type];
  if (tab === 'contract') return stakeholderContractFields;
  const preference = values.contact_preference;
  return stakeholderAddressFields.filter((field) => {
    if (field === 'email') return preference === 'email' || preference === 'email_and_phone';
    if (field === 'phone') return preference === 'phone' || preference === 'email_and_phone';
    if (field.startsWith('contact_person_')) return namesContactPerson(values.legal_status);
    return true;
  });
}

// The KYC documents' inputs, below the Basic tab's fields, by the names the server files them under.
export const kycFields = kycDocumentTypes.map((type) => `kyc_${type}` as const);

// The organisation's own fields asked on a tab, after its usual fields, in the organisation's order.
export const customFieldsOfTab = (tab: FormTab, asked: readonly CustomField[]) =>
  asked.filter((field) => (field.tab ?? 'basic') === tab);

// The names of the fields a tab shows, in order: its usual fields, then the organisation's own.
export const pathsOfTab = (tab: FormTab, values: StakeholderFormValues, asked: readonly CustomField[]): string[] => [
  ...fieldsOfTab(tab, values),
  ...customFieldsOfTab(tab, asked).map((field) => customPath(field.key)),
];

// The fields the tabs show, in order: where a refused value can be said (not `type`, which the address gives).
export const shownFields = (values: StakeholderFormValues, asked: readonly CustomField[] = []): string[] =>
  formTabs.flatMap((tab) => pathsOfTab(tab, values, asked));

// The first of `fields` in the order the form shows them, tab by tab, and the tab showing it.
export function firstShown(
  fields: Iterable<string>,
  values: StakeholderFormValues,
  asked: readonly CustomField[] = [],
) {
  const wanted = new Set(fields);
  for (const tab of formTabs) {
    const shown: readonly string[] = [...pathsOfTab(tab, values, asked), ...(tab === 'basic' ? kycFields : [])];
    const field = shown.find((each) => wanted.has(each));
    if (field !== undefined) return { tab, field };
  }
  return undefined;
}

// What is sent is the filled fields shown, with the type; empty values are dropped.
export function bodyOf(values: StakeholderFormValues): CreateStakeholderBody {
  const shown = formTabs.flatMap((tab) => fieldsOfTab(tab, values));
  const body: Record<string, string | string[]> = { type: values.type };
  for (const field of shown) {
    const value = values[field];
    if (Array.isArray(value)) {
      const entries = value.map((entry) => entry.trim()).filter(Boolean);
      if (entries.length > 0) body[field] = entries;
    } else if (value.trim()) {
      body[field] = value.trim();
    }
  }
  return body as CreateStakeholderBody;
}

// The server's own check (the contract's schema and each of the organisation's fields' own messages), field by
// field. `fields` are the records' fields, retired ones too; `held` what the record holds now.
export function problemsOf(
  values: StakeholderFormValues,
  fields: readonly CustomField[] = [],
  held: CustomValues = {},
): Record<string, string> {
  const result = CreateStakeholderBody.safeParse(bodyOf(values));
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'type');
    problems[field] ??= issue.message;
  }
  return { ...customFieldProblems(fields, values.custom_fields, held), ...problems };
}

// The values of the organisation's fields a new record is given: the filled ones.
export const customValuesOf = (values: StakeholderFormValues): CustomValues => filledCustomValues(values.custom_fields);

export { customPath };

// The review's entries for the organisation's fields, by their names, in the form's order.
export const customEntries = (asked: readonly CustomField[], values: CustomValues) =>
  asked.flatMap((field) =>
    field.key in values
      ? [{ field: customPath(field.key), label: field.label, value: customValueText(field, values[field.key]) || '—' }]
      : [],
  );

export const isChoiceField = (field: StakeholderField): field is keyof typeof stakeholderChoiceFields =>
  field in stakeholderChoiceFields;

// A field's value as the review lists it; an option of the organisation's lists by its name there.
export function readableValue(
  field: StakeholderField,
  value: string | string[],
  managerName?: string,
  options?: StakeholderOptions,
) {
  if (Array.isArray(value)) return value.join(', ');
  if (field === 'strategic_account_manager') return managerName ?? value;
  if (isOrganizationOptionField(field)) return optionLabelIn(options?.[field], value);
  return isChoiceField(field) ? optionLabel(value) : value;
}

export { stakeholderFieldLabel as fieldLabel };
