import { colorSchemes, isUuid, type Profile, permissionTypes } from '@srm/contract';
import { isOneOf } from '../lib/one-of';
import { getAccessToken, storedUserKey } from './session';

// Read on every draw of whatever asks who is signed in: the stored text is checked once, not at each reading.
let lastRead: { raw: string; user: Profile | null } | undefined;

export function getStoredUser(): Profile | null {
  const raw = localStorage.getItem(storedUserKey);
  if (!raw) return null;
  if (lastRead?.raw !== raw) lastRead = { raw, user: parseStoredUser(raw) };
  return lastRead.user;
}

// A stored user that no longer matches the profile's shape (an older version, a hand edit) counts as no user, so
// the guard sends the visitor to log in again. The shape is checked here by hand, as the contract's Profile would
// check it but for the email's form: that schema brings zod, a third of a phone's first task on arrival and
// needed by no signed-in page until a form is used (stored-user.test.ts holds the two to the same verdicts). The
// profile read as the app starts replaces what is stored.
function parseStoredUser(raw: string): Profile | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, first_name, last_name, email, permission_type, org_setup_complete, org_origin } = stored as Profile;
  // Stored before photos and schemes were kept: none, and the device's scheme, as the schema's defaults.
  const { image_url = null, color_scheme = 'system' } = stored as Partial<Profile>;
  const shaped =
    typeof id === 'string' &&
    isUuid(id) &&
    [first_name, last_name, email].every((text) => typeof text === 'string') &&
    isOneOf(permissionTypes, permission_type) &&
    typeof org_setup_complete === 'boolean' &&
    typeof org_origin === 'boolean' &&
    (image_url === null || typeof image_url === 'string') &&
    isOneOf(colorSchemes, color_scheme);
  if (!shaped) return null;
  return {
    id,
    first_name,
    last_name,
    email,
    permission_type,
    org_setup_complete,
    org_origin,
    image_url,
    color_scheme,
  };
}

export function hasSession() {
  return getAccessToken() !== null && getStoredUser() !== null;
}
