import { ActionIcon, Avatar, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { listPageSize, messages, permissionTypeLabels, type StaffUser } from '@srm/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ListState } from '../../../ui/data-table/list-state';
import { ListTable } from '../../../ui/data-table/list-table';
import { colourForName } from '../../../ui/initials-avatar';
import { DepartmentOf } from './department-of';

export const staffPageSize = listPageSize;

export interface StaffActions {
  onView: (member: StaffUser) => void;
  onResendToken: (member: StaffUser) => void;
  // Only the super admin edits and deletes staff (docs/product.md#roles); others get neither.
  onEdit?: ((member: StaffUser) => void) | undefined;
  onDelete?: ((member: StaffUser) => void) | undefined;
  // The email whose invitation is being sent again.
  resendingTo: string | null;
}

interface StaffTableProps extends StaffActions {
  state: ListState<StaffUser>;
  page: number;
  onPageChange: (page: number) => void;
  // The search the list answers, if any.
  search: string;
}

export const fullNameOf = (member: Pick<StaffUser, 'first_name' | 'last_name'>) =>
  `${member.first_name} ${member.last_name}`.trim();

function StaffCell({ member }: { member: StaffUser }) {
  const name = fullNameOf(member);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.image_url} name={name} color={colourForName(name)} radius="xl" size={36} aria-hidden />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate title={name}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate title={member.email}>
          {member.email}
        </Text>
      </Stack>
    </Group>
  );
}

// Verified members are viewed; unverified ones get their link again.
function RowActions({ member, ...actions }: { member: StaffUser } & StaffActions) {
  const name = fullNameOf(member);
  if (member.email_verified) {
    return (
      <Button size="xs" variant="light" onClick={() => actions.onView(member)}>
        View User
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        color="orange"
        loading={actions.resendingTo === member.email}
        onClick={() => actions.onResendToken(member)}
      >
        Resend Token
      </Button>
      {actions.onEdit && (
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => actions.onEdit?.(member)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
      {actions.onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={() => actions.onDelete?.(member)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

// Organization Settings: Staff, Department, Permission and a row action.
// Where the table is narrow, Department gives way first, then Permission.
export function StaffTable({ state, page, onPageChange, search, ...actions }: StaffTableProps) {
  return (
    <ListTable<StaffUser>
      label="Staff"
      state={state}
      empty={{ title: messages.noUsersYet }}
      noMatch={() => ({ title: messages.noSearchResults })}
      search={search}
      pager={{ page, onPageChange }}
      columns={[
        { accessor: 'staff', title: 'Staff', render: (member) => <StaffCell member={member} /> },
        {
          accessor: 'department_name',
          title: 'Department',
          givesWay: 1,
          render: (member) => <DepartmentOf member={member} />,
        },
        {
          accessor: 'permission_type',
          title: 'Permission',
          givesWay: 2,
          render: ({ permission_type }) => permissionTypeLabels[permission_type],
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          render: (member) => <RowActions member={member} {...actions} />,
        },
      ]}
    />
  );
}
