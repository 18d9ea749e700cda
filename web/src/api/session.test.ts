import { afterEach, describe, expect, it, vi } from 'vitest';
import { managerProfile } from '../test/fixtures';
import { saveSession, subscribeToSession } from './session';
import { getStoredUser } from './stored-user';

afterEach(() => localStorage.clear());

describe('saveSession', () => {
  it('tells the session readers when the session changes, and not when the same one is saved again', () => {
    const told = vi.fn();
    const stop = subscribeToSession(told);
    saveSession('token-1', managerProfile);
    saveSession('token-1', managerProfile);
    expect(told).toHaveBeenCalledTimes(1);

    saveSession('token-1', { ...managerProfile, first_name: 'Adaeze' });
    saveSession('token-2', { ...managerProfile, first_name: 'Adaeze' });
    expect(told).toHaveBeenCalledTimes(3);
    expect(getStoredUser()?.first_name).toBe('Adaeze');
    stop();
  });
});
