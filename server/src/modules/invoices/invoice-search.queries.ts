import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ListedTable } from '../../db/paged-list.js';
import { rankedRows, type SearchedIn } from '../../db/ranked-search.js';
import { numberOfReference } from '../../db/references.js';
import { invoices, stakeholders } from '../../db/schema/index.js';
import { containsPattern, prefixPattern } from '../../db/search.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { liveIn } from './invoices.queries.js';

const listedInvoices: ListedTable = { table: invoices, id: invoices.id, createdAt: invoices.createdAt };

// docs/product.md#search: an invoice by its number or reference, or its
// customer's name or email (the search text a trigger keeps, migration 0018),
// among those whose stakeholder the reader may see.
export function searchInvoices(
  db: Database,
  { organizationId, visibility, text, limit, spellings }: SearchedIn & { visibility: Visibility },
) {
  const number = numberOfReference('REF', text);
  const lowered = text.toLowerCase();
  const prefix = prefixPattern(lowered);
  return rankedRows(
    {
      db,
      text,
      limit,
      from: listedInvoices,
      where: liveIn(organizationId, visibility),
      exact: and(
        eq(invoices.organizationId, organizationId),
        // Numbers are written as the settings spell them, mostly in capitals; either
        // spelling of the text keeps the (organisation, number) index usable.
        number === undefined
          ? inArray(invoices.invoiceNumber, [...new Set([text, text.toUpperCase()])])
          : eq(invoices.number, number),
      ),
      contains: ilike(invoices.searchText, containsPattern(lowered)),
      // The customer's name starts with it: judged on the candidates only, by their stakeholder's key.
      prefix: or(
        ilike(invoices.invoiceNumber, prefix),
        ilike(invoices.searchText, prefix),
        sql`exists (select 1 from ${stakeholders} where ${stakeholders.id} = ${invoices.stakeholderId} and ${stakeholders.name} ilike ${prefix})`,
      )!,
      closeness: sql<number>`word_similarity(${lowered}, ${invoices.searchText})`,
      holdsWord: (pattern) => ilike(invoices.searchText, pattern),
      spellings,
    },
    (ids) =>
      db
        .select({
          id: invoices.id,
          reference: invoices.reference,
          invoiceNumber: invoices.invoiceNumber,
          status: invoices.status,
          total: invoices.total,
          stakeholderName: stakeholders.name,
        })
        .from(invoices)
        .innerJoin(stakeholders, eq(stakeholders.id, invoices.stakeholderId))
        .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.id, ids))),
  );
}
