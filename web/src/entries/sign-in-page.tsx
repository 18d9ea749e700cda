import './public-page-styles';
import { paths } from '@srm/contract';
import { type ComponentType, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getAccessToken } from '../api/session';
import { PageFailed } from '../app/pages/page-failed';
import { UiProviders } from '../app/providers';
import type { GoTo } from '../lib/page-navigation';
import { PageNavigationProvider } from '../lib/page-navigation';
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
// render-public-page.tsx), where an ordinary render holds the main thread until it is done.
export function takeOverSignInPage(root: HTMLElement, page: ComponentType, goTo: GoTo) {
  return new Promise<Root>((resolve) =>
    startTransition(() => {
      if (root.hasChildNodes()) return resolve(hydrateRoot(root, <SignInPage page={page} goTo={goTo} />));
      const fresh = createRoot(root);
      fresh.render(<SignInPage page={page} goTo={goTo} />);
      resolve(fresh);
    }),
  );
}

const loadApp = () => import('../app/start-app');

export function startSignInPage(page: ComponentType) {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');

  if (getAccessToken()) {
    // The app sends a signed-in visitor home, as from any sign-in page; should its code not arrive, the browser
    // goes home itself, which says what went wrong.
    loadApp()
      .then(({ continueInApp }) => continueInApp(root, {}))
      .catch(() => window.location.assign(paths.home));
    return;
  }

  let signInPage: Root | undefined;
  let leaving = false;
  const goTo: GoTo = (path, options) => {
    if (leaving) return;
    leaving = true;
    loadApp()
      .then(({ continueInApp }) => continueInApp(root, { signInPage, path, ...options }))
      // Should the app's code not arrive, the browser goes there itself, which says what went wrong.
      .catch(() => window.location.assign(path));
  };
  // A form sent from a sign-in page leads on to another page: the app's code comes alongside the server's answer.
  root.addEventListener('submit', () => void loadApp().catch(() => undefined), { capture: true });
  void takeOverSignInPage(root, page, goTo).then((taken) => {
    signInPage = taken;
  });
}
