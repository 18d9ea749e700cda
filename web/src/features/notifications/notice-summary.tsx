import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@srm/contract';
import { formatDetailDate } from '../../lib/dates';
import { useMarkNotificationsRead } from './notifications-api';

// What a notice says, as the bell and the dashboard's panel show it: bold while unread. It is its
// button's or link's name, every word shown (so speech control finds it by them), announced as unread
// until it is read. Spaces keep the lines' words apart in the text tools read; the layout ignores them.
export function NoticeSummary({ notice }: { notice: Notification }) {
  return (
    <>
      {!notice.read && <VisuallyHidden>Unread: </VisuallyHidden>}
      <Text size="sm" fw={notice.read ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
        {notice.title}
      </Text>{' '}
      <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {notice.body}
      </Text>{' '}
      <Text size="xs" c="dimmed">
        {formatDetailDate(notice.created_at)}
      </Text>
    </>
  );
}

// Marks every notice read: the bell's and the dashboard panel's.
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markRead = useMarkNotificationsRead();
  return (
    <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => markRead.mutate({ all: true })}>
      Mark all read
    </Button>
  );
}
