import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AddStakeholderOptionBody,
  type ManagedOptionList,
  messages,
  optionListTitles,
  type StakeholderOption,
} from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useAddStakeholderOption } from '../api/add-stakeholder-option';
import { useReorderStakeholderOptions } from '../api/reorder-stakeholder-options';
import { type MoveDirection, OptionRow } from './option-row';

const newOptionLabels = {
  primary_entity_at_antigravity: 'New group company',
  industry_or_sector: 'New industry',
  stakeholderType: "New kind of 'Others'",
} as const satisfies Record<ManagedOptionList, string>;

// The message of a refused request: the field's, else the answer's.
const refusalOf = (error: unknown) => Object.values(fieldErrorsOf(error))[0] ?? errorMessage(error);

// One of the organisation's lists in Organization Settings (docs/product.md#stakeholder-options): its options
// in the order the forms offer them, retired ones marked, and a name to add at its end.
export function OptionListSection({ list, options }: { list: ManagedOptionList; options: StakeholderOption[] }) {
  const titleId = useId();
  const title = optionListTitles[list];
  const add = useAddStakeholderOption();
  const reorder = useReorderStakeholderOptions();
  const [name, setName] = useState('');
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ key: string; direction: MoveDirection; order: string } | null>(null);
  const rows = useRef<HTMLDivElement>(null);

  // A moved option keeps the cursor on the button that moved it, or on the other one once it reaches an end:
  // moving its row may take the focus away.
  const order = options.map((option) => option.key).join(' ');
  useEffect(() => {
    if (!moved || reorder.isPending || moved.order !== order) return;
    const row = rows.current?.querySelector(`[data-option="${moved.key}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === moved.direction);
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
    setMoved(null);
  }, [moved, order, reorder.isPending]);

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const keys = options.map((option) => option.key);
    const [key] = keys.splice(index, 1);
    if (key === undefined) return;
    keys.splice(to, 0, key);
    reorder.mutate({ list, body: { keys } }, { onSuccess: () => setMoved({ key, direction, order: keys.join(' ') }) });
  };

  const addOption = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddStakeholderOptionBody.safeParse({ label: name });
    if (!parsed.success) return setAddProblem(parsed.error.issues[0]?.message ?? messages.optionLabelRequired);
    setAddProblem(null);
    add.mutate(
      { list, body: parsed.data },
      {
        onSuccess: () => {
          setName('');
          notifications.show({ color: 'green', message: messages.optionAdded });
        },
        onError: (error) => setAddProblem(refusalOf(error)),
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {options.length === 0 && <Text c="dimmed">No options yet.</Text>}
        <Stack component="ul" ref={rows} gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {options.map((option, index) => (
            <li key={option.key} data-option={option.key}>
              <OptionRow
                list={list}
                option={option}
                canMove={{
                  up: index > 0 && !reorder.isPending,
                  down: index < options.length - 1 && !reorder.isPending,
                }}
                onMove={(direction) => move(index, direction)}
              />
            </li>
          ))}
        </Stack>
        <FormAlert kind="error">{reorder.isError && refusalOf(reorder.error)}</FormAlert>
        <form onSubmit={addOption} noValidate>
          <TextInput
            label={newOptionLabels[list]}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={addProblem}
            // The button beside the input, the message under both.
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
                  Add
                </Button>
              </Group>
            )}
          />
        </form>
      </Stack>
    </Paper>
  );
}
