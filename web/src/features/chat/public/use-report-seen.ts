import { useEffect } from 'react';
import type { ChatConversation, ConversationSnapshot } from '../conversation/chat-conversation';

// The stakeholder has seen what is on screen while the page is in view, so the
// missed-replies email leaves those out (docs/product.md#chat).
export function useReportSeen(conversation: ChatConversation | null, snapshot: ConversationSnapshot) {
  const { messages, connected } = snapshot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report again when messages arrive or the connection is back
  useEffect(() => {
    if (!conversation) return;
    const report = () => {
      if (document.visibilityState === 'visible') conversation.reportSeen();
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [conversation, messages, connected]);
}
