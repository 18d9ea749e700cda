import { Anchor, List, ScrollArea, Text } from '@mantine/core';
import { maxStakeholderImportRows, pathTo } from '@srm/contract';
import { Link } from 'react-router';
import { CsvImportModal } from '../../../ui/csv-import-modal';
import { FormAlert } from '../../../ui/form/form-alert';
import { useImportStakeholders } from '../api/import-stakeholders';

const templateColumns = [
  'type',
  'name',
  'industry_or_sector',
  'product_service_used',
  'financial_type',
  'address',
  'contact_preference',
  'email',
  'phone',
];

// Adds or updates records from a CSV file (docs/stakeholder-csv.md): a row
// whose email a record of its type holds updates that record instead of
// adding a twin; each row's outcome is listed by its line.
export function ImportStakeholdersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const importing = useImportStakeholders();
  return (
    <CsvImportModal
      opened={opened}
      onClose={onClose}
      title="Import Stakeholders"
      description={
        <>
          A CSV file whose first row names the columns: at least{' '}
          <Text span ff="monospace">
            type, name
          </Text>{' '}
          and the fields of each type, one record per row (at most {maxStakeholderImportRows}). A row whose email
          belongs to a record of the same type updates it. An exported file can be imported again.
        </>
      }
      templateColumns={templateColumns}
      templateName="stakeholders-template.csv"
      importing={importing}
      report={(report) => (
        <>
          <FormAlert kind={report.skipped.length ? 'warning' : 'success'}>
            {report.created.length} added, {report.updated.length} updated, {report.unchanged.length} unchanged,{' '}
            {report.skipped.length} skipped.
          </FormAlert>
          <ScrollArea.Autosize mah={240}>
            <List size="sm" spacing={4} aria-label="Rows">
              {[...report.created, ...report.updated].map(({ line, id, reference }) => (
                <List.Item key={line}>
                  Line {line}:{' '}
                  <Anchor component={Link} to={pathTo.stakeholder(id)} size="sm">
                    {reference}
                  </Anchor>
                </List.Item>
              ))}
              {report.skipped.map(({ line, reason }) => (
                <List.Item key={line}>
                  Line {line} skipped: {reason}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </>
      )}
    />
  );
}
