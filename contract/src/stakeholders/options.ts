// The four kinds of stakeholder record (docs/product.md#stakeholders).
export const stakeholderTypes = ['new_client', 'new_customer', 'new_digital_customer_and_users', 'others'] as const;
export type StakeholderType = (typeof stakeholderTypes)[number];

// Titles and page colours by type.
export const stakeholderTypeLabels = {
  new_client: 'Client',
  new_customer: 'Customer',
  new_digital_customer_and_users: 'Digital Customer and Users',
  others: 'Others',
} as const satisfies Record<StakeholderType, string>;

export const stakeholderTypeColours = {
  new_client: 'green',
  new_customer: 'grape',
  new_digital_customer_and_users: 'blue',
  others: 'orange',
} as const satisfies Record<StakeholderType, string>;

// How sensitive a stakeholder's record is; who may see each level is a
// permission (permissions/sensitivity.ts). `normal`, seen by everyone who sees
// stakeholders, is a new record's level; the other three are the spec's.
export const stakeholderSensitivities = ['normal', 'most_confidential', 'confidential', 'restricted'] as const;
export const defaultSensitivity = 'normal' satisfies StakeholderSensitivity;
export type StakeholderSensitivity = (typeof stakeholderSensitivities)[number];

// The option lists, as the API sends them.
export const legalStatuses = ['individual_name', 'business_name', 'company', 'government_agency', 'npo'] as const;
export type LegalStatus = (typeof legalStatuses)[number];
// A record of these legal statuses names a contact person (docs/product.md#stakeholders).
export const contactPersonLegalStatuses = [
  'business_name',
  'company',
  'government_agency',
  'npo',
] as const satisfies readonly LegalStatus[];

export const stakeholderCategories = ['vip', 'regular'] as const;
export const businessStatuses = ['active', 'inactive', 'prospective'] as const;
export const formsOfCommercialBusiness = ['investment', 'service', 'product', 'other'] as const;
// The spec's group companies, industries and kinds of 'Others': what a new
// organisation's own lists start with (stakeholder-options.ts).
export const primaryEntities = [
  'antigravity_group_ltd',
  'antigravity_incubated_ltd',
  'antigravity_consulting_ltd',
  'antigravity_techhub_ltd',
  'antigravity_media_ltd',
  'iau_partners',
  'nextgen_aspire_agro_partners_(ngaap)',
] as const;
export const contactPreferences = ['email', 'phone', 'email_and_phone'] as const;
export type ContactPreference = (typeof contactPreferences)[number];
export const industries = ['technology', 'finance', 'healthcare', 'retail', 'other'] as const;
export const financialTypes = ['paying', 'non_paying'] as const;
export const otherStakeholderTypes = ['type_1', 'type_2', 'type_3'] as const;
export const addressTypes = ['street', 'landmark', 'city', 'state', 'country'] as const;
export const kycDocumentTypes = ['bvn', 'nin', 'id_type', 'utility_bill'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

// A log records an email or a call (docs/product.md#stakeholders).
export const logTypes = ['email', 'call'] as const;
export type LogType = (typeof logTypes)[number];

// What each option is called on screen, where its
// value read with spaces and capitals would not do.
export const optionLabels: Record<string, string> = {
  individual_name: 'Individual Name',
  business_name: 'Business Name',
  company: 'Company',
  government_agency: 'Government Agency',
  npo: 'NPO',
  vip: 'VIP',
  email_and_phone: 'Both',
  'nextgen_aspire_agro_partners_(ngaap)': 'NextGen Aspire Agro Partners (NGAAP)',
  iau_partners: 'IAU Partners',
  antigravity_techhub_ltd: 'Antigravity TechHub Ltd',
  landmark: 'Landmark/Nearest Bus-Stop',
  non_paying: 'Non-paying',
  type_1: 'Type 1',
  type_2: 'Type 2',
  type_3: 'Type 3',
  bvn: 'BVN',
  nin: 'NIN',
  id_type: 'ID Type',
  utility_bill: 'Utility Bill',
  most_confidential: 'Most Confidential',
};

// 'business_status' → 'Business Status'; an option's own label where it has one.
export function optionLabel(value: string): string {
  return (
    optionLabels[value] ??
    value
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

// The fields chosen from a fixed list. Those chosen from the organisation's own
// lists (group company, industry, kind of 'Others', digital product) are
// stakeholder-options.ts.
export const stakeholderChoiceFields = {
  legal_status: legalStatuses,
  category: stakeholderCategories,
  business_status: businessStatuses,
  form_of_commercial_business: formsOfCommercialBusiness,
  sensitivity: stakeholderSensitivities,
  financial_type: financialTypes,
  address_type: addressTypes,
  contact_preference: contactPreferences,
} as const;
export type StakeholderChoiceField = keyof typeof stakeholderChoiceFields;

// Free text is kept as typed.
export const stakeholderTextFields = [
  'name',
  'nature_of_service',
  'details',
  'relationship_details',
  'address',
  'contact_person_name',
  'contact_person_title',
  'contract_terms',
  'contract_comments',
] as const;
export type StakeholderTextField = (typeof stakeholderTextFields)[number];

export const stakeholderDateFields = ['contract_start_date', 'contract_end_date', 'contract_renewal_date'] as const;
export type StakeholderDateField = (typeof stakeholderDateFields)[number];

export const stakeholderBasicFields = {
  new_client: [
    'name',
    'legal_status',
    'category',
    'industry_or_sector',
    'business_status',
    'form_of_commercial_business',
    'nature_of_service',
    'details',
    'primary_entity_at_antigravity',
    'strategic_account_manager',
    'sensitivity',
  ],
  new_customer: [
    'name',
    'legal_status',
    'category',
    'industry_or_sector',
    'business_status',
    'form_of_commercial_business',
    'details',
    'primary_entity_at_antigravity',
    'strategic_account_manager',
    'sensitivity',
  ],
  new_digital_customer_and_users: [
    'name',
    'product_service_used',
    'financial_type',
    'industry_or_sector',
    'sensitivity',
  ],
  others: [
    'name',
    'relationship_details',
    'stakeholderType',
    'industry_or_sector',
    'strategic_account_manager',
    'sensitivity',
  ],
} as const satisfies Record<StakeholderType, readonly string[]>;

export const stakeholderAddressFields = [
  'address_type',
  'address',
  'contact_preference',
  'email',
  'phone',
  'contact_person_name',
  'contact_person_title',
  'contact_person_email',
] as const;

export const stakeholderContractFields = [
  // Printed on the record's invoices (docs/product.md#invoices).
  'tax_id',
  'contract_start_date',
  'contract_end_date',
  'contract_renewal_date',
  'contract_terms',
  'contract_comments',
] as const;

// Every field a record of the type keeps; a field of another type sent with it is ignored.
export function stakeholderTypeFields(type: StakeholderType): readonly StakeholderField[] {
  return [...stakeholderBasicFields[type], ...stakeholderAddressFields, ...stakeholderContractFields];
}

// The fields a type cannot go without (docs/product.md#stakeholders), in the
// order their messages are given. A record's sensitivity is not among them: it is
// `normal` unless chosen (CreateStakeholderBody).
export const stakeholderRequiredFields = {
  new_client: [
    'name',
    'legal_status',
    'category',
    'business_status',
    'nature_of_service',
    'primary_entity_at_antigravity',
    'strategic_account_manager',
    'address',
    'contact_preference',
  ],
  new_customer: [
    'name',
    'legal_status',
    'category',
    'industry_or_sector',
    'business_status',
    'form_of_commercial_business',
    'details',
    'primary_entity_at_antigravity',
    'strategic_account_manager',
    'address',
    'contact_preference',
  ],
  new_digital_customer_and_users: [
    'name',
    'product_service_used',
    'financial_type',
    'industry_or_sector',
    'address',
    'contact_preference',
  ],
  others: [
    'name',
    'relationship_details',
    'stakeholderType',
    'industry_or_sector',
    'strategic_account_manager',
    'address',
    'contact_preference',
  ],
} as const satisfies Record<StakeholderType, readonly StakeholderField[]>;

export type StakeholderField =
  | (typeof stakeholderBasicFields)[StakeholderType][number]
  | (typeof stakeholderAddressFields)[number]
  | (typeof stakeholderContractFields)[number];

// The label a field is shown under, where its name read with
// spaces would not do.
const fieldLabels: Partial<Record<StakeholderField, string>> = {
  strategic_account_manager: 'Client Relationship Manager',
  primary_entity_at_antigravity: 'Primary Group Entity',
  stakeholderType: 'Stakeholder Type',
  product_service_used: 'Digital Product Used',
  nature_of_service: 'Type and Nature of Service',
  email: 'Email',
  phone: 'Phone Number',
  tax_id: 'Tax ID (TIN)',
};

export function stakeholderFieldLabel(field: StakeholderField): string {
  return fieldLabels[field] ?? optionLabel(field);
}
