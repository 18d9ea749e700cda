import { Profile } from '@srm/contract';

// The browser keeps the token and the user under these two keys.
export const accessTokenKey = 'srm_access_token';
export const storedUserKey = 'srm_user';

export function getAccessToken(): string | null {
  return localStorage.getItem(accessTokenKey);
}

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

export function saveSession(accessToken: string, user: Profile) {
  localStorage.setItem(accessTokenKey, accessToken);
  localStorage.setItem(storedUserKey, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(accessTokenKey);
  localStorage.removeItem(storedUserKey);
}
