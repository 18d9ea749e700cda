import { Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { maxStakeholderImportRows, pathTo } from '@srm/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useImportStakeholders } from '../api/import-stakeholders';

const templateColumns =
  'type,name,industry_or_sector,product_service_used,financial_type,address,contact_preference,email,phone';
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${templateColumns}\n`)}`;

// Adds or updates records from a CSV file (docs/stakeholder-csv.md): a row
// whose email a record of its type holds updates that record instead of
// adding a twin; each row's outcome is listed by its line.
export function ImportStakeholdersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportStakeholders();
  const report = importing.data;

  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Import Stakeholders" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          A CSV file whose first row names the columns: at least{' '}
          <Text span ff="monospace">
            type, name
          </Text>{' '}
          and the fields of each type, one record per row (at most {maxStakeholderImportRows}). A row whose email
          belongs to a record of the same type updates it. An exported file can be imported again.{' '}
          <Anchor href={templateHref} download="stakeholders-template.csv">
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
