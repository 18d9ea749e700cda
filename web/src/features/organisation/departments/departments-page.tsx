import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Department } from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useDepartments } from '../../../lib/departments';
import { FormAlert } from '../../../ui/form/form-alert';
import { DeleteDepartmentModal } from './delete-department-modal';
import { DepartmentCard } from './department-card';
import { DepartmentFormModal } from './department-form-modal';
import { DepartmentUsersDrawer } from './department-users-drawer';

// Departments (/frontdesk).
export function DepartmentsPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Departments
        </Title>
        <Text c="dimmed">Create, Manage and Edit your Departments here</Text>
      </Stack>
      <DepartmentsPanel />
    </Stack>
  );
}

// The departments, their forms and dialogs: the page above and a tab of Organization Settings.
export function DepartmentsPanel() {
  const departments = useDepartments();
  const [formOpened, form] = useDisclosure(false);
  const [editing, setEditing] = useState<Department | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [viewing, setViewing] = useState<Department | null>(null);

  const openForm = (department: Department | null) => {
    setEditing(department);
    form.open();
  };
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
      Create a Department
    </Button>
  );

  return (
    <Stack gap="lg">
      {Boolean(departments.data?.count) && <Group justify="flex-end">{createButton}</Group>}

      <FormAlert kind="error">{departments.isError && errorMessage(departments.error)}</FormAlert>
      {departments.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading departments" />
        </Center>
      )}
      {departments.data?.count === 0 && (
        <Stack align="center" py="xl" gap="md">
          <Text fw={600}>No Departments Created yet</Text>
          {createButton}
        </Stack>
      )}
      {Boolean(departments.data?.count) && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {departments.data?.results.map((department) => (
            <DepartmentCard
              key={department.id}
              department={department}
              onViewUsers={() => setViewing(department)}
              onEdit={() => openForm(department)}
              onDelete={() => setDeleting(department)}
            />
          ))}
        </SimpleGrid>
      )}

      <DepartmentFormModal opened={formOpened} department={editing} onClose={form.close} />
      <DeleteDepartmentModal department={deleting} onClose={() => setDeleting(null)} />
      <DepartmentUsersDrawer department={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
