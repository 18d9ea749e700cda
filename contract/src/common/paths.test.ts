import { describe, expect, it } from 'vitest';
import { fillPath, matchPath, paths, pathTo } from './paths.js';

describe('paths', () => {
  it('fills every parameter of a pattern, each as one encoded segment', () => {
    expect(fillPath(paths.feedbackForm, { project: 'acme app', organizationId: 'b1/2' })).toBe(
      '/form/acme%20app/b1%2F2',
    );
    expect(pathTo.feedback('2b1c')).toBe('/feedback/2b1c');
  });

  it('puts the invitation token in the query, encoded', () => {
    expect(pathTo.userCreatePassword('a+b/c=')).toBe('/user-create-password?token=a%2Bb%2Fc%3D');
  });

  it("reads an address's parameters back, decoded, and refuses any other address", () => {
    expect(matchPath(paths.feedbackForm, '/form/acme%20app/b1%2F2')).toEqual({
      project: 'acme app',
      organizationId: 'b1/2',
    });
    expect(matchPath(paths.publicTicket, '/your-ticket/abc/')).toEqual({ token: 'abc' });
    expect(matchPath(paths.landing, '/')).toEqual({});
    expect(matchPath(paths.landing, '/login')).toBeNull();
    expect(matchPath(paths.publicChat, '/chat')).toBeNull();
    expect(matchPath(paths.publicChat, '/chat/a/b')).toBeNull();
    expect(matchPath(paths.publicTicket, '/your-ticket/%E0%A4%A')).toBeNull();
  });
});
