import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../lib/form-refusal';
import { FormAlert } from './form/form-alert';

interface CsvImportModalProps<Report> {
  opened: boolean;
  onClose: () => void;
  title: string;
  // What the file must hold; a template to download follows it.
  description: ReactNode;
  templateColumns: readonly string[];
  templateName: string;
  // The import's mutation: its answer is reported by `report`.
  importing: {
    data: Report | undefined;
    error: unknown;
    isError: boolean;
    isPending: boolean;
    mutate: (file: File) => void;
    reset: () => void;
  };
  report: (report: Report) => ReactNode;
}

// One way to import a CSV file (staff, stakeholders): choose it, send it, and
// read the server's report of each row.
export function CsvImportModal<Report>({
  opened,
  onClose,
  title,
  description,
  templateColumns,
  templateName,
  importing,
  report,
}: CsvImportModalProps<Report>) {
  const [file, setFile] = useState<File | null>(null);
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${templateColumns.join(',')}\n`)}`;
  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {description}{' '}
          <Anchor href={templateHref} download={templateName}>
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
        <FormAlert kind="error">{refusalMessage(importing.error)}</FormAlert>
        {importing.data && (
          <Stack gap="xs" aria-live="polite">
            {report(importing.data)}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {importing.data ? 'Done' : 'Cancel'}
          </Button>
          <Button disabled={!file} loading={importing.isPending} onClick={() => file && importing.mutate(file)}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
