import './public-page-styles';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PageFailed } from '../app/pages/page-failed';
import { UiProviders } from '../app/providers';
import { FailureBoundary } from '../ui/failure-boundary';

// The landing page and the pages stakeholders open from a link, mostly on a
// phone, each get an entry of their own that carries just that page: no router,
// no app (docs/decisions/023-public-page-entries.md).
export function renderPublicPage(page: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  // As a transition, React draws the page in slices between which the browser may answer a tap, where an
  // ordinary first render holds the main thread until it is done (on a phone, most of a second).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <UiProviders>
          {/* A public page has no router above it to catch a failure to draw. */}
          <FailureBoundary failed={<PageFailed />}>{page}</FailureBoundary>
        </UiProviders>
      </StrictMode>,
    ),
  );
}
