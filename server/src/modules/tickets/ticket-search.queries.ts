import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ListedTable } from '../../db/paged-list.js';
import { rankedRows, type SearchedIn } from '../../db/ranked-search.js';
import { numberOfReference } from '../../db/references.js';
import { tickets } from '../../db/schema/index.js';
import { containsPattern, prefixPattern } from '../../db/search.js';
import { customTextMatches, referenceMatches } from './ticket-lists.queries.js';
import { liveIn } from './tickets.queries.js';

const listedTickets: ListedTable = { table: tickets, id: tickets.id, createdAt: tickets.createdAt };

// Spelt as the trigram index that serves it (db/schema/tickets.ts).
const whoseTicket = sql<string>`(${tickets.stakeholderName} || ' ' || ${tickets.stakeholderEmail})`;

// docs/product.md#search: a ticket by its reference, its title or whose it is.
export function searchTickets(db: Database, { organizationId, text, limit, spellings }: SearchedIn) {
  const number = numberOfReference('TCK', text);
  const pattern = containsPattern(text);
  const prefix = prefixPattern(text);
  return rankedRows(
    {
      db,
      text,
      limit,
      from: listedTickets,
      where: liveIn(organizationId),
      exact:
        number === undefined ? undefined : and(eq(tickets.organizationId, organizationId), eq(tickets.number, number)),
      contains: or(
        ilike(tickets.title, pattern),
        ilike(whoseTicket, pattern),
        referenceMatches(organizationId, text, pattern),
        customTextMatches(pattern),
      ),
      prefix: sql`${tickets.title} ilike ${prefix} or ${whoseTicket} ilike ${prefix} or ${tickets.reference} ilike ${prefix}`,
      closeness: sql<number>`greatest(word_similarity(${text}, ${tickets.title}), word_similarity(${text}, ${whoseTicket}))`,
      holdsWord: (pattern) => or(ilike(tickets.title, pattern), ilike(whoseTicket, pattern)),
      spellings,
    },
    (ids) =>
      db
        .select({
          id: tickets.id,
          reference: tickets.reference,
          title: tickets.title,
          stakeholderName: tickets.stakeholderName,
          status: tickets.status,
        })
        .from(tickets)
        .where(and(eq(tickets.organizationId, organizationId), inArray(tickets.id, ids))),
  );
}
