// The root key of every query the app caches, in one place: a feature builds
// its queries under its root, and lib/refresh.ts says which roots a change makes
// stale, so no feature needs another's keys.
export const queryKeys = {
  // Every ticket list, user list, count, detail and stakeholder suggestion.
  tickets: ['tickets'],
  // Every signed-in feedback query: lists, products, details.
  feedback: ['feedback'],
  // Staff lists, members, ticket handler choices.
  staff: ['staff'],
  // Departments and each one's members.
  departments: ['departments'],
  // The signed-in user as the server knows them.
  profile: ['profile'],
  // The signed-in user's organisation.
  organization: ['organization'],
  slaSettings: ['sla-settings'],
  // Stakeholder records, their details, history and logs.
  stakeholders: ['stakeholders'],
  // The organisation's option lists a record's group company, industry, kind of 'Others' and product come from.
  stakeholderOptions: ['stakeholder-options'],
  // The organisation's own fields of records and tickets (docs/decisions/022-organisation-owned-data.md).
  customFields: ['custom-fields'],
  // The organisation's tags, which tickets and records name by id (docs/product.md#tags).
  tags: ['tags'],
  // Invoices: lists, details, dashboards and the invoice settings.
  invoices: ['invoices'],
  // Chat: the staff's users list. The messages themselves live in the
  // conversation, not in the cache.
  chat: ['chat'],
  // The signed-in member's notifications and their unread count.
  notifications: ['notifications'],
  // Which notices come by email: the member's own choices, the organisation's
  // defaults. Apart from the notices, so a new notice does not refetch them.
  emailChoices: ['email-choices'],
  // The organisation's email settings: its support address, where tickets by email go.
  mailSettings: ['mail-settings'],
  // Answers of the search across everything, by text.
  search: ['search'],
} as const;

// Ticket lists and counts follow other people's changes through live events
// (app/live-updates.ts, decision 010); as a safety net for events missed, they
// also refetch whenever the window regains focus, however fresh the cache says
// they are. Never on a timer.
export const liveQuery = {
  refetchOnWindowFocus: 'always',
} as const;
