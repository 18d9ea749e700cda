import { List, ScrollArea, Text } from '@mantine/core';
import { maxStaffImportRows, staffImportColumns } from '@srm/contract';
import { CsvImportModal } from '../../../ui/csv-import-modal';
import { FormAlert } from '../../../ui/form/form-alert';
import { useImportStaff } from '../api/import-staff';

// Adds staff from a CSV file (docs/staff-csv.md) and shows, line by line, who
// was added and who was skipped and why.
export function ImportStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const importing = useImportStaff();
  return (
    <CsvImportModal
      opened={opened}
      onClose={onClose}
      title="Import Users"
      description={
        <>
          A CSV file whose first row reads{' '}
          <Text span ff="monospace">
            {staffImportColumns.join(', ')}
          </Text>
          , one person per row (at most {maxStaffImportRows}). The department is named as it is in SRM; each person gets
          an invitation email.
        </>
      }
      templateColumns={staffImportColumns}
      templateName="staff-template.csv"
      importing={importing}
      report={(report) => (
        <>
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
        </>
      )}
    />
  );
}
