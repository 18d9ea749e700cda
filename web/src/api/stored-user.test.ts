import { Profile } from '@srm/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { managerProfile } from '../test/fixtures';
import { storedUserKey } from './session';
import { getStoredUser } from './stored-user';

afterEach(() => localStorage.clear());

const storedAs = (value: unknown) => {
  localStorage.setItem(storedUserKey, typeof value === 'string' ? value : JSON.stringify(value));
  return getStoredUser();
};
const { image_url: _photo, ...storedBeforePhotos } = managerProfile;
const { color_scheme: _scheme, ...storedBeforeSchemes } = managerProfile;

describe('getStoredUser', () => {
  it('keeps a user stored before profiles had photos signed in, with no photo', () => {
    expect(storedAs(storedBeforePhotos)).toEqual({ ...managerProfile, image_url: null });
  });

  it('forgets a stored user that is not a profile at all', () => {
    expect(storedAs({ name: 'someone' })).toBeNull();
  });

  // The check is written without zod, for a phone's first load: it must come to the contract's verdict.
  it.each([
    ['the profile as stored today', managerProfile],
    ['one stored before photos', storedBeforePhotos],
    ['one stored before schemes', storedBeforeSchemes],
    ['one with a photo', { ...managerProfile, image_url: 'https://files.example.ng/ada.png' }],
    ['one with more than a profile holds', { ...managerProfile, token: 'kept elsewhere' }],
    ['an id that is not one', { ...managerProfile, id: 'ada' }],
    ['a name that is not text', { ...managerProfile, first_name: 7 }],
    ['a missing last name', { ...managerProfile, last_name: undefined }],
    ['a role there is not', { ...managerProfile, permission_type: 'owner' }],
    ['a yes or no that is text', { ...managerProfile, org_origin: 'true' }],
    ['a photo that is not an address', { ...managerProfile, image_url: 12 }],
    ['a scheme there is not', { ...managerProfile, color_scheme: 'sepia' }],
    ['a list', [managerProfile]],
    ['text', 'Ada'],
    ['nothing', null],
  ])("comes to the contract Profile's verdict on %s", (_, value) => {
    const parsed = Profile.safeParse(value);
    expect(storedAs(value)).toEqual(parsed.success ? parsed.data : null);
  });

  // The one verdict that differs, on purpose: the profile read as the app starts puts the server's email in its place.
  it("keeps a stored user whose email is not one, where the contract's schema would not", () => {
    const oddEmail = { ...managerProfile, email: 'ada at zenith' };
    expect(Profile.safeParse(oddEmail).success).toBe(false);
    expect(storedAs(oddEmail)).toEqual(oddEmail);
  });

  it('forgets what is not JSON', () => {
    expect(storedAs('{"id":')).toBeNull();
  });
});
