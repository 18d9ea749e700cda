import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type ChatUser, messages } from '@srm/contract';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { chatPathFor } from '../../../lib/chat-path';
import { formatDetailDate } from '../../../lib/dates';
import { FormAlert } from '../../../ui/form/form-alert';
import { useStakeholderChats } from '../api/get-chat-users';
import { UnverifiedBadge } from '../staff/unverified-badge';

// Who wrote the last message, as a ticket made from the chat quotes it.
const lastMessageOf = ({ last_message, fullName }: ChatUser) =>
  last_message && `${last_message.sender === 'staff' ? 'Staff' : fullName}: ${last_message.message}`;

function StakeholderChat({ chat }: { chat: ChatUser }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={chat.email}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {chat.fullName}{' '}
            <Text span c="dimmed" fw={400}>
              {chat.email}
            </Text>
          </Text>
          {!chat.verified && <UnverifiedBadge />}
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {lastMessageOf(chat)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDetailDate(chat.updated_at)}
          </Text>
        </Stack>
        <Button component={Link} to={chatPathFor(chat._id)} variant="light" size="xs" style={{ flexShrink: 0 }}>
          Open in Chats
        </Button>
      </Group>
    </Paper>
  );
}

// A stakeholder record's conversations (docs/product.md#chat), newest first,
// each with its last message and a way into /chats. The app shows it on the
// stakeholder's page.
export function StakeholderChats({ stakeholderId }: { stakeholderId: string }) {
  const chats = useStakeholderChats(stakeholderId);
  const loaded = chats.data?.pages.flatMap((page) => page.results) ?? [];

  if (chats.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading chats" />
      </Center>
    );
  }
  if (chats.isError) return <FormAlert kind="error">{errorMessage(chats.error)}</FormAlert>;
  if (loaded.length === 0) return <Text c="dimmed">{messages.noStakeholderChats}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label="Chats with this stakeholder" m={0} p={0} style={{ listStyle: 'none' }}>
        {loaded.map((chat) => (
          <StakeholderChat key={chat._id} chat={chat} />
        ))}
      </Stack>
      {chats.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={chats.isFetchingNextPage} onClick={() => void chats.fetchNextPage()}>
            Show more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
