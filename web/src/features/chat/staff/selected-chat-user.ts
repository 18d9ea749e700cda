import { useCallback, useState } from 'react';

// The open conversation is remembered as {product}_chat_user_id.
export const selectedChatUserKey = 'srm_chat_user_id';

const readSelected = () => localStorage.getItem(selectedChatUserKey);

// The conversation open in /chats, kept across visits; `asked` (a link to one
// conversation) opens from the first render instead of the remembered one.
export function useSelectedChatUser(asked: string | null = null) {
  const [selectedId, setSelectedId] = useState<string | null>(() => asked ?? readSelected());
  const select = useCallback((id: string | null) => {
    if (id) localStorage.setItem(selectedChatUserKey, id);
    else localStorage.removeItem(selectedChatUserKey);
    setSelectedId(id);
  }, []);
  return [selectedId, select] as const;
}
