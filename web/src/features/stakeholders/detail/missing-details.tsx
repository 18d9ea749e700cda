import { Box } from '@mantine/core';
import {
  type Stakeholder,
  type StakeholderField,
  stakeholderFieldLabel,
  stakeholderRequiredFields,
} from '@srm/contract';
import { useCan } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';

const hasValue = (record: Stakeholder, field: StakeholderField) => {
  if (field === 'email' || field === 'phone') return record[field].length > 0;
  if (field === 'strategic_account_manager') return record.strategic_account_manager !== null;
  return Boolean(record[field]);
};

const listed = (labels: string[]) =>
  labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

// docs/product.md#tickets: a record added with a ticket holds only what the ticket knew. Its page names what its
// type still asks for, until someone completes it (an edit must give them all).
export function MissingDetails({ record }: { record: Stakeholder }) {
  const canEdit = useCan('edit_stakeholders');
  const required: readonly StakeholderField[] = stakeholderRequiredFields[record.type];
  const missing = required.filter((field) => !hasValue(record, field));
  if (missing.length === 0) return null;
  return (
    <Box mb="md">
      <FormAlert kind="warning">
        Details to complete: {listed(missing.map(stakeholderFieldLabel))}.
        {canEdit && ' Edit the record to fill them in.'}
      </FormAlert>
    </Box>
  );
}
