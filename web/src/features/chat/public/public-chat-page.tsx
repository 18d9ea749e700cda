import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ChatSessionReceipt, messages } from '@srm/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { isUuid } from '../../../lib/is-uuid';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormAlert } from '../../../ui/form/form-alert';
import { usePublicChat } from '../api/get-public-chat';
import { type ChatSession, forgetChatSession, readChatSession, saveChatSession } from './chat-session';
import { StakeholderChat } from './stakeholder-chat';
import { StartChatForm } from './start-chat-form';
import { type VouchedVisitor, vouchedVisitorOf } from './vouched-visitor';

function ChatNotFound() {
  return (
    <Stack gap="xs" ta="center" p="lg">
      <Title order={2} size="h3">
        Chat not found
      </Title>
      <Text c="dimmed">{messages.chatNotFound}</Text>
    </Stack>
  );
}

// The session kept for this organisation, and what ended the last one. When
// the website vouches for its visitor, a kept chat of anyone else, or one that
// has not proven this email, gives way to a new start.
function useChatSessionOf(organizationId: string, vouched: VouchedVisitor | null) {
  const [session, setSession] = useState<ChatSession | null>(() => {
    const kept = readChatSession(organizationId);
    if (vouched && kept && !(kept.verified && kept.email === vouched.email)) return null;
    return kept;
  });
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

// /chat/{organisation id}: a stakeholder chats with the organisation without
// signing in (docs/product.md#chat), on its own or inside the organisation's
// website (the embed from Organization Settings): it fills whatever frame it is given.
export function PublicChatPage({ organizationId }: { organizationId: string }) {
  const addressIsValid = isUuid(organizationId);
  const publicChat = usePublicChat(organizationId, addressIsValid);
  // Used for one start: after 'Not you?' or an ended chat the form asks again.
  const [vouched, setVouched] = useState(() => vouchedVisitorOf(window.location.hash));
  const chat = useChatSessionOf(organizationId, vouched);
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
        {!notFound && publicChat.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading the chat" />
          </Center>
        )}
        {!notFound && publicChat.isError && (
          <Stack gap="sm" align="flex-start" p="md">
            <FormAlert kind="error">{errorMessage(publicChat.error)}</FormAlert>
            <Button variant="light" onClick={() => void publicChat.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {publicChat.data &&
          (chat.session ? (
            <StakeholderChat
              // A proven email moves the session to the earlier conversation: a new socket reads it.
              key={`${chat.session.chat_token}:${chat.session.roomId}`}
              session={chat.session}
              onEnded={() => {
                setVouched(null);
                chat.ended(messages.chatSessionEnded);
              }}
              onLeave={() => {
                setVouched(null);
                chat.ended(null);
              }}
              onVerified={chat.started}
            />
          ) : (
            <StartChatForm
              organizationId={organizationId}
              notice={chat.notice}
              onStarted={chat.started}
              vouched={vouched}
            />
          ))}
      </Paper>
    </Center>
  );
}
