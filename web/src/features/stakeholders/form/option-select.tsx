import type { UseFormReturnType } from '@mantine/form';
import { type OrganizationOptionField, optionLabelIn, stakeholderFieldLabel } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { Select } from '../../../ui/form/select';
import { useStakeholderOptions } from '../api/get-stakeholder-options';
import type { StakeholderFormValues } from './stakeholder-form-values';

interface OptionSelectProps {
  field: OrganizationOptionField;
  form: UseFormReturnType<StakeholderFormValues>;
  required: boolean;
}

// A group company, industry, kind of 'Others' or digital product: the organisation's options still offered,
// in its order (docs/product.md#stakeholder-options). The value a record already holds stays shown, named,
// even once retired, so an edit may keep it; it is not offered to another record.
export function OptionSelect({ field, form, required }: OptionSelectProps) {
  const options = useStakeholderOptions();
  const held = form.getInitialValues()[field];
  const list = options.data?.[field];
  const data = (list ?? [])
    .filter((option) => !option.retired || option.key === held)
    .map((option) => ({ value: option.key, label: option.retired ? `${option.label} (retired)` : option.label }));
  if (held && !data.some((option) => option.value === held))
    data.push({ value: held, label: optionLabelIn(list, held) });
  const props = form.getInputProps(field);
  return (
    <Select
      label={stakeholderFieldLabel(field)}
      data={data}
      withAsterisk={required}
      {...props}
      error={props.error ?? (options.isError ? errorMessage(options.error) : undefined)}
    />
  );
}
