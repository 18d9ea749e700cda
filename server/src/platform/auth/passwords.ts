import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, t=2, p=1).
export function hashPassword(password: string) {
  return hash(password);
}

// Checked against when the email is unknown or has no password yet, so a
// wrong email takes as long to refuse as a wrong password.
const decoyHash = hash('decoy password that never matches');

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
