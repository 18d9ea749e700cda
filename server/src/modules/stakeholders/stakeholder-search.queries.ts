import { and, arrayContains, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ListedTable } from '../../db/paged-list.js';
import { rankedRows, type SearchedIn } from '../../db/ranked-search.js';
import { numberOfReference } from '../../db/references.js';
import { stakeholders } from '../../db/schema/index.js';
import { prefixPattern } from '../../db/search.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { liveVisibleIn, searchPatternOf } from '../../platform/stakeholder-records/stakeholder-records.queries.js';

const listedStakeholders: ListedTable = { table: stakeholders, id: stakeholders.id, createdAt: stakeholders.createdAt };

// docs/product.md#search: a record by its reference, an email, its name or a
// phone, among those the reader may see (docs/product.md#roles).
export function searchStakeholders(
  db: Database,
  { organizationId, visibility, text, limit, spellings }: SearchedIn & { visibility: Visibility },
) {
  const number = numberOfReference('STK', text);
  const exactEmail = text.includes('@') ? arrayContains(stakeholders.emails, [text.toLowerCase()]) : undefined;
  return rankedRows(
    {
      db,
      text,
      limit,
      from: listedStakeholders,
      where: liveVisibleIn(organizationId, visibility),
      exact:
        number === undefined
          ? exactEmail
          : and(eq(stakeholders.organizationId, organizationId), eq(stakeholders.number, number)),
      contains: ilike(stakeholders.searchText, searchPatternOf(text)),
      prefix: or(ilike(stakeholders.name, prefixPattern(text)), ilike(stakeholders.reference, prefixPattern(text)))!,
      closeness: sql<number>`word_similarity(${text}, ${stakeholders.searchText})`,
      holdsWord: (pattern) => ilike(stakeholders.searchText, pattern),
      spellings,
    },
    (ids) =>
      db
        .select({
          id: stakeholders.id,
          reference: stakeholders.reference,
          name: stakeholders.name,
          emails: stakeholders.emails,
          phones: stakeholders.phones,
        })
        .from(stakeholders)
        .where(and(eq(stakeholders.organizationId, organizationId), inArray(stakeholders.id, ids))),
  );
}
