// The ticket vocabularies (docs/product.md#tickets).
export const ticketStatuses = ['new', 'open', 'due', 'overdue', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

// How each status is coloured wherever it is shown (docs/product.md#tickets).
export const ticketStatusColours = {
  new: 'blue',
  open: 'orange',
  due: 'amber',
  overdue: 'red',
  resolved: 'green',
} as const satisfies Record<TicketStatus, string>;
export type TicketStatusColour = (typeof ticketStatusColours)[TicketStatus];

export const ticketPriorities = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export const slaCategories = ['standard', 'medium', 'complex'] as const;
export type SlaCategory = (typeof slaCategories)[number];

export const ticketTypes = ['standard', 'medium', 'complex'] as const;
export type TicketType = (typeof ticketTypes)[number];

// docs/product.md#tickets: the SLA targets an organisation starts with, in hours.
export const defaultSlaHours: Record<SlaCategory, number> = { standard: 24, medium: 72, complex: 7 * 24 };

// Tables show titles cut after this many characters where their column is
// narrow (docs/product.md#tickets); wider, they use the room they have.
export const ticketTitleCut = 20;

// docs/product.md#tickets: how a ticket list may be ordered. Newest first unless asked;
// 'due' puts the soonest deadline first (resolved tickets last), 'priority' high first.
export const ticketSorts = ['newest', 'oldest', 'due', 'priority'] as const;
export type TicketSort = (typeof ticketSorts)[number];

// Tables show dates as 'Mon DD, YYYY, at hh:mmam/pm' (docs/product.md#api-conventions; a dayjs format).
export const ticketTableDateFormat = 'MMM DD, YYYY, [at] hh:mma';
