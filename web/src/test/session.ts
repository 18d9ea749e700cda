import type { Profile } from '@srm/contract';
import { saveSession } from '../api/session';

// Signs `profile` in the way a login leaves the browser.
export function signIn(profile: Profile) {
  saveSession('token', profile);
}
