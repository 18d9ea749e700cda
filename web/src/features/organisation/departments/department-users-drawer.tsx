import { Badge, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { type Department, permissionTypeLabels } from '@srm/contract';
import { InitialsAvatar } from '../../../ui/initials-avatar';
import { useDepartmentUsers } from '../api/get-department-users';

// 'Users in {department}' or 'No users added to {department}'.
export function DepartmentUsersDrawer({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const staff = useDepartmentUsers(department?.id ?? null);
  const name = department?.name ?? '';

  return (
    <Drawer opened={department !== null} onClose={onClose} position="right" title={`Users in ${name}`}>
      {staff.isPending ? (
        <Loader aria-label="Loading users" />
      ) : staff.data?.length ? (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {staff.data.map((user) => {
            const fullName = `${user.first_name} ${user.last_name}`;
            return (
              <Group component="li" key={user.id} gap="sm" wrap="nowrap">
                <InitialsAvatar name={fullName} size={36} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500} truncate title={fullName}>
                    {fullName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate title={user.email}>
                    {user.email}
                  </Text>
                </Stack>
                <Badge variant="light">{permissionTypeLabels[user.permission_type]}</Badge>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text c="dimmed">No users added to {name}</Text>
      )}
    </Drawer>
  );
}
