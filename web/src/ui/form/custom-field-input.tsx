import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { type CustomField, type CustomValue, customValueText } from '@srm/contract';
import type { FocusEventHandler, ReactNode } from 'react';
import { MultiSelect, Select } from './select';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

interface CustomFieldInputProps {
  field: CustomField;
  value?: CustomValue | undefined;
  onChange: (value: CustomValue) => void;
  error?: ReactNode;
  // What the record or ticket holds now: a choice since removed from the field stays offered to it.
  held?: CustomValue | undefined;
  // The form's name for the input, so a refusal can put the cursor there (lib/form-refusal.ts).
  'data-path'?: string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

// The choices offered: the field's, and any the record holds that the field no longer offers.
function choicesOf(field: CustomField, held: CustomValue | undefined) {
  const kept = (Array.isArray(held) ? held : typeof held === 'string' && held ? [held] : []).filter(
    (choice) => !field.choices.includes(choice),
  );
  return [...field.choices, ...kept];
}

// One of the organisation's own fields (docs/decisions/022-organisation-owned-data.md) in a form, drawn as its
// kind asks: text, long text, a number, a date like the form's other dates, one or several of its choices, or
// Yes / No (a choice, so a required one is answered rather than left off). A retired field a record still holds
// is shown as it reads, not to be changed.
export function CustomFieldInput({ field, value, onChange, error, held, ...rest }: CustomFieldInputProps) {
  const common = { label: field.label, withAsterisk: field.required && !field.retired, error, ...rest };
  if (field.retired) {
    return (
      <TextInput
        {...common}
        value={customValueText(field, value ?? null)}
        description="No longer asked: kept as it was."
        readOnly
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'text':
      return <TextInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'long_text':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          // An emptied number is no value; text the input cannot read as a number is left for the field's message.
          onChange={(typed) => onChange(typeof typed === 'number' ? typed : typed.trim() === '' ? null : typed)}
        />
      );
    case 'date':
      return (
        <TextInput {...common} type="date" value={text} onChange={(event) => onChange(event.currentTarget.value)} />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={choicesOf(field, held)}
          value={text || null}
          onChange={(chosen) => onChange(chosen)}
          clearable
        />
      );
    case 'multi_choice':
      return (
        <MultiSelect
          {...common}
          data={choicesOf(field, held)}
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => onChange(chosen)}
          clearable
        />
      );
    case 'yes_no':
      return (
        <Select
          {...common}
          data={yesNo}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(chosen) => onChange(chosen === null ? null : chosen === 'yes')}
          clearable
        />
      );
  }
}
