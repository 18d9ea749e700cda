import { useState } from 'react';

// Spec part 2 §7: the open conversation is remembered as {product}_chat_user_id.
export const selectedChatUserKey = 'srm_chat_user_id';

const readSelected = () => localStorage.getItem(selectedChatUserKey);

// The conversation open in /chats, kept across visits.
export function useSelectedChatUser() {
  const [selectedId, setSelectedId] = useState<string | null>(readSelected);
  const select = (id: string | null) => {
    if (id) localStorage.setItem(selectedChatUserKey, id);
    else localStorage.removeItem(selectedChatUserKey);
    setSelectedId(id);
  };
  return [selectedId, select] as const;
}
