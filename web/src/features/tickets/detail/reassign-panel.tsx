import { Anchor, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type PermissionType, paths, type StaffUser, type TicketDetail } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { departmentsQueryOptions } from '../../../lib/departments';
import { refusalMessage } from '../../../lib/form-refusal';
import { useHandlerChoices } from '../../../lib/handler-choices';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { useSetHandler } from '../api/set-handler';
import { staffNameOf } from '../create/ticket-choices';

// Re-assign panel: the three groups, their Select labels and
// what each says when it has nobody.
const groups: { value: PermissionType; label: string; choose: string; empty: string }[] = [
  { value: 'manager', label: 'SE Manager', choose: 'Choose a SE Manager', empty: messages.noManagers },
  { value: 'executive', label: 'SE Executive', choose: 'Choose a SE Executive', empty: messages.noExecutives },
  { value: 'support', label: 'Support', choose: 'Choose a Support user', empty: messages.noSupportInDepartment },
];

function NobodyToChoose({ message }: { message: string }) {
  return (
    <Stack gap={4} role="status">
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Anchor component={Link} to={paths.users} size="sm">
        {messages.addMoreUsers}
      </Anchor>
    </Stack>
  );
}

const choicesOf = (users: StaffUser[]) => users.map((user) => ({ value: user.id, label: staffNameOf(user) }));

interface ReassignPanelProps {
  ticket: TicketDetail;
  onDone: () => void;
}

export function ReassignPanel({ ticket, onDone }: ReassignPanelProps) {
  const [group, setGroup] = useState<PermissionType | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const staff = useHandlerChoices();
  const departments = useQuery({ ...departmentsQueryOptions, enabled: group === 'support' });
  const reassign = useSetHandler();
  const chosenGroup = groups.find(({ value }) => value === group);

  const pickGroup = (value: string) => {
    setGroup(value as PermissionType);
    setDepartmentId(null);
    setUserId(null);
  };
  const pickDepartment = (value: string | null) => {
    setDepartmentId(value);
    setUserId(null);
  };

  // Support users are chosen within a department; managers and executives from
  // everyone. The current handler is not offered: choosing them changes nothing.
  const candidates = (staff.data?.results ?? []).filter(
    (user) =>
      user.id !== ticket.handler_id &&
      user.permission_type === group &&
      (group !== 'support' || user.department_id === departmentId),
  );
  const readyForUsers = chosenGroup && staff.isSuccess && (group !== 'support' || departmentId !== null);

  const confirm = () => {
    if (!userId) return;
    reassign.mutate(
      { ticketId: ticket.id, userId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.ticketReassigned });
          onDone();
        },
        onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group label="Choose a user group" value={group} onChange={pickGroup}>
        <Group mt="xs">
          {groups.map(({ value, label }) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>

      {chosenGroup && staff.isPending && <Loader size="sm" aria-label="Loading users" />}
      <FormAlert kind="error">
        {(staff.isError && errorMessage(staff.error)) || (departments.isError && errorMessage(departments.error))}
      </FormAlert>

      {group === 'support' && (
        <Select
          label="Choose a Department"
          placeholder={departments.isPending ? 'Loading departments…' : 'Choose a department'}
          data={(departments.data?.results ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          value={departmentId}
          onChange={pickDepartment}
          searchable
          nothingFoundMessage="No department of that name"
        />
      )}

      {readyForUsers &&
        (candidates.length === 0 ? (
          <NobodyToChoose message={chosenGroup.empty} />
        ) : (
          <Select
            label={chosenGroup.choose}
            placeholder="Choose a user"
            data={choicesOf(candidates)}
            value={userId}
            onChange={setUserId}
            searchable
            nothingFoundMessage="No user of that name"
          />
        ))}

      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!userId} loading={reassign.isPending}>
          Confirm Re-assign
        </Button>
      </Group>
    </Stack>
  );
}
