import { signInPages } from '@srm/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { continueInApp } from '../app/start-app';
import { takeOverSignInPage } from '../entries/sign-in-page';
import type { GoTo } from '../lib/page-navigation';
import { drawSignInPage, type SignInPageName, signInPageComponents } from './prerender-pages';

// The page as a visitor's browser receives it from the build: drawn, inside an inert root.
async function drawnPage(name: SignInPageName) {
  window.history.replaceState(null, '', signInPages[name]);
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('inert', '');
  root.innerHTML = await drawSignInPage(name);
  document.body.append(root);
  return root;
}

// Drawing and taking over in one page of JavaScript, React's server and browser renderers both enter the
// providers, which React warns of: not so in the build, which draws in a process of its own.
const differencesIn = (complaints: { mock: { calls: unknown[][] } }) =>
  complaints.mock.calls.filter(([message]) => !String(message).includes('multiple renderers'));

// The browser suite runs React's production build, which checks only a drawn page's text and shape when it takes
// it over; React's development build here also compares every attribute (a class, an id from useId), which the
// production build would leave as drawn without a word (docs/decisions/024-prerendered-sign-in-pages.md).
describe('the sign-in pages the build draws ahead', () => {
  let reactRoot: Root | undefined;
  afterEach(() => {
    act(() => reactRoot?.unmount());
    reactRoot = undefined;
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it.each(Object.keys(signInPages) as SignInPageName[])(
    '%s is taken over by its entry as drawn, attribute for attribute',
    async (name) => {
      const root = await drawnPage(name);
      const firstField = root.querySelector('input');
      expect(firstField).not.toBeNull();
      const complaints = vi.spyOn(console, 'error');

      reactRoot = takeOverSignInPage(root, signInPageComponents[name], vi.fn<GoTo>());
      await waitFor(() => expect(root).not.toHaveAttribute('inert'));
      // The very same field, now the page's: taken over, not drawn again.
      expect(root.querySelector('input')).toBe(firstField);
      await waitFor(() => expect(firstField).toHaveFocus());
      expect(differencesIn(complaints)).toEqual([]);
    },
  );

  it('hands the visitor to the app when they follow a link, which shows the next page in its place', async () => {
    const user = userEvent.setup();
    const root = await drawnPage('login');
    const signInPage = takeOverSignInPage(root, signInPageComponents.login, (path, options) => {
      void continueInApp(root, { signInPage, path, ...options }).then((app) => {
        reactRoot = app;
      });
    });
    await waitFor(() => expect(root).not.toHaveAttribute('inert'));

    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));

    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    // The app drew it in the sign-in page's place.
    expect(root).toContainElement(screen.getByRole('heading', { name: 'Forgot Password' }));
  });

  it('hands the app what the page passes on: the sign-up gives the code step its email', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ detail: 'We have emailed you a 6-digit code.' }), { status: 200 }),
      ),
    );
    const root = await drawnPage('create-account');
    const signInPage = takeOverSignInPage(root, signInPageComponents['create-account'], (path, options) => {
      void continueInApp(root, { signInPage, path, ...options }).then((app) => {
        reactRoot = app;
      });
    });
    await waitFor(() => expect(root).not.toHaveAttribute('inert'));

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.type(screen.getByLabelText('Business Name'), 'Zenith Foods');
    await user.type(screen.getByLabelText('Email Address'), 'Ada@Zenith.ng');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Enter the 6-digit code we sent to ada@zenith.ng.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/otp');
  });
});
