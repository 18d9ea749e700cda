import type { Profile } from '@srm/contract';

// The browser keeps the token and the user under these two keys. No schema is
// needed here: the public pages' small entries reach this file through the API
// client, and only the app checks the stored user (stored-user.ts).
export const accessTokenKey = 'srm_access_token';
export const storedUserKey = 'srm_user';

export function getAccessToken(): string | null {
  return localStorage.getItem(accessTokenKey);
}

// Told when this tab saves or clears the session.
const listeners = new Set<() => void>();

// Every component reading the profile keeps the stored user current as it arrives (lib/profile.ts): saving what
// is already stored tells nobody, or each of them would have every session reader draw again.
export function saveSession(accessToken: string, user: Profile) {
  const storedUser = JSON.stringify(user);
  if (localStorage.getItem(accessTokenKey) === accessToken && localStorage.getItem(storedUserKey) === storedUser)
    return;
  localStorage.setItem(accessTokenKey, accessToken);
  localStorage.setItem(storedUserKey, storedUser);
  for (const listener of listeners) listener();
}

export function clearSession() {
  localStorage.removeItem(accessTokenKey);
  localStorage.removeItem(storedUserKey);
  for (const listener of listeners) listener();
}

// Calls `listener` whenever the stored session may have changed: in this tab, in
// another tab (a logout there), or when the browser shows a page again from its
// back-forward cache, where no code ran while it was away.
export function subscribeToSession(listener: () => void) {
  const fromStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === accessTokenKey || event.key === storedUserKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromStorage);
  window.addEventListener('pageshow', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromStorage);
    window.removeEventListener('pageshow', listener);
  };
}
