import { Center, Loader } from '@mantine/core';
import { paths } from '@srm/contract';
import { Outlet, type RouteObject } from 'react-router';
import { GuestOnly } from '../guards/guest-only';
import { RequireSession } from '../guards/require-session';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ScrollToTop } from '../scroll-to-top';
import { authPages } from './auth-pages';
import { legacyStakeholderRoutes } from './legacy-stakeholder-routes';
import { protectedPages } from './protected-pages';

// Shown while the first page's code loads.
function PageLoading() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

// The route table, one page per address of the contract's paths. Pages are loaded on first visit, so the
// landing page does not carry the whole application.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: paths.landing,
            lazy: async () => ({ Component: (await import('../../features/landing/landing-page')).LandingPage }),
          },
          ...authPages,
        ],
      },
      // A stakeholder opens a product's feedback form from a
      // link, signed in or not, outside the app shell.
      {
        path: paths.feedbackForm,
        lazy: async () => ({
          Component: (await import('../../features/feedback/form/feedback-form-page')).FeedbackFormPage,
        }),
      },
      // Chat (docs/product.md#chat): a stakeholder writes from the organisation's
      // link or its website's embed, without signing in.
      {
        path: paths.publicChat,
        lazy: async () => ({
          Component: (await import('../../features/chat/public/public-chat-page')).PublicChatPage,
        }),
      },
      // A stakeholder's own ticket (docs/product.md#tickets), from the signed link in our emails.
      {
        path: paths.publicTicket,
        lazy: async () => ({
          Component: (await import('../../features/tickets/public/public-ticket-page')).PublicTicketPage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../shell/app-shell-layout')).AppShellLayout }),
            children: protectedPages,
          },
        ],
      },
      // The older stakeholder addresses redirect into the real flow, which asks for a session.
      ...legacyStakeholderRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
