import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ListedTable } from '../../db/paged-list.js';
import { rankedRows, type SearchedIn } from '../../db/ranked-search.js';
import { users } from '../../db/schema/index.js';
import { containsPattern, prefixPattern } from '../../db/search.js';

const listedStaff: ListedTable = { table: users, id: users.id, createdAt: users.createdAt };

const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

// docs/product.md#search: a member of staff by name or email. An organisation's
// staff are few, so its own index finds them and no trigram index is needed.
export function searchStaff(db: Database, { organizationId, text, limit, spellings }: SearchedIn) {
  const pattern = containsPattern(text);
  const prefix = prefixPattern(text);
  return rankedRows(
    {
      db,
      text,
      limit,
      from: listedStaff,
      where: eq(users.organizationId, organizationId),
      exact: text.includes('@') ? eq(users.email, text.toLowerCase()) : undefined,
      contains: or(ilike(fullName, pattern), ilike(users.email, pattern)),
      prefix: sql`${users.firstName} ilike ${prefix} or ${users.lastName} ilike ${prefix} or ${users.email} ilike ${prefix}`,
      closeness: sql<number>`word_similarity(${text}, ${fullName} || ' ' || ${users.email})`,
      holdsWord: (pattern) => or(ilike(fullName, pattern), ilike(users.email, pattern)),
      spellings,
    },
    (ids) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.permissionType,
        })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids))),
  );
}
