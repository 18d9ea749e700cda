import { Box, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ChatUser, messages } from '@srm/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import type { useChatUsers } from '../api/get-chat-users';
import { ChatUserEntry } from './chat-user-entry';

interface ChatUserListProps {
  list: ReturnType<typeof useChatUsers>;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (user: ChatUser) => void;
}

// The box waits for a pause in typing, as every list's search does (ui/search-input.tsx).
function ChatUserSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState('');
  const searchLater = useDebouncedCallback((text: string) => onSearch(text.trim()), 300);
  return (
    <TextInput
      aria-label="Search chats"
      placeholder="Search name or email"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        searchLater.cancel();
        onSearch(draft.trim());
      }}
    />
  );
}

// The people who have written, newest update first.
export function ChatUserList({ list, search, onSearch, selectedId, onSelect }: ChatUserListProps) {
  const users = list.data?.pages.flatMap((page) => page.results) ?? [];
  const answered = list.data !== undefined && !list.isPlaceholderData;

  return (
    <Stack gap={0} flex={1} mih={0}>
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <ChatUserSearch onSearch={onSearch} />
      </Box>
      <Box flex={1} mih={0} style={{ overflowY: 'auto' }}>
        {list.isError && (
          <Box p="sm">
            <FormAlert kind="error">{errorMessage(list.error)}</FormAlert>
          </Box>
        )}
        {list.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading chats" />
          </Center>
        )}
        {answered && users.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            {search ? `No chats match “${search}”.` : messages.noChatUsers}
          </Text>
        )}
        {users.length > 0 && (
          <Box component="ul" aria-label="Chats" m={0} p={0} style={{ listStyle: 'none' }}>
            {users.map((user) => (
              <li key={user._id}>
                <ChatUserEntry user={user} selected={user._id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </Box>
        )}
        {list.hasNextPage && (
          <Center p="sm">
            <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Show more
            </Button>
          </Center>
        )}
      </Box>
    </Stack>
  );
}
