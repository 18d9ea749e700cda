import {
  type Action,
  type AppPath,
  type CountedTicketStatusGroup,
  can,
  type PermissionHolder,
  paths,
} from '@srm/contract';
import {
  type Icon,
  IconAlarm,
  IconBuilding,
  IconChecks,
  IconClockExclamation,
  IconFileInvoice,
  IconHourglass,
  IconInbox,
  IconLayoutDashboard,
  IconMessageReport,
  IconMessages,
  IconNotes,
  IconSettings,
  IconTicket,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';

// A status list's badge: the count of the status group its page lists (contract/src/tickets/status-groups.ts).
export type TicketCountKey = CountedTicketStatusGroup;

export interface NavLinkItem {
  kind: 'link';
  label: string;
  path: AppPath;
  icon: Icon;
  // Shown only to users who may do this (the contract's permissions).
  requires?: Action;
  countKey?: TicketCountKey;
}

export interface NavDropdown {
  kind: 'dropdown';
  label: string;
  icon: Icon;
  children: NavLinkItem[];
}

export interface NavSection {
  title?: string;
  items: (NavLinkItem | NavDropdown)[];
}

const link = (label: string, path: AppPath, icon: Icon, extra: Partial<NavLinkItem> = {}): NavLinkItem => ({
  kind: 'link',
  label,
  path,
  icon,
  ...extra,
});

// The sidebar, also used by the mobile navigation.
export const navigation: NavSection[] = [
  {
    items: [
      link('Dashboard', paths.home, IconLayoutDashboard),
      link('Tickets', paths.tickets, IconTicket),
      link('Stakeholder Master Data', paths.stakeholders, IconUsersGroup, { requires: 'view_stakeholders' }),
      link('Stakeholder Logs', paths.logs, IconNotes, { requires: 'view_stakeholders' }),
      link('Feedback', paths.feedbackForms, IconMessageReport),
      link('Chats', paths.chats, IconMessages),
      {
        kind: 'dropdown',
        label: 'Invoice',
        icon: IconFileInvoice,
        children: [
          link('Invoice', paths.invoice, IconFileInvoice, { requires: 'view_dashboard' }),
          link('Invoice History', paths.invoiceHistory, IconFileInvoice, { requires: 'view_history' }),
          link('Invoice Settings', paths.invoiceSettings, IconFileInvoice, { requires: 'view_invoice' }),
        ],
      },
    ],
  },
  {
    title: 'Tickets by status',
    items: [
      link('Overdue Tickets', paths.overdueTickets, IconClockExclamation, { countKey: 'overdue' }),
      link('Open Tickets', paths.openTickets, IconInbox, { countKey: 'open' }),
      link('Due Tickets', paths.dueTickets, IconHourglass, { countKey: 'due' }),
      link('Unresolved Tickets', paths.unresolvedTickets, IconAlarm, { countKey: 'unresolved' }),
      link('Resolved Tickets', paths.resolvedTickets, IconChecks, { countKey: 'resolved' }),
    ],
  },
  {
    title: 'Settings',
    items: [
      // docs/product.md#roles: support users do not see Departments or Organization Settings.
      link('Departments', paths.departments, IconBuilding, { requires: 'manage_departments' }),
      link('Organization Settings', paths.organizationSettings, IconSettings, {
        requires: 'view_organization_settings',
      }),
      link('Account Settings', paths.accountSettings, IconUserCircle),
    ],
  },
];

interface VisibilityRules {
  user: PermissionHolder | null;
  isBuilt: (path: string) => boolean;
}

function linkIsVisible(item: NavLinkItem, { user, isBuilt }: VisibilityRules) {
  return isBuilt(item.path) && (!item.requires || can(user, item.requires));
}

// What this user sees: items they may use and whose pages exist;
// a dropdown or section left empty disappears with its title.
export function visibleNavigation(sections: NavSection[], rules: VisibilityRules): NavSection[] {
  return sections
    .map((section) => ({
      ...section,
      items: section.items.flatMap((item): NavSection['items'] => {
        if (item.kind === 'link') return linkIsVisible(item, rules) ? [item] : [];
        const children = item.children.filter((child) => linkIsVisible(child, rules));
        return children.length > 0 ? [{ ...item, children }] : [];
      }),
    }))
    .filter((section) => section.items.length > 0);
}
