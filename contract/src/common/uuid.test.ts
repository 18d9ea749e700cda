import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './uuid.js';

describe('isUuid', () => {
  // The server checks ids with zod: an id the page calls not found must be one the server refuses too.
  it.each([
    '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21',
    '0190b8a4-7c1e-7f7e-8a0c-6c2b1b9e4d21',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '0d3f5a43-3c1e-0f7e-9a0c-6c2b1b9e4d21',
    '0d3f5a43-3c1e-4f7e-7a0c-6c2b1b9e4d21',
    '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d2',
    '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21 ',
    'neo',
    '',
  ])('agrees with zod about %j', (id) => {
    expect(isUuid(id)).toBe(z.uuid().safeParse(id).success);
  });
});
