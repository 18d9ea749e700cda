import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { messages } from '@srm/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { FormAlert } from '../../ui/form/form-alert';
import { MarkAllReadButton, NoticeSummary } from './notice-summary';
import { useMarkNotificationsRead, useNotifications } from './notifications-api';

const panelSize = 5;

// docs/product.md#notifications: the dashboard's card of the newest notices. It
// reads the bell's query, so both follow the same live event and mark reads alike.
export function NotificationsPanel() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const titleId = useId();
  const unread = notifications.data?.unread_count ?? 0;
  const notices = notifications.data?.results.slice(0, panelSize) ?? [];

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} miw={0}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={titleId}>
            Notifications
          </Title>
          {unread > 0 && (
            <Badge color="red" variant="light">
              {unread} unread
            </Badge>
          )}
        </Group>
        <MarkAllReadButton unread={unread} />
      </Group>
      {notifications.isPending ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : notifications.isError ? (
        <FormAlert kind="error">{errorMessage(notifications.error)}</FormAlert>
      ) : notices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.noNotifications}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {notices.map((notice) => (
            <Box component="li" key={notice.id}>
              <UnstyledButton
                component={Link}
                to={notice.link}
                onClick={() => {
                  if (!notice.read) markRead.mutate({ ids: [notice.id] });
                }}
                display="block"
                w="100%"
                px="sm"
                py="xs"
                bdrs="sm"
                bg={notice.read ? undefined : 'var(--mantine-primary-color-light)'}
              >
                <NoticeSummary notice={notice} />
              </UnstyledButton>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
