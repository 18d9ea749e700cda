import { afterEach, describe, expect, it } from 'vitest';
import { managerProfile } from '../test/fixtures';
import { storedUserKey } from './session';
import { getStoredUser } from './stored-user';

afterEach(() => localStorage.clear());

describe('getStoredUser', () => {
  it('keeps a user stored before profiles had photos signed in, with no photo', () => {
    const { image_url: _, ...storedBeforePhotos } = managerProfile;
    localStorage.setItem(storedUserKey, JSON.stringify(storedBeforePhotos));
    expect(getStoredUser()).toEqual({ ...managerProfile, image_url: null });
  });

  it('forgets a stored user that is not a profile at all', () => {
    localStorage.setItem(storedUserKey, JSON.stringify({ name: 'someone' }));
    expect(getStoredUser()).toBeNull();
  });
});
