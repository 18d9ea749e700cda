import { prerenderedAppPages } from '@srm/contract';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../app/start-app';
import { drawAppPage } from './prerender-pages';

// The browser suite runs React's production build, which checks only a drawn page's text and shape when it takes
// it over; React's development build here also compares every attribute (a class, an id from useId), which the
// production build would leave as drawn without a word (docs/decisions/024-prerendered-sign-in-pages.md).
describe('the pages the build draws ahead', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it.each(Object.values(prerenderedAppPages))(
    'are taken over at %s as drawn, attribute for attribute',
    async (path) => {
      const drawn = await drawAppPage(path);
      window.history.replaceState(null, '', path);
      const root = document.createElement('div');
      root.id = 'root';
      root.setAttribute('inert', '');
      root.innerHTML = drawn;
      document.body.append(root);
      const firstField = root.querySelector('input');
      expect(firstField).not.toBeNull();
      const complaints = vi.spyOn(console, 'error');

      const reactRoot = await startApp(root);
      await waitFor(() => expect(root).not.toHaveAttribute('inert'));
      // The very same field, now the app's: taken over, not drawn again.
      expect(root.querySelector('input')).toBe(firstField);
      // Drawing and taking over in one page of JavaScript, React's server and browser renderers both enter the
      // app's context providers, which React warns of: not so in the build, which draws in a process of its own.
      const differences = complaints.mock.calls.filter(([message]) => !String(message).includes('multiple renderers'));
      expect(differences).toEqual([]);
      act(() => reactRoot.unmount());
    },
  );
});
