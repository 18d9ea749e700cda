import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import {
  acceptedDocumentExtensions,
  documentMessages,
  maxDocumentBytes,
  maxDocumentsBytes,
  maxDocumentsPerEntry,
} from '@srm/contract';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { fileSizeLabel } from '../../lib/file-size';

// A key for each chosen file, the same one chosen twice included.
const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
const keyOf = (file: File) => {
  if (!fileKeys.has(file)) fileKeys.set(file, ++lastFileKey);
  return fileKeys.get(file);
};

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

// What the server would refuse in these files, said before they are sent (docs/product.md#email-in): a kind it
// does not keep (by name here; the server also reads the content), one too large, too many, too much together.
export function problemWithFiles(files: readonly File[]): string | null {
  if (files.length > maxDocumentsPerEntry) return documentMessages.tooManyDocuments;
  const accepted: readonly string[] = acceptedDocumentExtensions;
  if (files.some((file) => !accepted.includes(extensionOf(file.name)))) return documentMessages.documentNotAccepted;
  if (files.some((file) => file.size > maxDocumentBytes)) return documentMessages.documentTooLarge;
  if (files.reduce((sum, file) => sum + file.size, 0) > maxDocumentsBytes) return documentMessages.documentsTooLarge;
  return null;
}

interface AttachFilesProps {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | null | undefined;
  disabled?: boolean;
}

// Files to send with a message: chosen with a button (several at once, more later), each shown with its size and
// a button to take it off again.
export function AttachFiles({ files, onChange, error, disabled }: AttachFilesProps) {
  // Emptied after each choice, so a file taken off and chosen again is chosen again.
  const resetRef = useRef<() => void>(null);
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton
          resetRef={resetRef}
          multiple
          accept={acceptedDocumentExtensions.join(',')}
          onChange={(added) => {
            onChange([...files, ...added]);
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-sm"
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
              leftSection={<IconPaperclip size={14} aria-hidden />}
            >
              Attach files
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          Images, PDFs, office documents, text, CSV or zip; 10 MB each
        </Text>
      </Group>
      {files.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to send">
          {files.map((file, index) => (
            <Group key={keyOf(file)} gap={6} wrap="nowrap" component="li">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {fileSizeLabel(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {error && (
        <Text id={errorId} size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

// A message with files goes as a multipart form; without, as JSON, as it always has.
export function withFiles(fields: Record<string, string>, files: readonly File[]): FormData | Record<string, string> {
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  return form;
}
