import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Bearer tokens and invitation links: 256 random bits, so a plain hash is enough to store them.
export function newOpaqueToken() {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function newOtp() {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

// A million codes hash quickly, so codes are hashed with the server's secret:
// a leaked table alone does not give them away.
export function hashOtp(
  secretKey: string,
  { userId, purpose, code }: { userId: string; purpose: string; code: string },
) {
  return createHmac('sha256', secretKey).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
