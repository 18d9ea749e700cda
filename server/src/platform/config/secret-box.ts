import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Secrets the organisation gives us to use on its behalf (a mailbox's password, later a payment provider's key):
// kept encrypted with a key derived from SECRET_KEY (AES-256-GCM, a fresh nonce each time), never shown again. A
// database copy alone opens none of them; a changed SECRET_KEY opens none either, and the organisation enters
// them again.
const version = 'v1';

export function createSecretBox(secretKey: string) {
  const key = createHmac('sha256', secretKey).update('srm organisation secrets v1').digest();
  return {
    seal(plain: string) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        version,
        nonce.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    // undefined when it was sealed with another key, or tampered with.
    open(sealed: string): string | undefined {
      const [given, nonce, tag, body] = sealed.split('.');
      if (given !== version || !nonce || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
