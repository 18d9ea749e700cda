import type { TicketPriority, TicketStatusGroup } from '@srm/contract';

export interface TicketListView {
  heading: string;
  subtitle: string;
  status?: TicketStatusGroup;
  priority?: TicketPriority;
  // All tickets, narrowed by a priority chosen on the page (?priority=).
  choosePriority?: boolean;
}

// The ticket lists of docs/product.md#tickets, one per route.
export const ticketListViews = {
  all: { heading: 'Tickets', subtitle: 'Create and view all your tickets here' },
  overdue: { heading: 'Overdue Tickets', subtitle: 'Tickets past their SLA deadline', status: 'overdue' },
  // /new-tickets is labelled Open Tickets; it lists new and open tickets.
  open: { heading: 'Open Tickets', subtitle: 'New and open tickets that are not yet due', status: 'open' },
  due: { heading: 'Due Tickets', subtitle: 'Tickets with less than a quarter of their SLA time left', status: 'due' },
  unresolved: { heading: 'Unresolved Tickets', subtitle: 'Every ticket not yet resolved', status: 'unresolved' },
  resolved: { heading: 'Resolved Tickets', subtitle: 'Tickets that have been resolved', status: 'resolved' },
  closed: { heading: 'Closed Tickets', subtitle: 'Tickets that are resolved and closed', status: 'closed' },
  priorityHigh: { heading: 'High Priority Tickets', subtitle: 'Every ticket of high priority', priority: 'high' },
  priorityMedium: {
    heading: 'Medium Priority Tickets',
    subtitle: 'Every ticket of medium priority',
    priority: 'medium',
  },
  priorityLow: { heading: 'Low Priority Tickets', subtitle: 'Every ticket of low priority', priority: 'low' },
  byPriority: {
    heading: 'Tickets by Priority',
    subtitle: 'Choose a priority to narrow the list',
    choosePriority: true,
  },
} as const satisfies Record<string, TicketListView>;

export type TicketListViewName = keyof typeof ticketListViews;
