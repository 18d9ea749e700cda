import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CustomField, CustomFieldTarget } from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { refusalMessage } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { useReorderCustomFields } from '../api/reorder-custom-fields';
import { CustomFieldDialog } from './custom-field-dialog';
import { CustomFieldRow, type MoveDirection } from './custom-field-row';

const descriptions = {
  stakeholder: 'Asked on the tab you choose when a record is added or edited, and shown on its page.',
  ticket: "Asked with a ticket's details when it is created or edited, and shown on its page.",
} as const satisfies Record<CustomFieldTarget, string>;

interface CustomFieldSectionProps {
  target: CustomFieldTarget;
  title: string;
  // The target's fields in order, retired ones too.
  fields: CustomField[];
}

// The fields of stakeholder records or of tickets, in the order the forms ask them; a field to add at the end.
export function CustomFieldSection({ target, title, fields }: CustomFieldSectionProps) {
  const titleId = useId();
  const reorder = useReorderCustomFields();
  // The dialog's field (null adds one), kept while it closes so its title stays.
  const [dialog, setDialog] = useState<{ field: CustomField | null; opened: boolean }>({ field: null, opened: false });
  const [moved, setMoved] = useState<{ id: string; direction: MoveDirection; order: string } | null>(null);
  const rows = useRef<HTMLDivElement>(null);

  // A moved field keeps the cursor on the button that moved it, or on the other one once it reaches an end:
  // moving its row may take the focus away.
  const order = fields.map((field) => field.id).join(' ');
  useEffect(() => {
    if (!moved || reorder.isPending || moved.order !== order) return;
    const row = rows.current?.querySelector(`[data-field="${moved.id}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === moved.direction);
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
    setMoved(null);
  }, [moved, order, reorder.isPending]);

  // The whole order is sent, retired fields too (the server asks for every field of the target once).
  const move = (index: number, direction: MoveDirection) => {
    const ids = fields.map((field) => field.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(direction === 'up' ? index - 1 : index + 1, 0, id);
    reorder.mutate({ target, ids }, { onSuccess: () => setMoved({ id, direction, order: ids.join(' ') }) });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {descriptions[target]}
          </Text>
        </Stack>
        {fields.length === 0 && <Text c="dimmed">No fields yet.</Text>}
        <Stack component="ul" ref={rows} gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {fields.map((field, index) => (
            <li key={field.id} data-field={field.id}>
              <CustomFieldRow
                field={field}
                canMove={{
                  up: index > 0 && !reorder.isPending,
                  down: index < fields.length - 1 && !reorder.isPending,
                }}
                onMove={(direction) => move(index, direction)}
                onEdit={() => setDialog({ field, opened: true })}
              />
            </li>
          ))}
        </Stack>
        <FormAlert kind="error">{refusalMessage(reorder.error)}</FormAlert>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ field: null, opened: true })}
          >
            Add a field
          </Button>
        </Group>
      </Stack>
      <CustomFieldDialog
        target={target}
        field={dialog.field}
        opened={dialog.opened}
        onClose={() => setDialog((shown) => ({ ...shown, opened: false }))}
      />
    </Paper>
  );
}
