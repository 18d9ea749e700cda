import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ListedTable } from '../../db/paged-list.js';
import { rankedRows, type SearchedIn } from '../../db/ranked-search.js';
import { numberOfReference } from '../../db/references.js';
import { feedback } from '../../db/schema/index.js';
import { containsPattern, prefixPattern } from '../../db/search.js';
import { feedbackSearchText } from './feedback.queries.js';

const listedFeedback: ListedTable = { table: feedback, id: feedback.id, createdAt: feedback.createdAt };

// docs/product.md#search: a feedback by its reference, subject or sender.
export function searchFeedback(db: Database, { organizationId, text, limit, spellings }: SearchedIn) {
  const number = numberOfReference('FBK', text);
  const prefix = prefixPattern(text);
  return rankedRows(
    {
      db,
      text,
      limit,
      from: listedFeedback,
      where: eq(feedback.organizationId, organizationId),
      exact:
        number === undefined
          ? undefined
          : and(eq(feedback.organizationId, organizationId), eq(feedback.number, number)),
      contains: ilike(feedbackSearchText, containsPattern(text)),
      prefix: sql`${feedback.subject} ilike ${prefix} or ${feedback.stakeholderName} ilike ${prefix} or ${feedback.reference} ilike ${prefix}`,
      closeness: sql<number>`word_similarity(${text}, ${feedbackSearchText})`,
      holdsWord: (pattern) => ilike(feedbackSearchText, pattern),
      spellings,
    },
    (ids) =>
      db
        .select({
          id: feedback.id,
          reference: feedback.reference,
          subject: feedback.subject,
          stakeholderName: feedback.stakeholderName,
        })
        .from(feedback)
        .where(and(eq(feedback.organizationId, organizationId), inArray(feedback.id, ids))),
  );
}
