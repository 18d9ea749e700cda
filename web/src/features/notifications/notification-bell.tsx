import { Box, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages, type Notification } from '@srm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BellButton } from './bell-button';
import { MarkAllReadButton, NoticeSummary } from './notice-summary';
import { useMarkNotificationsRead, useNotifications } from './notifications-api';

// docs/product.md#notifications: the header's bell, for every role: the unread
// count, the newest notices, each opening what it is about, and 'Mark all read'.
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread_count ?? 0;
  const notices = notifications.data?.results ?? [];

  const open = (notice: Notification) => {
    if (!notice.read) markRead.mutate({ ids: [notice.id] });
    setOpened(false);
    void navigate(notice.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <BellButton onClick={() => setOpened((value) => !value)} />
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group
          justify="space-between"
          px="md"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={600}>Notifications</Text>
          <MarkAllReadButton unread={unread} />
        </Group>
        <ScrollArea.Autosize mah={420}>
          {notices.length === 0 ? (
            <Text c="dimmed" size="sm" p="md">
              {messages.noNotifications}
            </Text>
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {notices.map((notice) => (
                <Box component="li" key={notice.id}>
                  <UnstyledButton
                    w="100%"
                    px="md"
                    py="sm"
                    onClick={() => open(notice)}
                    bg={notice.read ? undefined : 'var(--mantine-primary-color-light)'}
                  >
                    <NoticeSummary notice={notice} />
                  </UnstyledButton>
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
