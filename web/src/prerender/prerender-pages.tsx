import type { signInPages } from '@srm/contract';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { SignInPage } from '../entries/sign-in-page';
import { CreateAccountPage } from '../features/auth/pages/create-account-page';
import { LoginPage } from '../features/auth/pages/login-page';
import type { GoTo } from '../lib/page-navigation';

export type SignInPageName = keyof typeof signInPages;

// What each entry in entries/ draws, by the contract's name for its address.
export const signInPageComponents: Record<SignInPageName, ComponentType> = {
  login: LoginPage,
  'create-account': CreateAccountPage,
};

const stillDrawing: GoTo = () => {
  throw new Error('a page drawn ahead moved on while it was drawn');
};

// Built for Node by `npm run build` (scripts/prerender.mjs), never shipped to a browser: the sign-in pages, which
// look the same for every visitor, drawn into HTML as a first visit's browser draws them, with nothing stored.
// The tree is the one their entries take over (entries/sign-in-page.tsx).
export async function drawSignInPage(name: SignInPageName) {
  // Waits for every piece loaded when wanted, so the browser finds each drawn, not a piece the build gave up on,
  // which React would redraw and report as an error.
  const { prelude } = await prerender(<SignInPage page={signInPageComponents[name]} goTo={stillDrawing} />);
  return new Response(prelude).text();
}

export async function drawSignInPages() {
  const names = Object.keys(signInPageComponents) as SignInPageName[];
  return Promise.all(names.map(async (name) => ({ name, html: await drawSignInPage(name) })));
}
