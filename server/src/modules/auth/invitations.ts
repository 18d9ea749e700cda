import { pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { hashToken, newOpaqueToken } from '../../platform/auth/secrets.js';
import { appLink } from '../../platform/mail/app-link.js';
import { insertInvitation } from './auth.queries.js';

export const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

// Creates the link an invited staff member follows to set their password; the invitation email itself belongs
// to adding staff (the organisation module). Call inside that transaction.
export async function createInvitation(
  tx: Database,
  { config, clock }: Pick<AppContext, 'config' | 'clock'>,
  { userId }: { userId: string },
) {
  const token = newOpaqueToken();
  const now = clock.now();
  await insertInvitation(tx, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + invitationLifetimeMs),
  });
  return { token, url: appLink(config, pathTo.userCreatePassword(token)) };
}
