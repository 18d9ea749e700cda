import type { TicketStatus } from './options.js';

// The status groups, defined here once (docs/product.md#tickets, Lists; docs/decisions/006): a list's
// status filter names one, and the counts behind the dashboard cards, the sidebar's badges and a member's
// panel count the same statuses, so their numbers agree. `open` is the work nobody has finished that is
// not yet due (new and open tickets: the sidebar's 'Open Tickets'); `unresolved` every status but
// resolved; `closed` the same as resolved.
export const ticketStatusGroups = {
  new: ['new'],
  open: ['new', 'open'],
  due: ['due'],
  overdue: ['overdue'],
  resolved: ['resolved'],
  unresolved: ['new', 'open', 'due', 'overdue'],
  closed: ['resolved'],
} as const satisfies Record<string, readonly TicketStatus[]>;
export type TicketStatusGroup = keyof typeof ticketStatusGroups;
export const ticketStatusGroupNames = Object.keys(ticketStatusGroups) as [TicketStatusGroup, ...TicketStatusGroup[]];

// The groups TicketCounts counts for the dashboard cards and the sidebar's badges (`closed` is
// `resolved` again).
export const countedTicketStatusGroups = [
  'new',
  'open',
  'due',
  'overdue',
  'unresolved',
  'resolved',
] as const satisfies readonly TicketStatusGroup[];
export type CountedTicketStatusGroup = (typeof countedTicketStatusGroups)[number];
