import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CustomField, customFieldTypeLabels, messages } from '@srm/contract';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { errorMessage } from '../../../api/error-message';
import { useUpdateCustomField } from '../api/update-custom-field';
import { customFieldTabLabels, takesChoices } from './custom-field-dialog';

export type MoveDirection = 'up' | 'down';

interface CustomFieldRowProps {
  field: CustomField;
  // Whether it may go up or down (not the first up, not the last down, nor while a new order is on its way).
  canMove: Record<MoveDirection, boolean>;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
}

// One field: its name, kind, whether it must be filled in, its tab and choices; moved up or down, edited,
// retired or restored. A refusal is said under it.
export function CustomFieldRow({ field, canMove, onMove, onEdit }: CustomFieldRowProps) {
  const update = useUpdateCustomField();
  const { label } = field;
  const toggleRetired = () =>
    update.mutate(
      { id: field.id, body: { retired: !field.retired } },
      { onSuccess: () => notifications.show({ color: 'green', message: messages.customFieldSaved }) },
    );

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text c={field.retired ? 'dimmed' : undefined} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {customFieldTypeLabels[field.type]}
            </Badge>
            {field.tab && (
              <Badge variant="outline" color="gray" size="sm">
                {customFieldTabLabels[field.tab]} tab
              </Badge>
            )}
            {field.required && (
              <Badge variant="light" color="orange" size="sm">
                Required
              </Badge>
            )}
            {field.retired && (
              <Badge color="gray" variant="outline" size="sm">
                Retired
              </Badge>
            )}
          </Group>
          {takesChoices(field.type) && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Choices: {field.choices.join(', ')}
            </Text>
          )}
        </Stack>
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
          <ActionIcon variant="default" aria-label={`Edit ${label}`} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Button
            size="compact-sm"
            variant="subtle"
            color={field.retired ? 'blue' : 'red'}
            aria-label={`${field.retired ? 'Restore' : 'Retire'} ${label}`}
            loading={update.isPending}
            onClick={toggleRetired}
          >
            {field.retired ? 'Restore' : 'Retire'}
          </Button>
        </Group>
      </Group>
      {update.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(update.error)}
        </Text>
      )}
    </Stack>
  );
}
