import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock/clock.js';

export const filesPath = '/api/files/';

const hourSeconds = 60 * 60;

// Files are shown through addresses that carry their own permission: an <img>
// cannot send the bearer token. The signature covers the key and the expiry,
// so it opens that one file until then and says nothing about any other key.
export interface FileUrls {
  // An address valid for one to two hours. It changes once an hour, so a
  // browser can cache the image meanwhile.
  urlFor(key: string): string;
  // The seconds the address stays valid, or null if it is expired or not ours.
  secondsLeft(request: { key: string; expires?: string | undefined; signature?: string | undefined }): number | null;
}

export function createFileUrls({ secretKey, clock }: { secretKey: string; clock: Clock }): FileUrls {
  // A key of its own, derived from the server's secret, so these signatures
  // can never be confused with any other use of SECRET_KEY.
  const signingKey = createHmac('sha256', secretKey).update('srm signed file urls v1').digest();
  const sign = (key: string, expires: number) => createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    urlFor(key) {
      const expires = (Math.floor(nowSeconds() / hourSeconds) + 2) * hourSeconds;
      return `${filesPath}${key}?exp=${expires}&sig=${sign(key, expires).toString('hex')}`;
    },

    secondsLeft({ key, expires, signature }) {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const left = Number(expires) - nowSeconds();
      if (left <= 0) return null;
      // Compared in constant time, so the signature cannot be guessed byte by byte.
      return timingSafeEqual(sign(key, Number(expires)), Buffer.from(signature, 'hex')) ? left : null;
    },
  };
}
