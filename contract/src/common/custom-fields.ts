import { z } from 'zod';
import { customFieldMessages, messages } from './messages.js';
import { requiredText } from './text.js';

// docs/product.md#custom-fields: fields an organisation adds to its stakeholder records and tickets.
export const customFieldTargets = ['stakeholder', 'ticket'] as const;
export type CustomFieldTarget = (typeof customFieldTargets)[number];

export const customFieldTypes = ['text', 'long_text', 'number', 'date', 'choice', 'multi_choice', 'yes_no'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

// The add and edit tab a stakeholder field is asked on; a ticket's are asked with its details.
export const customFieldTabs = ['basic', 'address', 'contract'] as const;
export type CustomFieldTab = (typeof customFieldTabs)[number];

export const customFieldTypeLabels = {
  text: 'Text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  choice: 'Choice',
  multi_choice: 'Several choices',
  yes_no: 'Yes / No',
} as const satisfies Record<CustomFieldType, string>;

export const maxCustomFieldsPerTarget = 50;
export const maxCustomChoices = 50;
export const maxCustomLabelLength = 80;
const maxTextLength = { text: 500, long_text: 5000 } as const;
// A number as people type them, well inside what a double keeps exactly.
const largestCustomNumber = 1e12;

// A field's key names its value in the API and the CSV; made once from the label, it never changes.
export const customFieldKeyPattern = /^[a-z][a-z0-9_]{0,59}$/;

export function customFieldKeyOf(label: string): string {
  const key = label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 50);
  return key || 'field';
}

export const CustomField = z
  .object({
    id: z.uuid(),
    target: z.enum(customFieldTargets),
    key: z.string(),
    label: z.string(),
    type: z.enum(customFieldTypes),
    required: z.boolean(),
    tab: z.enum(customFieldTabs).nullable(),
    choices: z.array(z.string()),
    retired: z.boolean(),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof CustomField>;

// GET /api/profile/custom-fields/: every field of both targets, in order, retired ones too.
export const CustomFields = z.object({ results: z.array(CustomField) }).meta({ id: 'CustomFields' });
export type CustomFields = z.infer<typeof CustomFields>;

const choiceText = z.string().trim().min(1, messages.customChoiceRequired).max(80, messages.textTooLong);
const choiceList = z
  .array(choiceText)
  .max(maxCustomChoices, messages.tooManyItems)
  .refine((choices) => new Set(choices.map((choice) => choice.toLowerCase())).size === choices.length, {
    message: messages.customChoicesRepeated,
  });

export const CreateCustomFieldBody = z
  .object({
    target: z.enum(customFieldTargets, { error: messages.chooseFromList }),
    label: requiredText(messages.customFieldLabelRequired, maxCustomLabelLength),
    type: z.enum(customFieldTypes, { error: messages.customFieldTypeRequired }),
    required: z.boolean().default(false),
    tab: z.enum(customFieldTabs, { error: messages.chooseFromList }).optional(),
    choices: choiceList.default([]),
  })
  .strict()
  .superRefine((body, context) => {
    const choosing = body.type === 'choice' || body.type === 'multi_choice';
    if (choosing && body.choices.length === 0) {
      context.addIssue({ code: 'custom', path: ['choices'], message: messages.customChoicesNeeded });
    }
  })
  .meta({ id: 'CreateCustomFieldBody' });
export type CreateCustomFieldBody = z.input<typeof CreateCustomFieldBody>;

// A field's type and key never change (its values would no longer read); its label, whether it is required,
// its tab and its choices may. A choice already on records stays valid for them when removed.
export const UpdateCustomFieldBody = z
  .object({
    label: requiredText(messages.customFieldLabelRequired, maxCustomLabelLength).optional(),
    required: z.boolean().optional(),
    tab: z.enum(customFieldTabs, { error: messages.chooseFromList }).optional(),
    choices: choiceList.optional(),
    retired: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateCustomFieldBody' });
export type UpdateCustomFieldBody = z.input<typeof UpdateCustomFieldBody>;

// Every live and retired field of the target, once each, in the new order.
export const ReorderCustomFieldsBody = z
  .object({
    target: z.enum(customFieldTargets, { error: messages.chooseFromList }),
    ids: z
      .array(z.uuid())
      .min(1)
      .max(maxCustomFieldsPerTarget * 2),
  })
  .strict()
  .meta({ id: 'ReorderCustomFieldsBody' });
export type ReorderCustomFieldsBody = z.input<typeof ReorderCustomFieldsBody>;

// A record's or ticket's values by field key. A value is checked by its field's type on the server
// (customValueProblems), so the shape here only bounds it.
export const CustomValue = z.union([
  z.string().max(maxTextLength.long_text, messages.textTooLong),
  z.number(),
  z.boolean(),
  z.array(z.string().max(80, messages.textTooLong)).max(maxCustomChoices, messages.tooManyItems),
  z.null(),
]);
export type CustomValue = z.infer<typeof CustomValue>;
export const CustomValues = z
  .record(z.string().regex(customFieldKeyPattern, messages.customFieldUnknown), CustomValue)
  .refine((values) => Object.keys(values).length <= maxCustomFieldsPerTarget * 2, messages.tooManyItems);
export type CustomValues = Record<string, CustomValue>;

export const sameValue = (a: CustomValue | undefined, b: CustomValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const empty = (value: CustomValue | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// What a value must be for its field's type, and the field's own message when it is not.
function typeProblem(field: CustomField, value: CustomValue, held: CustomValue | undefined): string | undefined {
  const kept = (choice: string) =>
    field.choices.includes(choice) || (Array.isArray(held) ? held : [held]).includes(choice);
  switch (field.type) {
    case 'text':
    case 'long_text':
      if (typeof value !== 'string') return customFieldMessages.text(field.label);
      return value.length > maxTextLength[field.type] ? messages.textTooLong : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= largestCustomNumber
        ? undefined
        : customFieldMessages.number(field.label);
    case 'date':
      return typeof value === 'string' && z.iso.date().safeParse(value).success
        ? undefined
        : customFieldMessages.date(field.label);
    case 'yes_no':
      return typeof value === 'boolean' ? undefined : customFieldMessages.yesNo(field.label);
    case 'choice':
      return typeof value === 'string' && kept(value) ? undefined : customFieldMessages.choice(field.label);
    case 'multi_choice':
      return Array.isArray(value) && value.every(kept) && new Set(value).size === value.length
        ? undefined
        : customFieldMessages.choice(field.label);
  }
}

// Each field's problem with the values a record or ticket would hold, by key: a key no live field has (unless
// already held), a value of the wrong type, a required field left empty. `held` is what it holds now: a
// retired field or a removed choice it keeps stays valid.
export function customValueProblems(
  fields: readonly CustomField[],
  values: CustomValues,
  held: CustomValues = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const [key, value] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field || (field.retired && !sameValue(value, held[key]))) {
      if (!empty(value)) problems[key] = messages.customFieldUnknown;
      continue;
    }
    if (empty(value)) continue;
    const problem = typeProblem(field, value, held[key]);
    if (problem) problems[key] = problem;
  }
  for (const field of fields) {
    if (field.required && !field.retired && empty(values[field.key] ?? undefined)) {
      problems[field.key] = customFieldMessages.required(field.label);
    }
  }
  return problems;
}

// The values a record or ticket keeps: empty ones dropped, so "no value" has one spelling.
export function keptCustomValues(values: CustomValues): CustomValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !empty(value)));
}

// How a value reads on a page, in a change entry and in a CSV cell.
export function customValueText(field: Pick<CustomField, 'type'>, value: CustomValue | undefined): string {
  if (empty(value)) return '';
  if (field.type === 'yes_no') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}
