import './public-page-styles';
import { matchPath, paths, publicPageEntries, signInPages } from '@srm/contract';
import { type ComponentType, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getAccessToken } from '../api/session';
import { PageFailed } from '../app/pages/page-failed';
import { UiProviders } from '../app/providers';
import { type GoTo, type GoToOptions, PageNavigationProvider } from '../lib/page-navigation';
import { FailureBoundary } from '../ui/failure-boundary';

// The login and sign-up pages, which a first visit opens most, arrive drawn by the build (src/prerender). Each
// has an entry of its own that takes the drawn page over with that page's code alone, no router and no app, and
// hands the visitor to the app when they move on (docs/decisions/028-sign-in-pages-entry.md).

// The page arrives inert: seen, but not typed into or sent before its code can answer (text typed into a field
// React has not taken over would be lost). Layout effects run before the page's own effects, so a page that
// focuses its first field finds it usable.
function InteractiveOnceTakenOver() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

// A sign-in page as its entry draws it, and as the build draws it ahead: one tree, so that the entry takes the
// drawn page over where it stands.
export function SignInPage({ page: Page, goTo }: { page: ComponentType; goTo: GoTo }) {
  return (
    <StrictMode>
      <UiProviders>
        <InteractiveOnceTakenOver />
        <PageNavigationProvider goTo={goTo}>
          {/* No router above it to catch a failure to draw. */}
          <FailureBoundary failed={<PageFailed />}>
            <Page />
          </FailureBoundary>
        </PageNavigationProvider>
      </UiProviders>
    </StrictMode>
  );
}

// As a transition, React takes the page over in slices the browser may answer a tap between (see
// render-public-page.tsx), where an ordinary render holds the main thread until it is done. A page the build did
// not draw (the dev server's) is drawn afresh.
export function takeOverSignInPage(root: HTMLElement, page: ComponentType, goTo: GoTo): Root {
  const tree = <SignInPage page={page} goTo={goTo} />;
  let taken: Root | undefined;
  startTransition(() => {
    if (root.hasChildNodes()) taken = hydrateRoot(root, tree);
    else {
      taken = createRoot(root);
      taken.render(tree);
    }
  });
  if (!taken) throw new Error('React did not start the transition at once');
  return taken;
}

const loadApp = () => import('../app/start-app');

// The landing page and the other sign-in page have small entries of their own: a visitor going there gets that
// page, not the whole app.
const hasEntryOfItsOwn = (path: string) =>
  [...Object.values(publicPageEntries), ...Object.values(signInPages)].some((pattern) => matchPath(pattern, path));

export function startSignInPage(page: ComponentType) {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');

  if (getAccessToken()) {
    // A signed-in visitor is sent home, as from any sign-in page; should the app's code not arrive, the browser
    // goes there itself, which says what went wrong.
    loadApp()
      .then(({ continueInApp }) => continueInApp(root, { path: paths.home, replace: true }))
      .catch(() => window.location.replace(paths.home));
    return;
  }

  // Where the visitor goes once the app's code is here: the latest asked for (a login that succeeds after a link
  // was followed takes the visitor home, signed in).
  let next: { path: string; options: GoToOptions } | undefined;
  const goTo: GoTo = (path, options = {}) => {
    if (hasEntryOfItsOwn(path)) return window.location.assign(path);
    const leaving = next !== undefined;
    next = { path, options };
    if (leaving) return;
    // Nothing more is typed into a page on its way out; assistive technology hears that the page is busy.
    root.inert = true;
    root.setAttribute('aria-busy', 'true');
    loadApp()
      .then(({ continueInApp }) => continueInApp(root, { signInPage, path: next?.path, ...next?.options }))
      // Should the app's code not arrive, the browser goes there itself, which says what went wrong (a state
      // handed on, the sign-up's email, is lost: the code step then starts the sign-up again).
      .catch(() => window.location.assign(next?.path ?? path));
  };
  // A form sent from a sign-in page leads on to another page: the app's code comes alongside the server's answer.
  root.addEventListener('submit', () => void loadApp().catch(() => undefined), { capture: true });
  const signInPage = takeOverSignInPage(root, page, goTo);
}
