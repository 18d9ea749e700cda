import { createSessionToken } from './factories.js';
import type { TestApp } from './test-app.js';

export interface SignedInMember {
  user: { id: string };
  token: string;
}

// Members whose sessions outlive moves of the fake clock: staff sessions last a
// day, so after each move everyone remembered here signs in again.
export function keepSignedIn(testApp: TestApp) {
  const members: SignedInMember[] = [];
  return {
    remember: (...more: SignedInMember[]) => members.push(...more),
    async moveClock(milliseconds: number) {
      testApp.clock.advance(milliseconds);
      for (const member of members) member.token = await createSessionToken(testApp, member.user.id);
    },
  };
}
