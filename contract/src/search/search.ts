import { z } from 'zod';
import { messages } from '../common/messages.js';
import { searchKinds, searchMatches } from './search-kinds.js';

export const SearchQuery = z.object({
  q: z
    .string({ error: messages.searchTextRequired })
    .trim()
    .min(1, messages.searchTextRequired)
    .max(100, messages.searchTextTooLong),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = z
  .object({
    kind: z.enum(searchKinds),
    id: z.uuid(),
    // TCK-000123, STK-000001, FBK-000001, an invoice's number, a member's email.
    reference: z.string(),
    // The ticket's title, the stakeholder's or member's name, the feedback's subject, the invoice's customer.
    title: z.string(),
    // One line more: whose ticket or feedback, a record's email, a member's role, an invoice's status.
    detail: z.string(),
    match: z.enum(searchMatches),
    // The app address that opens it.
    link: z.string(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResults = z
  .object({
    q: z.string(),
    // Best first: by match, then closeness, then tickets before the other kinds (decision 018).
    results: z.array(SearchHit),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof SearchResults>;
