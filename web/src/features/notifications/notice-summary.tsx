import { Button, Text } from '@mantine/core';
import type { Notification } from '@srm/contract';
import { formatDetailDate } from '../../lib/dates';
import { useMarkNotificationsRead } from './notifications-api';

// A notice's accessible name: its title, announced as unread until it is read.
export const noticeLabel = (notice: Notification) => `${notice.read ? '' : 'Unread: '}${notice.title}`;

// What a notice says, as the bell and the dashboard's panel show it: bold while unread.
export function NoticeSummary({ notice }: { notice: Notification }) {
  return (
    <>
      <Text size="sm" fw={notice.read ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
        {notice.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {notice.body}
      </Text>
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
