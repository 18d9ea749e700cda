import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ManagedOptionList, messages, type StakeholderOption, UpdateStakeholderOptionBody } from '@srm/contract';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../../api/error-message';
import { useUpdateStakeholderOption } from '../api/update-stakeholder-option';

export type MoveDirection = 'up' | 'down';

interface OptionRowProps {
  list: ManagedOptionList;
  option: StakeholderOption;
  // Whether it may go up or down (not the first up, not the last down, nor while a new order is on its way).
  canMove: Record<MoveDirection, boolean>;
  onMove: (direction: MoveDirection) => void;
}

// One option of a list: its name, renamed in place; moved up or down; retired or restored. A refusal is
// said under the name, the field when renaming.
export function OptionRow({ list, option, canMove, onMove }: OptionRowProps) {
  const update = useUpdateStakeholderOption();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(option.label);
  const [problem, setProblem] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const wasRenaming = useRef(false);
  const { label } = option;

  // The cursor goes into the name to rename, and back to Rename once done.
  useEffect(() => {
    if (renaming) nameInput.current?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const stopRenaming = () => {
    setRenaming(false);
    setProblem(null);
    update.reset();
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateStakeholderOptionBody.safeParse({ label: name });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? messages.optionLabelRequired);
    if (parsed.data.label === label) return stopRenaming();
    update.mutate(
      { list, key: option.key, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.optionSaved });
          stopRenaming();
        },
        onError: (error) => setProblem(fieldErrorsOf(error).label ?? errorMessage(error)),
      },
    );
  };
  const toggleRetired = () =>
    update.mutate(
      { list, key: option.key, body: { retired: !option.retired } },
      {
        onSuccess: () => {
          setProblem(null);
          notifications.show({ color: 'green', message: messages.optionSaved });
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  if (renaming) {
    return (
      <form onSubmit={rename} noValidate>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={`New name for ${label}`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Escape' && stopRenaming()}
            error={problem}
            ref={nameInput}
            style={{ flex: '1 1 12rem' }}
          />
          <Group gap="xs" wrap="nowrap">
            <Button type="submit" size="sm" loading={update.isPending}>
              Save
            </Button>
            <Button variant="default" size="sm" onClick={stopRenaming}>
              Cancel
            </Button>
          </Group>
        </Group>
      </form>
    );
  }

  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
          <Text c={option.retired ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          {option.retired && (
            <Badge color="gray" variant="outline" size="sm">
              Retired
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} up`}
            data-move="up"
            disabled={!canMove.up}
            onClick={() => onMove('up')}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move ${label} down`}
            data-move="down"
            disabled={!canMove.down}
            onClick={() => onMove('down')}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            ref={renameButton}
            variant="default"
            aria-label={`Rename ${label}`}
            onClick={() => {
              setName(label);
              setProblem(null);
              setRenaming(true);
            }}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Button
            size="compact-sm"
            variant="subtle"
            color={option.retired ? 'blue' : 'red'}
            aria-label={`${option.retired ? 'Restore' : 'Retire'} ${label}`}
            loading={update.isPending}
            onClick={toggleRetired}
          >
            {option.retired ? 'Restore' : 'Retire'}
          </Button>
        </Group>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
