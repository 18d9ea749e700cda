import { ActionIcon, Box, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages, type Notification } from '@srm/contract';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={() => setOpened((value) => !value)}
        >
          <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
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
