import { Image, Modal, SimpleGrid, Stack, Table, Text, Timeline, UnstyledButton } from '@mantine/core';
import {
  type CustomField,
  isOrganizationOptionField,
  optionLabel,
  optionLabelIn,
  type StakeholderChange,
  type StakeholderFile,
  type StakeholderOptions,
  stakeholderChoiceFields,
  stakeholderFieldLabel,
} from '@srm/contract';
import { useState } from 'react';
import { useCustomFields } from '../../../lib/custom-fields';
import { formatDetailDate } from '../../../lib/dates';
import { useStakeholderOptions } from '../api/get-stakeholder-options';

const titles = { created: 'Added', edited: 'Edited', deleted: 'Deleted' } as const;

type Changed = StakeholderChange['changes'][string]['from'];

const customPrefix = 'custom_fields.';

// 'kyc_bvn' → 'KYC: BVN'; 'custom_fields.meter_number' → the organisation's field's name today; a record's field
// by its label.
function labelOf(field: string, ownFields: readonly CustomField[]) {
  if (field.startsWith('kyc_')) return `KYC: ${optionLabel(field.slice(4))}`;
  if (field.startsWith(customPrefix)) {
    const key = field.slice(customPrefix.length);
    return ownFields.find((each) => each.target === 'stakeholder' && each.key === key)?.label ?? key;
  }
  return stakeholderFieldLabel(field as never);
}

// An option of the organisation's lists by its name today, retired or not (docs/product.md#stakeholder-options).
function shown(field: string, value: Changed, options: StakeholderOptions | undefined) {
  if (value === null) return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (isOrganizationOptionField(field)) return optionLabelIn(options?.[field], value);
  return field in stakeholderChoiceFields ? optionLabel(value) : value;
}

// docs/product.md#stakeholders: each change with who and when, every changed field's old
// and new value, and its evidence images, which open large in a dialog.
export function ChangeHistory({ changes }: { changes: StakeholderChange[] }) {
  const [open, setOpen] = useState<StakeholderFile | null>(null);
  const options = useStakeholderOptions().data;
  const ownFields = useCustomFields().data?.results ?? [];
  if (changes.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <>
      <Timeline bulletSize={14} lineWidth={2}>
        {changes.map((change) => (
          <Timeline.Item
            key={change.id}
            title={`${titles[change.type]} by ${change.author ? `${change.author.first_name} ${change.author.last_name}` : 'a former member'}`}
          >
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {formatDetailDate(change.created_at)}
              </Text>
              {change.type === 'edited' && (
                <Table.ScrollContainer minWidth={360}>
                  <Table withTableBorder fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Field</Table.Th>
                        <Table.Th>Before</Table.Th>
                        <Table.Th>After</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {Object.entries(change.changes).map(([field, { from, to }]) => (
                        <Table.Tr key={field}>
                          <Table.Td>{labelOf(field, ownFields)}</Table.Td>
                          <Table.Td>{shown(field, from, options)}</Table.Td>
                          <Table.Td>{shown(field, to, options)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {change.evidence.length > 0 && (
                <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
                  {change.evidence.map((file) => (
                    <UnstyledButton
                      key={file.id}
                      onClick={() => setOpen(file)}
                      aria-label={`Open evidence ${file.file_name}`}
                    >
                      <Image src={file.location} alt={file.file_name} h={72} fit="cover" radius="sm" />
                    </UnstyledButton>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.file_name} size="xl" centered>
        {open && (
          <Stack gap="xs">
            <Image src={open.location} alt={open.file_name} fit="contain" mah="70vh" />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              SHA-256 {open.sha256}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
