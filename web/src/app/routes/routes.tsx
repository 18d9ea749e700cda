import { Center, Loader } from '@mantine/core';
import { paths } from '@srm/contract';
import { Outlet, type RouteObject, useNavigate } from 'react-router';
import { notificationsQueryOptions } from '../../features/notifications/notifications-api';
import { ticketCountsQueryOptions } from '../../features/tickets/api/get-ticket-counts';
import { PageNavigationProvider } from '../../lib/page-navigation';
import { profileQueryOptions } from '../../lib/profile';
import { isPhoneWidth } from '../../lib/use-is-phone';
import { preloadListTable } from '../../ui/data-table/list-data-table-loader';
import { GuestOnly } from '../guards/guest-only';
import { RequireSession } from '../guards/require-session';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { RouteReads } from '../read-ahead';
import { ScrollToTop } from '../scroll-to-top';
import { authPages } from './auth-pages';
import { legacyStakeholderRoutes } from './legacy-stakeholder-routes';
import { protectedPages } from './protected-pages';
import { publicPages } from './public-pages';

// Shown while the first page's code loads.
function PageLoading() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

function RootLayout() {
  const navigate = useNavigate();
  return (
    <PageNavigationProvider goTo={(path, options) => void navigate(path, options)}>
      <ScrollToTop />
      <Outlet />
    </PageNavigationProvider>
  );
}

// The route table, one page per address of the contract's paths. Pages are loaded on first visit, so each
// carries only its own code. The landing and public pages also have entries of their own (src/entries), which
// the server sends to a visitor who arrives at their address.
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
      ...publicPages,
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => {
              // A laptop's lists are tables, whose code comes with the shell's rather than after the page draws.
              if (!isPhoneWidth()) void preloadListTable();
              return { Component: (await import('../shell/app-shell-layout')).AppShellLayout };
            },
            // What the frame of every signed-in page reads: the user, the sidebar's counts, the bell's notices.
            handle: {
              readAhead: (queryClient) => {
                void queryClient.prefetchQuery(profileQueryOptions);
                void queryClient.prefetchQuery(ticketCountsQueryOptions);
                void queryClient.prefetchQuery(notificationsQueryOptions);
              },
            } satisfies RouteReads,
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
