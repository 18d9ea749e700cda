import { describe, expect, it } from 'vitest';
import { fillPath, paths, pathTo } from './paths.js';

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
});
