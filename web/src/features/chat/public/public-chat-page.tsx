import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ChatSessionReceipt, isUuid, publicMessages } from '@srm/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormAlert } from '../../../ui/form/form-alert';
import { PieceFailedToLoad } from '../../../ui/piece-failed-to-load';
import { usePublicChat } from '../api/get-public-chat';
import type { Arrival } from './arrival';
import type { ChatSession } from './chat-session';
import { forgetChatSession, keptChatText, saveChatSession } from './kept-chat';
import { StaffAwayNotice } from './staff-away-notice';
import { StartChatForm } from './start-chat-form';

const loading = (
  <Center py="xl">
    <Loader aria-label="Loading the chat" />
  </Center>
);

// The conversation and its live connection load once there is a chat to show.
const StakeholderChat = loadWhenWanted(async () => (await import('./stakeholder-chat')).StakeholderChat, {
  pending: () => loading,
  failed: () => (
    <Stack p="md">
      <PieceFailedToLoad />
    </Stack>
  ),
});

function ChatNotFound() {
  return (
    <Stack gap="xs" ta="center" p="lg">
      <Title order={2} size="h3">
        Chat not found
      </Title>
      <Text c="dimmed">{publicMessages.chatNotFound}</Text>
    </Stack>
  );
}

const nothingToRead: Arrival = { vouched: null, kept: null };

// What the visitor arrives with (arrival.ts), read with the contract's schemas.
// A first visit, with no kept chat and no word from the website, has nothing to
// read: the start form shows without loading them.
function useArrival(organizationId: string): Arrival | null {
  const [arrival, setArrival] = useState<Arrival | null>(() =>
    keptChatText(organizationId) === null && window.location.hash.length <= 1 ? nothingToRead : null,
  );
  useEffect(() => {
    if (arrival) return;
    let current = true;
    import('./arrival')
      .then(({ arrivalOf }) => arrivalOf(organizationId, window.location.hash))
      .catch(() => nothingToRead)
      .then((found) => {
        if (current) setArrival(found);
      });
    return () => {
      current = false;
    };
  }, [arrival, organizationId]);
  return arrival;
}

// The session kept for this organisation, and what ended the last one.
function useChatSessionOf(organizationId: string, kept: ChatSession | null) {
  const [session, setSession] = useState<ChatSession | null>(kept);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    session,
    notice,
    started: (receipt: ChatSessionReceipt) => {
      saveChatSession(organizationId, receipt);
      setNotice(null);
      setSession(receipt);
    },
    ended: (why: string | null) => {
      forgetChatSession(organizationId);
      setNotice(why);
      setSession(null);
    },
  };
}

// The start form, then the conversation.
function ChatSteps({
  organizationId,
  arrival,
  staffAvailable,
}: {
  organizationId: string;
  arrival: Arrival;
  staffAvailable: boolean;
}) {
  // Used for one start: after 'Not you?' or an ended chat the form asks again.
  const [vouched, setVouched] = useState(arrival.vouched);
  const chat = useChatSessionOf(organizationId, arrival.kept);
  if (!chat.session) {
    return (
      <>
        {!staffAvailable && <StaffAwayNotice />}
        <StartChatForm
          organizationId={organizationId}
          notice={chat.notice}
          onStarted={chat.started}
          vouched={vouched}
        />
      </>
    );
  }
  return (
    <StakeholderChat
      // A proven email moves the session to the earlier conversation: a new socket reads it.
      key={`${chat.session.chat_token}:${chat.session.roomId}`}
      session={chat.session}
      staffAvailable={staffAvailable}
      onEnded={() => {
        setVouched(null);
        chat.ended(publicMessages.chatSessionEnded);
      }}
      onLeave={() => {
        setVouched(null);
        chat.ended(null);
      }}
      onVerified={chat.started}
    />
  );
}

// /chat/{organisation id}: a stakeholder chats with the organisation without
// signing in (docs/product.md#chat), on its own or inside the organisation's
// website (the embed from Organization Settings): it fills whatever frame it is given.
export function PublicChatPage({ organizationId }: { organizationId: string }) {
  const addressIsValid = isUuid(organizationId);
  const publicChat = usePublicChat(organizationId, addressIsValid);
  const arrival = useArrival(organizationId);
  const organizationName = publicChat.data?.organization_name;
  useDocumentTitle(organizationName ? `Chat with ${organizationName}` : 'Chat');

  const notFound = !addressIsValid || (publicChat.error instanceof ApiError && publicChat.error.status === 404);

  return (
    <Center mih="100dvh" bg="var(--mantine-color-body)" p={{ base: 0, sm: 'md' }}>
      <Paper
        component="main"
        withBorder
        radius={0}
        w="100%"
        maw={720}
        h={{ base: '100dvh', sm: 'min(100dvh - 2rem, 800px)' }}
        style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Title
          order={1}
          size="h4"
          px="md"
          py="sm"
          bg="var(--mantine-primary-color-filled)"
          c="var(--mantine-primary-color-contrast)"
          style={{ overflowWrap: 'anywhere' }}
        >
          {organizationName ? `Chat with ${organizationName}` : 'Chat'}
        </Title>
        {notFound && <ChatNotFound />}
        {!notFound && (publicChat.isPending || (publicChat.isSuccess && !arrival)) && loading}
        {!notFound && publicChat.isError && (
          <Stack gap="sm" align="flex-start" p="md">
            <FormAlert kind="error">{errorMessage(publicChat.error)}</FormAlert>
            <Button variant="light" onClick={() => void publicChat.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {publicChat.data && arrival && (
          <ChatSteps
            organizationId={organizationId}
            arrival={arrival}
            staffAvailable={publicChat.data.staff_available}
          />
        )}
      </Paper>
    </Center>
  );
}
