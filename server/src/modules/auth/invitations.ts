import { pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { hashToken, newOpaqueToken } from '../../platform/auth/secrets.js';
import { appLink } from '../../platform/mail/app-link.js';
import { findUserByEmail, insertInvitation } from './auth.queries.js';

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

// The account an email already belongs to, in any organisation (login is by email alone), as its id only:
// adding or editing staff refuses an email that is taken.
export async function accountIdByEmail(tx: Database, email: string) {
  return (await findUserByEmail(tx, email))?.id;
}
