import { Anchor, Group, Text } from '@mantine/core';
import type { ChatSessionReceipt } from '@srm/contract';
import { ConversationPanel } from '../conversation/conversation-panel';
import { useChatConversation } from '../conversation/use-chat-conversation';
import { useChatSocket } from '../use-chat-socket';
import type { ChatSession } from './chat-session';
import { StaffAwayNotice } from './staff-away-notice';
import { useReportSeen } from './use-report-seen';
import { VerifyEmailPanel } from './verify-email-panel';

interface StakeholderChatProps {
  session: ChatSession;
  // No one is online: the answer comes by email too.
  staffAvailable: boolean;
  // The server no longer knows the session (a 401 on connecting).
  onEnded: () => void;
  // The stakeholder starts again under another name.
  onLeave: () => void;
  // The emailed code proved the address: the session reads the earlier conversation.
  onVerified: (receipt: ChatSessionReceipt) => void;
}

// The stakeholder's side of the conversation, over a socket of their own, with
// the code step above it while the email's earlier conversation waits.
export function StakeholderChat({ session, staffAvailable, onEnded, onLeave, onVerified }: StakeholderChatProps) {
  const socket = useChatSocket({
    identity: session.chat_token,
    auth: () => ({ chatToken: session.chat_token }),
    onRefused: onEnded,
  });
  const { conversation, snapshot } = useChatConversation(socket, session.roomId, 'stakeholder');
  useReportSeen(conversation, snapshot);

  const header = (
    <>
      <Group
        justify="space-between"
        gap="xs"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Chatting as {session.fullName} ({session.email})
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onLeave}>
          Not you?
        </Anchor>
      </Group>
      {!staffAvailable && <StaffAwayNotice email={session.email} />}
      {session.code_required && <VerifyEmailPanel session={session} onVerified={onVerified} onEnded={onEnded} />}
    </>
  );
  return <ConversationPanel conversation={conversation} snapshot={snapshot} me="stakeholder" header={header} />;
}
