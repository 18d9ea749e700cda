import { Profile } from '@srm/contract';
import { getAccessToken, storedUserKey } from './session';

// Read on every draw of whatever asks who is signed in: the stored text is checked once, not at each reading.
let lastRead: { raw: string; user: Profile | null } | undefined;

export function getStoredUser(): Profile | null {
  const raw = localStorage.getItem(storedUserKey);
  if (!raw) return null;
  if (lastRead?.raw !== raw) lastRead = { raw, user: parseStoredUser(raw) };
  return lastRead.user;
}

// A stored user that no longer matches the profile shape (an older version, a
// hand edit) counts as no user, so the guard sends the visitor to log in again.
function parseStoredUser(raw: string): Profile | null {
  try {
    const parsed = Profile.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function hasSession() {
  return getAccessToken() !== null && getStoredUser() !== null;
}
