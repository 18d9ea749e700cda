import { Anchor, type AnchorProps } from '@mantine/core';
import { createContext, type MouseEvent, type ReactNode, use } from 'react';

export interface GoToOptions {
  replace?: boolean;
  // Handed to the next page, as react-router's navigation state.
  state?: unknown;
}

// How a page moves on to another address: the app's router, or, for a page its
// own entry draws, that entry's way into the app (entries/sign-in-page.tsx). A page
// drawn by both reaches the next page through this, not through the router, so
// that it works in either without carrying the router's code.
// Addresses are the contract's paths, from the root: a relative one would mean one place to the link's `href`
// and another to the app's router.
export type AppAddress = `/${string}`;
export type GoTo = (path: AppAddress, options?: GoToOptions) => void;

const PageNavigation = createContext<GoTo | null>(null);

export function PageNavigationProvider({ goTo, children }: { goTo: GoTo; children: ReactNode }) {
  return <PageNavigation value={goTo}>{children}</PageNavigation>;
}

export function useGoTo(): GoTo {
  const goTo = use(PageNavigation);
  if (!goTo) throw new Error('a page that moves on needs a PageNavigationProvider above it');
  return goTo;
}

// Asks the browser for a tab or window of its own, which the page leaves to it.
const wantsNewBrowsingContext = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

// A link of such a page: a real address (it can be opened in a new tab or
// copied), followed the page's way on a plain click.
export function PageLink({ to, ...anchor }: AnchorProps & { to: AppAddress; children: ReactNode }) {
  const goTo = useGoTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || wantsNewBrowsingContext(event)) return;
    event.preventDefault();
    goTo(to);
  };
  return <Anchor href={to} onClick={follow} {...anchor} />;
}
