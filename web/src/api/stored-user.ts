import { Profile } from '@srm/contract';
import { getAccessToken, storedUserKey } from './session';

// A stored user that no longer matches the profile shape (an older version, a
// hand edit) counts as no user, so the guard sends the visitor to log in again.
export function getStoredUser(): Profile | null {
  const raw = localStorage.getItem(storedUserKey);
  if (!raw) return null;
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
