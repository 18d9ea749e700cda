import { type PublicChat, publicChatRead } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicQuery } from '../../../lib/public-requests';

// Public: whether a chat's address names a real organisation, its name, and whether anyone is online.
export const getPublicChat = (organizationId: string, signal?: AbortSignal) =>
  apiRequest<PublicChat>(publicChatRead(organizationId), { signal });

// Whether anyone is online changes while the page is open: asked again each minute (docs/product.md#chat-by-email).
const staffAvailabilityEveryMs = 60_000;

// Not asked for an address that cannot name an organisation (not a UUID).
export function usePublicChat(organizationId: string, enabled: boolean) {
  return usePublicQuery(organizationId, (signal) => getPublicChat(organizationId, signal), {
    enabled,
    refetchInterval: staffAvailabilityEveryMs,
  });
}
