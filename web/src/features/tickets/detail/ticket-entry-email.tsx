import { Anchor, Badge, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import type { TicketActivity, TicketEntryEmail, TicketFile } from '@srm/contract';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import { fileSizeLabel } from '../../../lib/file-size';

// Who sent an email, as their mail program named them.
export const senderOf = (email: TicketEntryEmail) =>
  email.from_name ? `${email.from_name} <${email.from_address}>` : email.from_address;

// An entry's files, each to download under its own name (docs/product.md#email-in).
export function EntryFiles({ files }: { files: TicketFile[] }) {
  if (files.length === 0) return null;
  return (
    <List size="sm" mt={6} spacing={2} listStyleType="none" aria-label="Files">
      {files.map((file) => (
        <List.Item key={file.id} icon={<IconPaperclip size={14} aria-hidden />}>
          <Anchor href={file.location} download={file.file_name} style={{ overflowWrap: 'anywhere' }}>
            {file.file_name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            {fileSizeLabel(file.size)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

// What an entry that came by email says of it: that it did, whether the sender is in doubt, what was refused,
// and its whole original for staff to open in their mail program.
export function EntryEmail({ entry }: { entry: TicketActivity }) {
  const { email } = entry;
  if (!email) return null;
  return (
    <Stack gap={4} mt={6}>
      <Group gap={6}>
        <Badge variant="light" color="gray" size="sm" leftSection={<IconMail size={12} aria-hidden />}>
          By email
        </Badge>
        {email.sender_check === 'failed' && (
          <Tooltip label="The receiving mail server could not confirm this sender (SPF or DKIM failed): it may be forged.">
            <Badge color="red" variant="filled" size="sm" tabIndex={0}>
              Unverified sender
            </Badge>
          </Tooltip>
        )}
        {email.original_location && (
          <Anchor href={email.original_location} download={`${entry.reference}-email.eml`} size="xs">
            Original email (.eml)
          </Anchor>
        )}
      </Group>
      {email.refused_files.length > 0 && (
        <Text size="xs" c="dimmed" role="note">
          Not kept: {email.refused_files.map((file) => `${file.name} (${file.reason})`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
