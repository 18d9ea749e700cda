import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PhoneInput } from '../../../ui/phone-input';

interface ContactListInputProps {
  kind: 'email' | 'phone';
  label: string;
  values: string[];
  error?: string | undefined;
  onChange: (values: string[]) => void;
  // What is wrong with one entry, said when the entry is left.
  check: (entry: string) => string | undefined;
}

// A stakeholder's emails or phones (lists, docs/product.md#stakeholders): one input per
// entry, another added on request, any but the last removable.
export function ContactListInput({ kind, label, values, error, onChange, check }: ContactListInputProps) {
  const [entryErrors, setEntryErrors] = useState<(string | undefined)[]>([]);
  const set = (index: number, value: string) => {
    onChange(values.map((entry, at) => (at === index ? value : entry)));
    setEntryErrors((errors) => errors.map((problem, at) => (at === index ? undefined : problem)));
  };
  const checkEntry = (index: number) =>
    setEntryErrors((errors) => {
      const next = [...errors];
      next[index] = check(values[index] ?? '');
      return next;
    });
  const removeEntry = (index: number) => {
    onChange(values.filter((_, at) => at !== index));
    setEntryErrors((errors) => errors.filter((_, at) => at !== index));
  };
  const entryLabel = (index: number) => (values.length > 1 ? `${label} ${index + 1}` : label);
  return (
    <Input.Wrapper error={error}>
      <Stack gap="xs">
        {values.map((value, index) => {
          const common = {
            label: entryLabel(index),
            value,
            error: entryErrors[index],
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(index, event.currentTarget.value),
            onBlur: () => checkEntry(index),
            style: { flex: 1 },
            // The first entry stands for the list when the form puts the cursor on it.
            'data-path': index === 0 ? kind : undefined,
          };
          return (
            // Entries have no identity but their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
              {kind === 'phone' ? (
                <PhoneInput {...common} description={index === 0 ? undefined : ''} />
              ) : (
                <TextInput {...common} type="email" autoComplete="email" placeholder="name@example.com" />
              )}
              {values.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove ${entryLabel(index)}`}
                  onClick={() => removeEntry(index)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...values, ''])}
          style={{ alignSelf: 'flex-start' }}
        >
          {kind === 'phone' ? 'Add another phone' : 'Add another email'}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
