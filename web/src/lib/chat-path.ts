import { paths } from '@srm/contract';

// /chats opens the conversation named here (docs/product.md#chat): a ticket
// made from a chat and a stakeholder's page lead to it.
export const chatUserParam = 'user';

export const chatPathFor = (chatUserId: string) => `${paths.chats}?${chatUserParam}=${encodeURIComponent(chatUserId)}`;
