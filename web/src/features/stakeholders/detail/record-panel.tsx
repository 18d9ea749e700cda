import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  customValueText,
  isOrganizationOptionField,
  optionLabel,
  optionLabelIn,
  type Stakeholder,
  type StakeholderField,
  type StakeholderOptions,
  stakeholderAddressFields,
  stakeholderBasicFields,
  stakeholderChoiceFields,
  stakeholderContractFields,
  stakeholderFieldLabel,
} from '@srm/contract';
import { fieldsToAsk, useCustomFields } from '../../../lib/custom-fields';
import { PhoneLink } from '../../../ui/phone-input';
import { useStakeholderOptions } from '../api/get-stakeholder-options';

export const recordTabs = ['basic', 'address', 'contract'] as const;
export type RecordTab = (typeof recordTabs)[number];
export const recordTabLabels = {
  basic: 'Basic Details',
  address: 'Address and Contact',
  contract: 'Contract',
} as const;

const fieldsOf = (tab: RecordTab, record: Stakeholder): readonly StakeholderField[] =>
  tab === 'basic'
    ? stakeholderBasicFields[record.type]
    : tab === 'address'
      ? stakeholderAddressFields
      : stakeholderContractFields;

interface ValueProps {
  field: StakeholderField;
  record: Stakeholder;
  options: StakeholderOptions | undefined;
}

function Value({ field, record, options }: ValueProps) {
  if (field === 'email') {
    return record.email.length ? (
      <Stack gap={2}>
        {record.email.map((email) => (
          <Anchor key={email} href={`mailto:${email}`}>
            {email}
          </Anchor>
        ))}
      </Stack>
    ) : (
      '—'
    );
  }
  if (field === 'phone') {
    return record.phone.length ? (
      <Stack gap={2}>
        {record.phone.map((phone) => (
          <PhoneLink key={phone} phone={phone} />
        ))}
      </Stack>
    ) : (
      '—'
    );
  }
  if (field === 'strategic_account_manager') {
    const manager = record.strategic_account_manager;
    return manager ? `${manager.first_name} ${manager.last_name}` : '—';
  }
  const value = record[field];
  if (!value) return '—';
  // docs/product.md#stakeholder-options: the record keeps the key, the organisation's list names it.
  if (isOrganizationOptionField(field)) return optionLabelIn(options?.[field], value);
  return field in stakeholderChoiceFields ? optionLabel(value) : value;
}

interface RecordPanelProps {
  tab: RecordTab;
  record: Stakeholder;
  onTab: (tab: RecordTab) => void;
}

// Basic, Address and Contract are read-only panels with Next and Previous.
export function RecordPanel({ tab, record, onTab }: RecordPanelProps) {
  const index = recordTabs.indexOf(tab);
  const previous = recordTabs[index - 1];
  const next = recordTabs[index + 1];
  const options = useStakeholderOptions().data;
  // The organisation's own fields of the tab, by name; a retired one only while the record keeps its value.
  const ownFields = fieldsToAsk(useCustomFields().data?.results, 'stakeholder', record.custom_fields).filter(
    (field) => (field.tab ?? 'basic') === tab,
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        {fieldsOf(tab, record).map((field) => (
          <div key={field}>
            <Text component="dt" size="sm" c="dimmed">
              {stakeholderFieldLabel(field)}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              <Value field={field} record={record} options={options} />
            </Text>
          </div>
        ))}
        {ownFields.map((field) => (
          <div key={`custom_fields.${field.key}`}>
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {customValueText(field, record.custom_fields[field.key]) || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {tab === 'basic' && record.kyc_documents.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            KYC documents
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {record.kyc_documents.map((document) => (
              <Anchor key={document.id} href={document.location} target="_blank" rel="noopener" size="sm">
                <Image src={document.location} alt={optionLabel(document.kind)} h={96} fit="cover" radius="sm" />
                {optionLabel(document.kind)}
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Group justify="space-between">
        {previous ? (
          <Button variant="default" onClick={() => onTab(previous)}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {next && <Button onClick={() => onTab(next)}>Next</Button>}
      </Group>
    </Stack>
  );
}
