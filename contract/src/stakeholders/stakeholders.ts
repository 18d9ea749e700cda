import { z } from 'zod';
import { CustomValues } from '../common/custom-fields.js';
import { maxEmailLength } from '../common/email.js';
import { type MessageKey, messages } from '../common/messages.js';
import { nationalPhoneNumber } from '../common/phone.js';
import {
  type ContactPreference,
  contactPersonLegalStatuses,
  defaultSensitivity,
  type StakeholderField,
  type StakeholderSensitivity,
  type StakeholderType,
  stakeholderChoiceFields,
  stakeholderRequiredFields,
  stakeholderTypeFields,
  stakeholderTypes,
} from './options.js';
import { optionKeyPattern } from './stakeholder-options.js';

// Empty or null values are dropped; values are trimmed.
const blankToNothing = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

// An option's value is lower-cased with
// spaces turned into underscores ('Non Paying' → 'non_paying').
export const optionValue = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '_');

const optionalText = (max: number) =>
  z.string().nullish().transform(blankToNothing).pipe(z.string().max(max, messages.textTooLong).optional());

const optionalChoice = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const text = blankToNothing(value);
      return text === undefined ? undefined : optionValue(text);
    })
    .pipe(z.enum(options).optional());

// A key of one of the organisation's lists (stakeholder-options.ts), or its spec label ('Antigravity
// Group Ltd'); whether the organisation offers it is the server's to check.
const optionalKey = z
  .string()
  .nullish()
  .transform((value) => {
    const text = blankToNothing(value);
    return text === undefined ? undefined : optionValue(text);
  })
  .pipe(z.string().regex(optionKeyPattern, messages.chooseFromList).optional());

// The organisation's own fields' values by key (docs/product.md#custom-fields): an object, or its JSON text in
// a multipart form. Each value is checked by its field's type on the server.
const customFieldsInput = z
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, CustomValues)
  .optional();

// A list of emails or phones: a JSON list, or one text with the entries
// separated by commas, semicolons or new lines (a multipart form, a CSV cell).
// A list with no entry is no value, as an empty text is.
const contactList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) => {
    const entries = (typeof value === 'string' ? value.split(/[,;\n]/) : (value ?? []))
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries.length > 0 ? entries : undefined;
  })
  .pipe(z.array(z.string().max(maxEmailLength, messages.textTooLong)).max(20, messages.tooManyItems).optional());

const optionalDate = z.string().nullish().transform(blankToNothing).pipe(z.iso.date(messages.dateInvalid).optional());

// Every field of a record as a request sends it; which ones a type keeps and
// needs is decided after (stakeholderProblems, keptFieldsOf).
export const stakeholderFieldsShape = {
  name: optionalText(200),
  legal_status: optionalChoice(stakeholderChoiceFields.legal_status),
  category: optionalChoice(stakeholderChoiceFields.category),
  business_status: optionalChoice(stakeholderChoiceFields.business_status),
  industry_or_sector: optionalKey,
  form_of_commercial_business: optionalChoice(stakeholderChoiceFields.form_of_commercial_business),
  nature_of_service: optionalText(2000),
  details: optionalText(5000),
  primary_entity_at_antigravity: optionalKey,
  // A member of staff of the organisation (decision 014).
  strategic_account_manager: z
    .string()
    .nullish()
    .transform(blankToNothing)
    .pipe(z.uuid(messages.accountManagerNotInOrganization).optional()),
  sensitivity: optionalChoice(stakeholderChoiceFields.sensitivity),
  relationship_details: optionalText(5000),
  stakeholderType: optionalKey,
  product_service_used: optionalKey,
  financial_type: optionalChoice(stakeholderChoiceFields.financial_type),
  address_type: optionalChoice(stakeholderChoiceFields.address_type),
  address: optionalText(500),
  contact_preference: optionalChoice(stakeholderChoiceFields.contact_preference),
  email: contactList,
  phone: contactList,
  contact_person_name: optionalText(200),
  contact_person_title: optionalText(200),
  contact_person_email: optionalText(maxEmailLength),
  tax_id: optionalText(40),
  contract_start_date: optionalDate,
  contract_end_date: optionalDate,
  contract_renewal_date: optionalDate,
  contract_terms: optionalText(5000),
  contract_comments: optionalText(5000),
} satisfies Record<StakeholderField, z.ZodType>;

const StakeholderFields = z.object(stakeholderFieldsShape);
// A record's values: each a value, or undefined where the record has none.
export type StakeholderValues = z.output<typeof StakeholderFields>;

const fillInMessages = {
  name: 'fillInName',
  legal_status: 'fillInLegalStatus',
  category: 'fillInCategory',
  business_status: 'fillInBusinessStatus',
  nature_of_service: 'fillInNatureOfService',
  primary_entity_at_antigravity: 'fillInPrimaryEntityAtAntigravity',
  strategic_account_manager: 'fillInStrategicAccountManager',
  address: 'fillInAddress',
  contact_preference: 'fillInContactPreference',
  industry_or_sector: 'fillInIndustryOrSector',
  form_of_commercial_business: 'fillInFormOfCommercialBusiness',
  details: 'fillInDetails',
  product_service_used: 'fillInProductServiceUsed',
  financial_type: 'fillInFinancialType',
  relationship_details: 'fillInRelationshipDetails',
  stakeholderType: 'fillInStakeholderType',
} as const satisfies Record<(typeof stakeholderRequiredFields)[StakeholderType][number], MessageKey>;

const isEmail = (text: string) => z.email().safeParse(text).success;
const isPhone = (text: string) => nationalPhoneNumber(text) !== null;

export function namesContactPerson(legalStatus: string | undefined) {
  return (contactPersonLegalStatuses as readonly (string | undefined)[]).includes(legalStatus);
}

// The contact preference says which lists must be filled in, each entry valid
// (docs/product.md#stakeholders), with its four messages.
function contactProblems(preference: ContactPreference | undefined, values: StakeholderValues) {
  const problems: Partial<Record<StakeholderField, string>> = {};
  const emails = values.email ?? [];
  const phones = values.phone ?? [];
  const emailsValid = emails.length > 0 && emails.every(isEmail);
  const phonesValid = phones.length > 0 && phones.every(isPhone);
  if (preference === 'email' && !emailsValid) problems.email = messages.stakeholderEmailsInvalid;
  if (preference === 'phone' && !phonesValid) problems.phone = messages.stakeholderPhonesInvalid;
  if (preference === 'email_and_phone' && !(emailsValid && phonesValid)) {
    problems[emailsValid ? 'phone' : 'email'] = messages.stakeholderEmailsAndPhonesInvalid;
  }
  // Entries given beyond what the preference needs must still be real ones.
  if (!problems.email && !emails.every(isEmail)) problems.email = messages.stakeholderEmailsInvalid;
  if (!problems.phone && !phones.every(isPhone)) problems.phone = messages.stakeholderPhonesInvalid;
  return problems;
}

// The values of the fields a record of this type has; the others are undefined.
function fieldsOfType(type: StakeholderType, values: StakeholderValues): StakeholderValues {
  const fields = new Set<string>(stakeholderTypeFields(type));
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, fields.has(field) ? value : undefined]),
  ) as StakeholderValues;
}

// What keeps a record of this type from being saved, field by field, with the
// catalogue's messages. The add form, the edit form and the server ask it.
export function stakeholderProblems(type: StakeholderType, sent: StakeholderValues) {
  const values = fieldsOfType(type, sent);
  const problems: Partial<Record<StakeholderField, string>> = {};
  for (const field of stakeholderRequiredFields[type]) {
    if (values[field] === undefined) problems[field] = messages[fillInMessages[field]];
  }
  for (const [field, message] of Object.entries(contactProblems(values.contact_preference, values))) {
    problems[field as StakeholderField] ??= message;
  }
  if (namesContactPerson(values.legal_status) && !isEmail(values.contact_person_email ?? '')) {
    problems.contact_person_email = messages.contactPersonEmailInvalid;
  }
  return { ...problems, ...contractDateProblems(values) };
}

// docs/product.md#stakeholders: a contract ends, and is renewed, no earlier than it starts. Dates are
// YYYY-MM-DD, so they compare as text.
function contractDateProblems({
  contract_start_date: start,
  contract_end_date: end,
  contract_renewal_date: renewal,
}: StakeholderValues) {
  const problems: Partial<Record<StakeholderField, string>> = {};
  if (start === undefined) return problems;
  if (end !== undefined && end < start) problems.contract_end_date = messages.contractEndBeforeStart;
  if (renewal !== undefined && renewal < start) problems.contract_renewal_date = messages.contractRenewalBeforeStart;
  return problems;
}

// The values a record of this type keeps, as kept: fields of other types and
// contact-person fields of a legal status without one are dropped, emails
// lower-cased, phones as their 10 national digits (docs/product.md#phones).
export function keptValuesOf(type: StakeholderType, values: StakeholderValues): StakeholderValues {
  const kept = fieldsOfType(type, values);
  if (!namesContactPerson(kept.legal_status)) {
    kept.contact_person_name = kept.contact_person_title = kept.contact_person_email = undefined;
  }
  kept.email = kept.email && [...new Set(kept.email.map((email) => email.toLowerCase()))];
  kept.phone = kept.phone && [...new Set(kept.phone.map((phone) => nationalPhoneNumber(phone) ?? phone))];
  kept.contact_person_email = kept.contact_person_email?.toLowerCase();
  return kept;
}

function addProblems(context: z.RefinementCtx, problems: Partial<Record<string, string>>) {
  for (const [field, message] of Object.entries(problems)) {
    if (message) context.addIssue({ code: 'custom', path: [field], message });
  }
}

// A new record of a type with levels is `normal` unless its author chose another.
function withDefaultSensitivity<
  Body extends { type: StakeholderType; sensitivity?: StakeholderSensitivity | undefined },
>(body: Body): Body {
  const hasLevels = (stakeholderTypeFields(body.type) as readonly string[]).includes('sensitivity');
  return hasLevels ? { ...body, sensitivity: body.sensitivity ?? defaultSensitivity } : body;
}

// POST /api/profile/create-stakeholder/ (the form's non-empty
// fields plus `type`), as JSON or as a multipart form with KYC images.
export const CreateStakeholderBody = z
  .object({
    type: z.enum(stakeholderTypes, { error: messages.stakeholderTypeRequired }),
    ...stakeholderFieldsShape,
    custom_fields: customFieldsInput,
  })
  .transform(withDefaultSensitivity)
  .superRefine(({ type, custom_fields: _custom, ...values }, context) =>
    addProblems(context, stakeholderProblems(type, values)),
  )
  .transform(({ type, custom_fields, ...values }) => ({
    type,
    values: keptValuesOf(type, values),
    custom: custom_fields ?? {},
  }))
  .meta({ id: 'CreateStakeholderBody' });
export type CreateStakeholderBody = z.input<typeof CreateStakeholderBody>;
export type ParsedCreateStakeholder = z.output<typeof CreateStakeholderBody>;

// PUT /api/profile/update-stakeholder/{id}/: the changed fields (decision 014);
// what is left out or empty keeps its value. The
// server checks the record the change would make with stakeholderProblems.
export const UpdateStakeholderFields = z
  .object({ ...stakeholderFieldsShape, custom_fields: customFieldsInput })
  .meta({ id: 'UpdateStakeholderFields' });
export type UpdateStakeholderFields = z.input<typeof UpdateStakeholderFields>;
