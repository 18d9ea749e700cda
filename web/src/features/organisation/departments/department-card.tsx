import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Department } from '@srm/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { shorten } from '../../../lib/text';
import { InitialsAvatar } from '../../../ui/initials-avatar';

interface DepartmentCardProps {
  department: Department;
  onViewUsers: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

// Name and description cut to 40 characters.
export function DepartmentCard({ department, onViewUsers, onEdit, onDelete }: DepartmentCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={department.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <InitialsAvatar name={department.name} size={44} />
          <Group gap={4}>
            <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={`Edit ${department.name}`}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${department.name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Text fw={600} title={department.name}>
          {shorten(department.name, 40)}
        </Text>
        <Text size="sm" c="dimmed" title={department.description} style={{ flex: 1 }}>
          {shorten(department.description, 40)}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {department.staff_count === 1 ? '1 staff member' : `${department.staff_count} staff members`}
          </Text>
          <Button variant="light" size="xs" onClick={onViewUsers}>
            View Users
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
