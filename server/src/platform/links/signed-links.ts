import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock/clock.js';
import type { Config } from '../config/config.js';

const daySeconds = 24 * 60 * 60;
// `{id}.{expiry, seconds}.{signature}`: what every link a stakeholder is emailed carries as its own permission.
const tokenPattern = /^[0-9a-f-]{36}\.\d{1,12}\.[\w-]{43}$/;

export interface LinkClaim {
  id: string;
  expires: number;
  signature: string;
}

// The id a token names, read before any check: what a link's rate limits count by.
export const idOfToken = (token: string) => token.split('.')[0] ?? '';

// Links that open one thing for whoever holds them, for `days` (docs/product.md#tickets, #invoices). The signature
// covers the thing's id, the expiry and what the link is bound to (the address it was emailed to, the record it
// belongs to), so a link opens that one thing until it expires, and stops once it is bound elsewhere. Each
// purpose signs with a key of its own, derived from the server's secret: a ticket's link never opens an invoice.
export function createSignedLinks(
  { config, clock }: { config: Pick<Config, 'SECRET_KEY'>; clock: Clock },
  { purpose, days }: { purpose: string; days: number },
) {
  const signingKey = createHmac('sha256', config.SECRET_KEY).update(purpose).digest();
  const sign = (id: string, boundTo: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${id}\n${boundTo}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    // A token for a new email, valid for `days` from now.
    tokenFor(id: string, boundTo: string) {
      const expires = nowSeconds() + days * daySeconds;
      return `${id}.${expires}.${sign(id, boundTo, expires).toString('base64url')}`;
    },

    // What a token says, before anything is looked up; undefined if it cannot be one of ours.
    read(token: string): LinkClaim | undefined {
      if (token.length > 200 || !tokenPattern.test(token)) return undefined;
      const [id, expires, signature] = token.split('.') as [string, string, string];
      // The pattern lets through ids that are no uuid, which the database would refuse with an error.
      if (!z.guid().safeParse(id).success) return undefined;
      return { id, expires: Number(expires), signature };
    },

    // Whether the claim was signed for what the thing is bound to now, and whether it is still in time.
    check(claim: LinkClaim, boundTo: string): 'valid' | 'expired' | 'invalid' {
      const expected = sign(claim.id, boundTo, claim.expires);
      const given = Buffer.from(claim.signature, 'base64url');
      // Compared in constant time, so a signature cannot be guessed byte by byte.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return claim.expires > nowSeconds() ? 'valid' : 'expired';
    },
  };
}
