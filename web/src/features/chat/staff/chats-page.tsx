import { Box, Center, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ChatUser, messages } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { getAccessToken } from '../../../api/session';
import { chatUserParam } from '../../../lib/chat-path';
import { queryKeys } from '../../../lib/query-keys';
import { useChatUser } from '../api/get-chat-user';
import { useChatUsers } from '../api/get-chat-users';
import type { ChatSocket } from '../chat-socket';
import { useChatSocket } from '../use-chat-socket';
import { ChatUserList } from './chat-user-list';
import type { ConversationTicketsPanel } from './conversation-tickets';
import { useSelectedChatUser } from './selected-chat-user';
import { StaffConversation } from './staff-conversation';

// docs/product.md#chat: below 600 px the conversation covers the list.
export const narrowChatQuery = '(max-width: 599.98px)';

const refreshChatUsers = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.chat, 'users'] });

// The staff's chat socket, and the users list following it: refreshed when the
// server says conversations changed, and after time offline, when it may not have.
function useStaffChatSocket() {
  const queryClient = useQueryClient();
  const socket = useChatSocket({
    identity: 'staff',
    auth: () => ({ token: getAccessToken() ?? '' }),
    // Asking the API again signs out an ended session, as any 401 does.
    onRefused: () => refreshChatUsers(queryClient),
  });
  useEffect(() => {
    if (!socket) return;
    let connectedBefore = socket.connected;
    const changed = () => refreshChatUsers(queryClient);
    const connected = () => {
      if (connectedBefore) changed();
      connectedBefore = true;
    };
    socket.on('userDataAgain', changed);
    socket.on('connect', connected);
    return () => {
      socket.off('userDataAgain', changed);
      socket.off('connect', connected);
    };
  }, [socket, queryClient]);
  return socket;
}

// The conversation a link asks for (`/chats?user=<id>`), opened once and taken
// out of the address, so choosing another one is not undone by a reload.
function useAskedChatUser() {
  const [params, setParams] = useSearchParams();
  const given = params.get(chatUserParam);
  const asked = given !== null && z.uuid().safeParse(given).success ? given : null;
  const [selectedId, select] = useSelectedChatUser(asked);
  useEffect(() => {
    if (given === null) return;
    if (asked) select(asked);
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(chatUserParam);
        return rest;
      },
      { replace: true },
    );
  }, [given, asked, select, setParams]);
  return [selectedId, select] as const;
}

interface OpenConversationProps {
  socket: ChatSocket | null;
  chatUserId: string;
  user: ChatUser | undefined;
  ticketsPanel: ConversationTicketsPanel | undefined;
  onBack: () => void;
}

// At phone width, the conversation as a full-screen dialog over the list.
function ConversationOverlay({ socket, chatUserId, user, ticketsPanel, onBack }: OpenConversationProps) {
  return (
    <Modal.Root opened onClose={onBack} fullScreen>
      <Modal.Content aria-label={user?.email ?? 'Conversation'}>
        <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <StaffConversation
            socket={socket}
            chatUserId={chatUserId}
            user={user}
            ticketsPanel={ticketsPanel}
            onBack={onBack}
          />
        </Box>
      </Modal.Content>
    </Modal.Root>
  );
}

interface ChatsPageProps {
  // The open conversation's tickets and 'Create a Ticket' (app/pages/chats-page.tsx).
  ticketsPanel?: ConversationTicketsPanel;
}

// /chats (docs/product.md#chat): the people who have written on
// the left, the open conversation on the right; the open one is remembered.
export function ChatsPage({ ticketsPanel }: ChatsPageProps) {
  const socket = useStaffChatSocket();
  // Read at once, so a phone never opens the side-by-side conversation first.
  const narrow = useMediaQuery(narrowChatQuery, undefined, { getInitialValueInEffect: false }) ?? false;
  const [search, setSearch] = useState('');
  const list = useChatUsers(search);
  const [selectedId, select] = useAskedChatUser();
  // The person last chosen, for when a search leaves them out of the list.
  const [chosen, setChosen] = useState<ChatUser | null>(null);
  const loaded = list.data?.pages.flatMap((page) => page.results) ?? [];
  const listed = loaded.find((user) => user._id === selectedId);
  // Asked for once the list has answered without it: linked to, or remembered from further down.
  const lookedUp = useChatUser(selectedId, !listed && !list.isPending);
  const selectedUser = listed ?? lookedUp.data ?? (chosen?._id === selectedId ? chosen : undefined);

  const choose = (user: ChatUser) => {
    setChosen(user);
    select(user._id);
  };

  return (
    <Stack gap="md" h="calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))" mih={420}>
      <Title order={1} size="h2">
        Chats
      </Title>
      <Paper withBorder radius="md" flex={1} mih={0} style={{ display: 'flex', overflow: 'hidden' }}>
        <Box
          w={narrow ? '100%' : 340}
          style={{
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            borderRight: narrow ? undefined : '1px solid var(--mantine-color-default-border)',
          }}
        >
          <ChatUserList list={list} search={search} onSearch={setSearch} selectedId={selectedId} onSelect={choose} />
        </Box>
        {!narrow && (
          <Box flex={1} miw={0} style={{ display: 'flex', flexDirection: 'column' }}>
            {selectedId ? (
              <StaffConversation
                key={selectedId}
                socket={socket}
                chatUserId={selectedId}
                user={selectedUser}
                ticketsPanel={ticketsPanel}
              />
            ) : (
              <Center flex={1}>
                <Text c="dimmed">{messages.noMessagesSelected}</Text>
              </Center>
            )}
          </Box>
        )}
      </Paper>
      {narrow && selectedId && (
        <ConversationOverlay
          socket={socket}
          chatUserId={selectedId}
          user={selectedUser}
          ticketsPanel={ticketsPanel}
          onBack={() => select(null)}
        />
      )}
    </Stack>
  );
}
