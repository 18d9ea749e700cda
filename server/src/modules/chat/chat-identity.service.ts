import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { ChatIdentitySecret } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { sameHash } from '../../platform/auth/secrets.js';
import { findSealedIdentitySecret, insertIdentitySecretOnce, replaceIdentitySecret } from './chat-identity.queries.js';

// docs/product.md#chat: an organisation's website vouches for its signed-in
// visitor with `identity_hmac`, the hex HMAC-SHA256 of the trimmed, lower-cased
// email keyed with the organisation's chat secret (the secret's text as the key,
// as Node's createHmac and PHP's hash_hmac take it).
export function identityHmacOf(secret: string, email: string) {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');
}

// The secret is kept sealed (AES-256-GCM) with a key drawn from the server's
// SECRET_KEY: a copy of the database alone cannot vouch for anyone.
const sealVersion = 'v1';
const sealingKeyOf = (secretKey: string) =>
  Buffer.from(hkdfSync('sha256', secretKey, '', 'srm chat identity secret', 32));

export function sealSecret(secretKey: string, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [sealVersion, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

// Undefined when it was sealed with another server key (SECRET_KEY changed) or altered.
export function openSealedSecret(secretKey: string, sealed: string) {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== sealVersion || !iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

const newSecret = () => `chs_${randomBytes(32).toString('base64url')}`;

export function createChatIdentityService({
  database,
  clock,
  config,
}: Pick<AppContext, 'database' | 'clock' | 'config'>) {
  const { db } = database;
  const secretKey = config.SECRET_KEY;

  async function rotate(organizationId: string): Promise<ChatIdentitySecret> {
    const secret = newSecret();
    const row = await replaceIdentitySecret(db, {
      organizationId,
      sealedSecret: sealSecret(secretKey, secret),
      createdAt: clock.now(),
    });
    return { secret, created_at: row.createdAt.toISOString() };
  }

  return {
    rotate,

    // Made the first time a manager asks for it; made again if the server's key
    // changed since, because the old one can no longer be read.
    async secretOf(organizationId: string): Promise<ChatIdentitySecret> {
      const row =
        (await findSealedIdentitySecret(db, organizationId)) ??
        (await insertIdentitySecretOnce(db, {
          organizationId,
          sealedSecret: sealSecret(secretKey, newSecret()),
          createdAt: clock.now(),
        }));
      const secret = row && openSealedSecret(secretKey, row.sealedSecret);
      if (!row || secret === undefined) return rotate(organizationId);
      return { secret, created_at: row.createdAt.toISOString() };
    },

    // Compared in constant time; an organisation without a secret vouches for no one.
    async vouches({
      organizationId,
      email,
      identityHmac,
    }: {
      organizationId: string;
      email: string;
      identityHmac: string;
    }) {
      const row = await findSealedIdentitySecret(db, organizationId);
      const secret = row && openSealedSecret(secretKey, row.sealedSecret);
      return secret !== undefined && sameHash(identityHmacOf(secret, email), identityHmac);
    },
  };
}

export type ChatIdentityService = ReturnType<typeof createChatIdentityService>;
