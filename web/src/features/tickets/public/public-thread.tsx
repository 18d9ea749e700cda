import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { PublicThreadEntry, PublicTicket } from '@srm/contract';
import { formatDetailDate } from '../../../lib/dates';
import { fileSizeLabel } from '../../../lib/file-size';

// What each entry says happened, as the stakeholder reads it.
function headlineOf(entry: PublicThreadEntry, organizationName: string) {
  const staff = entry.author ?? organizationName;
  switch (entry.kind) {
    case 'opened':
      return `${organizationName} opened this ticket for you`;
    case 'reply':
      return `${staff} replied`;
    case 'answer':
      return 'You wrote';
    case 'resolved':
      return `${staff} resolved the ticket`;
    case 'reopened':
      return entry.author ? `${entry.author} reopened the ticket` : 'Your message reopened the ticket';
  }
}

// The public thread, oldest first: our replies on one side, the stakeholder's own words on the other.
export function PublicThread({ ticket }: { ticket: PublicTicket }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {ticket.thread.map((entry) => {
        const own = entry.kind === 'answer';
        return (
          <li key={entry.id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: 'min(100%, 560px)' }}>
            <Text size="xs" c="dimmed" ta={own ? 'right' : 'left'}>
              {headlineOf(entry, ticket.organization_name)} · {formatDetailDate(entry.created_at)}
            </Text>
            {entry.body && (
              <Paper withBorder p="sm" mt={4} radius="md" bg={own ? 'var(--mantine-primary-color-light)' : undefined}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.body}
                </Text>
              </Paper>
            )}
            {entry.files.length > 0 && (
              <Stack gap={2} component="ul" p={0} mt={4} mb={0} style={{ listStyle: 'none' }} aria-label="Files">
                {entry.files.map((file) => (
                  <li key={file.id}>
                    <Anchor
                      href={file.location}
                      download={file.file_name}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {file.file_name}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {fileSizeLabel(file.size)}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
