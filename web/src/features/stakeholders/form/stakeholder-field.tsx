import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  emailField,
  isOrganizationOptionField,
  messages,
  nationalPhoneNumber,
  optionLabel,
  type StakeholderField,
  stakeholderChoiceFields,
  visibleSensitivities,
} from '@srm/contract';
import { usePermissionHolder } from '../../../lib/use-can';
import { Select } from '../../../ui/form/select';
import { ContactListInput } from './contact-list-input';
import { OptionSelect } from './option-select';
import { fieldLabel, isChoiceField, type StakeholderFormValues } from './stakeholder-form-values';

const longTexts = new Set<StakeholderField>([
  'details',
  'relationship_details',
  'nature_of_service',
  'address',
  'contract_terms',
  'contract_comments',
]);
// An entry is checked as it is left.
const emailProblem = (text: string) =>
  text.trim() && !emailField.safeParse(text).success ? messages.invalidEmailAddress : undefined;
const phoneProblem = (text: string) =>
  text.trim() && !nationalPhoneNumber(text) ? messages.phoneTenDigits : undefined;

const dates = new Set<StakeholderField>(['contract_start_date', 'contract_end_date', 'contract_renewal_date']);

interface StakeholderFieldInputProps {
  field: StakeholderField;
  form: UseFormReturnType<StakeholderFormValues>;
  managers: { value: string; label: string }[];
  required: boolean;
}

// One field of a stakeholder form, drawn as its kind asks: a choice, a
// member of staff, a list of emails or phones, a date, or text.
export function StakeholderFieldInput({ field, form, managers, required }: StakeholderFieldInputProps) {
  const label = fieldLabel(field);
  const visibleLevels = visibleSensitivities(usePermissionHolder());
  if (field === 'email' || field === 'phone') {
    const props = form.getInputProps(field);
    return (
      <ContactListInput
        kind={field}
        label={field === 'email' ? 'Email' : 'Phone'}
        values={form.values[field]}
        error={props.error as string | undefined}
        onChange={(values) => form.setFieldValue(field, values)}
        check={field === 'email' ? emailProblem : phoneProblem}
      />
    );
  }
  const props = form.getInputProps(field);
  if (field === 'contact_person_email') {
    const onBlur = () => {
      const problem = emailProblem(form.values.contact_person_email);
      if (problem) form.setFieldError(field, problem);
    };
    return <TextInput type="email" label={label} withAsterisk {...props} onBlur={onBlur} />;
  }
  if (field === 'strategic_account_manager') {
    return <Select label={label} data={managers} searchable withAsterisk={required} {...props} />;
  }
  if (isOrganizationOptionField(field)) return <OptionSelect field={field} form={form} required={required} />;
  if (isChoiceField(field)) {
    // A level above the user's own would hide the record from its author (docs/product.md#roles).
    const values: readonly string[] = field === 'sensitivity' ? visibleLevels : stakeholderChoiceFields[field];
    const data = values.map((value) => ({ value, label: optionLabel(value) }));
    return <Select label={label} data={data} withAsterisk={required} {...props} />;
  }
  if (dates.has(field)) return <TextInput type="date" label={label} withAsterisk={required} {...props} />;
  if (longTexts.has(field)) return <Textarea label={label} autosize minRows={2} withAsterisk={required} {...props} />;
  return <TextInput label={label} withAsterisk={required} {...props} />;
}
