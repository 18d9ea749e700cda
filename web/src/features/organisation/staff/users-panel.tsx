import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { messages, type StaffUser } from '@srm/contract';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useCan, useSignedInUser } from '../../../lib/use-can';
import { useListState } from '../../../ui/data-table/list-state';
import { FormAlert } from '../../../ui/form/form-alert';
import { useExportStaff } from '../api/export-staff';
import { useStaff } from '../api/get-staff';
import { useResendToken } from '../api/resend-token';
import { DeleteStaffModal } from './delete-staff-modal';
import { ImportStaffModal } from './import-staff-modal';
import { StaffDetailDrawer } from './staff-detail-drawer';
import { StaffFormModal } from './staff-form-modal';
import { StaffTable, staffPageSize } from './staff-table';

// The Users tab of Organization Settings.
export function UsersPanel() {
  const me = useSignedInUser();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const staff = useStaff({ page, search: debouncedSearch });
  const staffList = useListState(staff);
  const resend = useResendToken();
  const exporting = useExportStaff();

  // After deletes the page may lie past the end: step back to the last page.
  const count = staff.data?.count;
  useEffect(() => {
    if (count !== undefined && page > 1 && (page - 1) * staffPageSize >= count) {
      setPage(Math.max(1, Math.ceil(count / staffPageSize)));
    }
  }, [count, page]);

  // The member the form edits (`null` = adding someone), kept while it closes.
  const [formOpened, formDialog] = useDisclosure(false);
  const [formMember, setFormMember] = useState<StaffUser | null>(null);
  const openForm = (member: StaffUser | null) => {
    setFormMember(member);
    formDialog.open();
  };
  const [viewing, setViewing] = useState<StaffUser | null>(null);
  const [deleting, setDeleting] = useState<StaffUser | null>(null);
  const [importOpened, setImportOpened] = useState(false);

  // docs/product.md#roles: only the super admin (the account creator) edits or deletes staff.
  const managesStaff = useCan('manage_staff');
  const edit = managesStaff ? (member: StaffUser) => openForm(member) : undefined;
  const remove = managesStaff
    ? (member: StaffUser) => {
        setViewing(null);
        setDeleting(member);
      }
    : undefined;

  const resendTo = (member: StaffUser) =>
    resend.mutate(member.email, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.tokenResent }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label="Search staff"
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setImportOpened(true)}
          >
            Import
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            Export
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            Add a User
          </Button>
        </Group>
      </Group>

      <FormAlert kind="error">
        {(staff.isError && errorMessage(staff.error)) || (exporting.isError && errorMessage(exporting.error))}
      </FormAlert>
      <StaffTable
        state={staffList}
        page={page}
        onPageChange={setPage}
        search={debouncedSearch}
        onView={setViewing}
        onResendToken={resendTo}
        resendingTo={resend.isPending ? resend.variables : null}
        onEdit={edit}
        onDelete={remove}
      />

      <StaffFormModal opened={formOpened} member={formMember} onClose={formDialog.close} />
      <StaffDetailDrawer
        member={viewing}
        onClose={() => setViewing(null)}
        onEdit={edit}
        // The creator is never deleted; their own panel offers no Delete.
        onDelete={viewing?.id === me?.id ? undefined : remove}
      />
      <DeleteStaffModal member={deleting} onClose={() => setDeleting(null)} />
      <ImportStaffModal opened={importOpened} onClose={() => setImportOpened(false)} />
    </Stack>
  );
}
