import { z } from 'zod';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';
import { industries, optionLabel, otherStakeholderTypes, primaryEntities } from './options.js';

// docs/product.md#stakeholder-options: the lists an organisation words for itself, by the record field
// that takes them (the spec's names stay in the API). The digital products a record uses are the
// organisation's feedback products, one list managed with them.
export const managedOptionLists = ['primary_entity_at_antigravity', 'industry_or_sector', 'stakeholderType'] as const;
export type ManagedOptionList = (typeof managedOptionLists)[number];
export const organizationOptionFields = [...managedOptionLists, 'product_service_used'] as const;
export type OrganizationOptionField = (typeof organizationOptionFields)[number];

export function isOrganizationOptionField(field: string): field is OrganizationOptionField {
  return (organizationOptionFields as readonly string[]).includes(field);
}

// What a new organisation starts with: the spec's values (migration 0034 seeds them by trigger).
export const seededOptions = {
  primary_entity_at_antigravity: primaryEntities,
  industry_or_sector: industries,
  stakeholderType: otherStakeholderTypes,
} as const satisfies Record<ManagedOptionList, readonly string[]>;

// What each list is called in Organization Settings.
export const optionListTitles = {
  primary_entity_at_antigravity: 'Group Companies',
  industry_or_sector: 'Industries',
  stakeholderType: "Kinds of 'Others' Stakeholder",
  product_service_used: 'Digital Products',
} as const satisfies Record<OrganizationOptionField, string>;

// The most options a list holds: every one is offered in a select.
export const maxOptionsPerList = 200;
export const maxOptionLabelLength = 80;

// A stored key: lower case, digits, `_`, `-` and brackets (the spec's 'nextgen_aspire_agro_partners_(ngaap)').
// It never changes once given; renaming changes the label only.
export const optionKeyPattern = /^[a-z0-9][a-z0-9_()-]{0,79}$/;

// The key a new option takes from its label ('Solar & Wind Ltd' → 'solar_wind_ltd').
export function optionKeyOf(label: string): string {
  const key = label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return key || 'option';
}

export const StakeholderOption = z
  .object({ key: z.string(), label: z.string(), retired: z.boolean() })
  .meta({ id: 'StakeholderOption' });
export type StakeholderOption = z.infer<typeof StakeholderOption>;

// GET /api/profile/stakeholder-options/: every list in its order, retired options too (marked), so a
// record keeping one still shows its label.
export const StakeholderOptions = z
  .object({
    primary_entity_at_antigravity: z.array(StakeholderOption),
    industry_or_sector: z.array(StakeholderOption),
    stakeholderType: z.array(StakeholderOption),
    product_service_used: z.array(StakeholderOption),
  })
  .meta({ id: 'StakeholderOptions' });
export type StakeholderOptions = z.infer<typeof StakeholderOptions>;

export const OptionListParams = z.object({
  list: z.enum(managedOptionLists, { error: messages.optionListUnknown }),
});
export const OptionParams = OptionListParams.extend({
  key: z.string().regex(optionKeyPattern, messages.optionUnknown),
});

const optionLabelText = requiredText(messages.optionLabelRequired, maxOptionLabelLength);

export const AddStakeholderOptionBody = z
  .object({ label: optionLabelText })
  .strict()
  .meta({ id: 'AddStakeholderOptionBody' });
export type AddStakeholderOptionBody = z.input<typeof AddStakeholderOptionBody>;

// Renaming, retiring or restoring one option.
export const UpdateStakeholderOptionBody = z
  .object({ label: optionLabelText.optional(), retired: z.boolean().optional() })
  .strict()
  .meta({ id: 'UpdateStakeholderOptionBody' });
export type UpdateStakeholderOptionBody = z.input<typeof UpdateStakeholderOptionBody>;

// The list's every key, once each, in the new order.
export const ReorderStakeholderOptionsBody = z
  .object({
    keys: z
      .array(z.string().regex(optionKeyPattern, messages.optionUnknown))
      .min(1, messages.optionOrderIncomplete)
      .max(maxOptionsPerList, messages.optionOrderIncomplete),
  })
  .strict()
  .meta({ id: 'ReorderStakeholderOptionsBody' });
export type ReorderStakeholderOptionsBody = z.input<typeof ReorderStakeholderOptionsBody>;

// The label of a record's value: the organisation's, else the value as the spec would show it.
export function optionLabelIn(options: readonly StakeholderOption[] | undefined, key: string): string {
  return options?.find((option) => option.key === key)?.label ?? optionLabel(key);
}

type OptionValues = Partial<Record<OrganizationOptionField, string | undefined | null>>;

// The fields whose value the organisation does not offer, with the message shown under each: a key not in
// its list, or a retired one, unless the record already holds it (a retired value stays on its records).
export function unofferedOptions(options: StakeholderOptions, values: OptionValues, held: OptionValues = {}) {
  const problems: Partial<Record<OrganizationOptionField, string>> = {};
  for (const field of organizationOptionFields) {
    const value = values[field];
    if (value === undefined || value === null || value === held[field]) continue;
    if (!options[field].some((option) => option.key === value && !option.retired)) {
      problems[field] = messages.chooseFromList;
    }
  }
  return problems;
}

// What a person typed (a CSV cell) as an option's key: its label in any letter case, else the key itself.
export function optionKeyOfText(options: readonly StakeholderOption[], text: string): string {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.label.toLowerCase() === wanted)?.key ?? text;
}
