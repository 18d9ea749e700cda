import { Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { maxStaffImportRows, staffImportColumns } from '@srm/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useImportStaff } from '../api/import-staff';

// The header row a file needs, offered as a file to fill in.
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${staffImportColumns.join(',')}\n`)}`;

// Adds staff from a CSV file (docs/staff-csv.md) and shows, line by line, who
// was added and who was skipped and why.
export function ImportStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportStaff();
  const report = importing.data;

  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Import Users" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          A CSV file whose first row reads{' '}
          <Text span ff="monospace">
            {staffImportColumns.join(', ')}
          </Text>
          , one person per row (at most {maxStaffImportRows}). The department is named as it is in SRM; each person gets
          an invitation email.{' '}
          <Anchor href={templateHref} download="staff-template.csv">
            Download a template
          </Anchor>
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            importing.reset();
          }}
          clearable
        />
        <FormAlert kind="error">{importing.isError && errorMessage(importing.error)}</FormAlert>
        {report && (
          <Stack gap="xs" aria-live="polite">
            <FormAlert kind={report.skipped.length ? 'warning' : 'success'}>
              {report.created.length} added, {report.skipped.length} skipped.
            </FormAlert>
            {report.skipped.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <List size="sm" spacing={4} aria-label="Skipped rows">
                  {report.skipped.map(({ line, email, reason }) => (
                    <List.Item key={line}>
                      Line {line}
                      {email && ` (${email})`}: {reason}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {report ? 'Done' : 'Cancel'}
          </Button>
          <Button disabled={!file} loading={importing.isPending} onClick={() => file && importing.mutate(file)}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
