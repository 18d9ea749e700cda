import { type Action, paths } from '@srm/contract';
import { Navigate, type RouteObject } from 'react-router';
import { readTicketListAhead } from '../../features/tickets/list/ticket-list-reads';
import type { TicketListViewName } from '../../features/tickets/list/ticket-list-views';
import { organizationQueryOptions } from '../../lib/organization';
import { isPhoneWidth } from '../../lib/use-is-phone';
import { RequirePermission } from '../guards/require-permission';
import type { RouteReads } from '../read-ahead';

// The dashboard's heading names the organisation.
const dashboard = (path: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('../pages/dashboard-page')).DashboardPage }),
  handle: { readAhead: (queryClient) => void queryClient.prefetchQuery(organizationQueryOptions) } satisfies RouteReads,
});

// On a laptop a ticket list's filters show with it: their code is fetched alongside the page's, not a round trip
// after it draws (on a phone they wait behind a button, and load once it is tapped).
function loadFiltersOnALaptop() {
  if (!isPhoneWidth()) import('../../features/tickets/list/ticket-list-filter-controls').catch(() => undefined);
}

// One page draws every ticket list; the key gives each list its own state.
const ticketList = (path: string, view: TicketListViewName): RouteObject => ({
  path,
  lazy: async () => {
    loadFiltersOnALaptop();
    const { TicketListPage } = await import('../../features/tickets/list/ticket-list-page');
    return { element: <TicketListPage key={view} view={view} /> };
  },
  handle: { readAhead: (queryClient, url) => readTicketListAhead(queryClient, view, url) } satisfies RouteReads,
});

const feedbackModule = {
  inbox: () => import('../../features/feedback/inbox/feedback-forms-page'),
  product: () => import('../../features/feedback/inbox/feedback-product-page'),
  detail: () => import('../pages/feedback-detail-page'),
};

const invoiceModule = {
  dashboard: () => import('../../features/invoices/dashboard/invoice-dashboard-page'),
  detail: () => import('../../features/invoices/detail/invoice-page'),
};
const invoiceDashboard = async () => ({ Component: (await invoiceModule.dashboard()).InvoiceDashboardPage });
const invoiceDetail = async () => ({ Component: (await invoiceModule.detail()).InvoicePage });
const guarded = (action: Action, children: RouteObject[]): RouteObject => ({
  element: <RequirePermission action={action} />,
  children,
});

const invoicePages: RouteObject[] = [
  guarded('view_dashboard', [{ path: paths.invoice, lazy: invoiceDashboard }]),
  guarded('create_invoice', [
    // The dashboard with the Request Payment modal open.
    {
      path: paths.invoiceModal,
      lazy: async () => {
        const { InvoiceDashboardPage } = await invoiceModule.dashboard();
        return { element: <InvoiceDashboardPage requestingPayment /> };
      },
    },
    {
      path: paths.subscriptionDetails,
      lazy: async () => ({
        Component: (await import('../../features/invoices/form/subscription-details-page')).SubscriptionDetailsPage,
      }),
    },
  ]),
  guarded('view_history', [
    {
      path: paths.invoiceHistory,
      lazy: async () => ({
        Component: (await import('../../features/invoices/history/invoice-history-page')).InvoiceHistoryPage,
      }),
    },
  ]),
  guarded('view_invoice', [
    { path: paths.invoiceDetail, lazy: invoiceDetail },
    { path: paths.draftInvoice, lazy: invoiceDetail },
    { path: paths.pendingInvoice, lazy: invoiceDetail },
    { path: paths.paidInvoice, lazy: invoiceDetail },
    // Everyone reads the settings; only managers change them, on the page itself.
    {
      path: paths.invoiceSettings,
      lazy: async () => ({
        Component: (await import('../../features/invoices/settings/invoice-settings-page')).InvoiceSettingsPage,
      }),
    },
  ]),
  guarded('edit_invoice', [
    {
      path: paths.editInvoice,
      lazy: async () => ({
        Component: (await import('../../features/invoices/form/edit-invoice-page')).EditInvoicePage,
      }),
    },
  ]),
];

// The pages behind the session guard, drawn inside the app shell. A page is
// listed here once it is built; the sidebar shows only the pages listed here.
export const protectedPages: RouteObject[] = [
  dashboard(paths.home),
  dashboard(paths.dashboard),
  // Every role sees the ticket lists.
  ticketList(paths.tickets, 'all'),
  ticketList(paths.overdueTickets, 'overdue'),
  ticketList(paths.openTickets, 'open'),
  ticketList(paths.dueTickets, 'due'),
  ticketList(paths.unresolvedTickets, 'unresolved'),
  ticketList(paths.resolvedTickets, 'resolved'),
  ticketList(paths.closedTickets, 'closed'),
  ticketList(paths.priorityHighTickets, 'priorityHigh'),
  ticketList(paths.priorityMediumTickets, 'priorityMedium'),
  ticketList(paths.priorityLowTickets, 'priorityLow'),
  ticketList(paths.ticketByPriority, 'byPriority'),
  {
    path: paths.ticket,
    lazy: async () => ({ Component: (await import('../../features/tickets/detail/ticket-page')).TicketPage }),
  },
  {
    path: paths.userTickets,
    lazy: async () => {
      loadFiltersOnALaptop();
      return { Component: (await import('../pages/user-tickets-page')).UserTicketsRoute };
    },
  },
  // Every role reads feedback; creating a ticket from one is
  // hidden from support users on the page itself.
  {
    path: paths.feedbackForms,
    lazy: async () => ({ Component: (await feedbackModule.inbox()).FeedbackFormsPage }),
  },
  {
    path: paths.feedbackProduct,
    lazy: async () => ({ Component: (await feedbackModule.product()).FeedbackProductPage }),
  },
  {
    path: paths.feedback,
    lazy: async () => ({ Component: (await feedbackModule.detail()).FeedbackDetailRoute }),
  },
  // Every role answers the organisation's chats (docs/product.md#chat); creating a
  // ticket from one is hidden from support users on the page itself.
  {
    path: paths.chats,
    lazy: async () => ({ Component: (await import('../pages/chats-page')).ChatsRoute }),
  },
  // Everyone sees stakeholders, filtered by sensitivity on the server; adding is for those who may.
  {
    path: paths.stakeholders,
    lazy: async () => ({
      Component: (await import('../../features/stakeholders/list/stakeholders-page')).StakeholdersPage,
    }),
  },
  {
    path: paths.feedbacksStakeholders,
    lazy: async () => {
      const { StakeholdersPage } = await import('../../features/stakeholders/list/stakeholders-page');
      return { element: <StakeholdersPage view="sentFeedback" /> };
    },
  },
  {
    path: paths.stakeholder,
    lazy: async () => ({
      Component: (await import('../pages/stakeholder-page')).StakeholderRoute,
    }),
  },
  // One page lists the organisation's logs and, with ?customer_id=, one stakeholder's.
  {
    path: paths.logs,
    lazy: async () => ({ Component: (await import('../../features/stakeholders/logs/logs-page')).LogsPage }),
  },
  {
    path: paths.stakeholdersLogs,
    lazy: async () => ({ Component: (await import('../../features/stakeholders/logs/logs-page')).LogsPage }),
  },
  {
    path: paths.logDetails,
    lazy: async () => ({
      Component: (await import('../../features/stakeholders/logs/log-details-page')).LogDetailsPage,
    }),
  },
  {
    element: <RequirePermission action="add_stakeholders" />,
    children: [
      {
        path: paths.addStakeholder,
        lazy: async () => ({
          Component: (await import('../../features/stakeholders/form/add-stakeholder-page')).AddStakeholderPage,
        }),
      },
    ],
  },
  {
    element: <RequirePermission action="edit_stakeholders" />,
    children: [
      {
        path: paths.editStakeholder,
        lazy: async () => ({
          Component: (await import('../../features/stakeholders/form/edit-stakeholder-page')).EditStakeholderPage,
        }),
      },
    ],
  },
  // Invoices: support users read them; creating, editing and the
  // other actions are for those who may (docs/product.md#roles).
  ...invoicePages,
  // Matched without regard to case, so the older /profile lands here too.
  {
    path: paths.accountSettings,
    lazy: async () => ({
      Component: (await import('../pages/account-settings-page')).AccountSettingsPage,
    }),
  },
  {
    element: <RequirePermission action="manage_departments" />,
    children: [
      {
        path: paths.departments,
        lazy: async () => ({
          Component: (await import('../../features/organisation/departments/departments-page')).DepartmentsPage,
        }),
      },
    ],
  },
  {
    element: <RequirePermission action="view_organization_settings" />,
    children: [
      {
        path: paths.organizationSettings,
        lazy: async () => ({
          Component: (await import('../pages/organization-settings-page')).OrganizationSettingsRoute,
        }),
      },
      // The older /users address: its table is the Users tab of Organization Settings.
      { path: paths.users, element: <Navigate to={paths.organizationSettings} replace /> },
    ],
  },
];

function pathsOf(pages: RouteObject[]): string[] {
  return pages.flatMap((page) => [...(page.path ? [page.path] : []), ...pathsOf(page.children ?? [])]);
}

export const builtProtectedPaths: ReadonlySet<string> = new Set(pathsOf(protectedPages));
