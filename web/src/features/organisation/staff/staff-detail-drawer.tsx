import { Anchor, Avatar, Badge, Button, Drawer, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { paths, permissionTypeLabels, type StaffTicketCounts, type StaffUser } from '@srm/contract';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { colourForName } from '../../../ui/initials-avatar';
import { colourOfStatus, readableTextOf, tintOf } from '../../../ui/status-badge';
import { useStaffMember } from '../api/get-staff-member';
import { DepartmentBadge } from './department-of';
import { fullNameOf } from './staff-table';

// Four coloured counters, the third real open tickets (docs/product.md#organisation-staff-and-departments).
// Each in its status's colour (docs/product.md#tickets), as the ticket lists draw them.
const counters: { key: keyof StaffTicketCounts; label: string; color: string }[] = [
  { key: 'overdue', label: 'Overdue', color: colourOfStatus('overdue') },
  { key: 'due', label: 'Due', color: colourOfStatus('due') },
  { key: 'open', label: 'Open', color: colourOfStatus('open') },
  { key: 'resolved', label: 'Resolved', color: colourOfStatus('resolved') },
];

interface StaffDetailDrawerProps {
  member: StaffUser | null;
  onClose: () => void;
  onEdit?: ((member: StaffUser) => void) | undefined;
  onDelete?: ((member: StaffUser) => void) | undefined;
}

// The user detail panel.
export function StaffDetailDrawer({ member, onClose, onEdit, onDelete }: StaffDetailDrawerProps) {
  const detail = useStaffMember(member?.id ?? null);
  const shown = detail.data ?? member;
  const name = shown ? fullNameOf(shown) : '';

  return (
    <Drawer opened={member !== null} onClose={onClose} position="right" title="User details">
      {shown && (
        <Stack gap="lg">
          <Stack align="center" gap={6} ta="center">
            <Avatar src={shown.image_url} name={name} color={colourForName(name)} size={88} radius="xl" />
            <Text fw={600} size="lg">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {shown.email}
            </Text>
            <Group gap="xs" justify="center">
              <Badge variant="light">{permissionTypeLabels[shown.permission_type]}</Badge>
              <DepartmentBadge member={shown} />
            </Group>
          </Stack>

          <FormAlert kind="error">{detail.isError && errorMessage(detail.error)}</FormAlert>
          <SimpleGrid cols={2} spacing="sm">
            {counters.map(({ key, label, color }) => (
              <Paper
                key={key}
                withBorder
                p="sm"
                radius="md"
                bg={tintOf(color)}
                role="group"
                aria-label={`${label} tickets`}
              >
                <Text size="xs" c={readableTextOf(color)} fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text fw={700} size="xl" c={readableTextOf(color)}>
                  {detail.data ? (
                    detail.data.tickets[key]
                  ) : (
                    <Loader size="xs" aria-label={`Loading ${label} tickets`} />
                  )}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Anchor component={Link} to={`${paths.userTickets}?user_id=${shown.id}`} ta="center">
            View all Tickets
          </Anchor>

          {(onEdit || onDelete) && (
            <Group grow>
              {onEdit && (
                <Button variant="default" onClick={() => onEdit(shown)}>
                  Edit User
                </Button>
              )}
              {onDelete && (
                <Button color="red" variant="light" onClick={() => onDelete(shown)}>
                  Delete User
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
