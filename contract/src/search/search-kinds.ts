// Without zod, like common/uuid.ts: the dashboard's search panel names the kinds before any schema is wanted.

// docs/product.md#search: one search over what a member of staff may see.
export const searchKinds = ['ticket', 'stakeholder', 'staff', 'feedback', 'invoice'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  ticket: 'Ticket',
  stakeholder: 'Stakeholder',
  staff: 'Staff',
  feedback: 'Feedback',
  invoice: 'Invoice',
};

// How a hit matched, best first: its whole reference (or number, or email), the
// start of a name or title, a word inside one, or a near spelling.
export const searchMatches = ['exact', 'prefix', 'contains', 'similar'] as const;
export type SearchMatch = (typeof searchMatches)[number];

// The most hits of one kind an answer holds, so no kind crowds out the others.
export const searchHitsPerKind = 5;
