import { afterEach, beforeEach, vi } from 'vitest';

// The tests of the calling `describe` see screens at phone width: every
// `max-width` media query matches (lib/use-is-phone.ts asks one).
export function atPhoneWidth() {
  const desktop = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      ...desktop(query),
      matches: query === '' || query.includes('max-width'),
    }));
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });
}
