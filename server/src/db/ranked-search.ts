import type { SearchMatch } from '@srm/contract';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import type { Spellings } from './near-spellings.js';
import { type ListedTable, newestFirst } from './paged-list.js';
import { containsPattern } from './search.js';

export interface RankedSearchOptions {
  db: Database;
  // What the user typed, trimmed.
  text: string;
  from: ListedTable;
  // The organisation, live rows, and what the reader may see.
  where: SQL | undefined;
  // A whole reference, number or email: found through a unique or list index.
  exact?: SQL | undefined;
  // The text holds the search somewhere: each branch served by a trigram index.
  contains: SQL | undefined;
  // Judged only on rows already found, so it needs no index.
  prefix: SQL;
  // From 0 to 1, how close the search is to the row's text (pg_trgm's word_similarity).
  closeness: SQL<number>;
  // The text holds a LIKE pattern of one word, each branch served by a trigram index: how the
  // words meant by a near spelling ("invoce") are looked for when too few rows hold the search itself.
  holdsWord: (pattern: string) => SQL | undefined;
  // What the words typed may have meant, looked up once for all kinds (db/near-spellings.ts).
  spellings: () => Promise<Spellings | undefined>;
  limit: number;
}

// Who searches where: the organisation, the text, how many hits of one kind,
// and the near spellings of the text, looked up once when a kind first needs them.
export interface SearchedIn {
  organizationId: string;
  text: string;
  limit: number;
  spellings: () => Promise<Spellings | undefined>;
}

export interface RankedHit {
  id: string;
  match: SearchMatch;
  closeness: number;
}

// A search reads at most this many candidate rows to rank, however common its words.
export const rankedCandidates = 200;

// When more rows than that hold the search, the newest 200 of them are the
// candidates, found the cheaper of two ways (bench/README.md, `bench:search`):
// walked in list order, which a common word makes short, or gathered through
// the indexes and sorted, which a rarer one does. The newest rows walked first
// tell which: if at least this share of them holds the search, the walk goes on
// (at most 20,000 rows for 200 matches)…
const probedRows = 2_000;
const walkedFromShare = 0.01;
// …otherwise up to this many matches are gathered and sorted, and only a search
// matching more than that is walked after all.
const sortedUpTo = 5_000;

async function exactHits({ db, from, where, exact, limit }: RankedSearchOptions): Promise<RankedHit[]> {
  if (!exact) return [];
  const rows = await db.select({ id: from.id }).from(from.table).where(and(where, exact)).limit(limit);
  return rows.map((row) => ({ id: row.id as string, match: 'exact', closeness: 1 }));
}

// The candidates among the matches, ranked: prefix before contains, then
// closeness, then newest; with how many matches were read.
async function rankCandidates(options: RankedSearchOptions, matches: SQL, candidates = sql`select id from matches`) {
  const { db, from, prefix, closeness, limit } = options;
  const { rows } = await db.execute<{ id: string; prefix: boolean; closeness: number; found: number }>(sql`
    with matches as materialized (${matches}),
    candidates as (${candidates})
    select ${from.id} as id, coalesce(${prefix}, false) as prefix, ${closeness} as closeness,
      (select count(*)::int from matches) as found
    from candidates join ${from.table} on ${from.id} = candidates.id
    order by 2 desc, 3 desc, ${sql.join(newestFirst(from), sql`, `)}
    limit ${limit}`);
  return {
    hits: rows.map(
      (row): RankedHit => ({ id: row.id, match: row.prefix ? 'prefix' : 'contains', closeness: Number(row.closeness) }),
    ),
    found: Number(rows[0]?.found ?? 0),
  };
}

// Rows that hold the search. Up to the candidates' cap they are gathered in
// whatever order is cheapest, the way a list's search is (db/paged-list.ts);
// a commoner search is ranked among its newest matches. Walked in list order,
// the search is hidden from the indexes; gathered to be sorted, the gathering
// itself is unordered (decision 012 says why for both).
async function containingHits(options: RankedSearchOptions): Promise<RankedHit[]> {
  const { from, where, contains } = options;
  if (!contains) return [];
  const matching = and(where, contains);
  const gathered = await rankCandidates(
    options,
    sql`select ${from.id} as id from ${from.table} where ${matching} limit ${rankedCandidates + 1}`,
  );
  if (gathered.found <= rankedCandidates) return gathered.hits;

  const hidden = sql`coalesce(${contains}, false)`;
  const newest = sql.join(newestFirst(from), sql`, `);
  const probed = await rankCandidates(
    options,
    sql`select id from (
      select ${from.id} as id, ${hidden} as holds from ${from.table} where ${where} order by ${newest} limit ${probedRows}
    ) as newest where holds limit ${rankedCandidates}`,
  );
  if (probed.found >= rankedCandidates) return probed.hits;
  if (probed.found < probedRows * walkedFromShare) {
    const sorted = await rankCandidates(
      options,
      sql`select ${from.id} as id, ${from.createdAt} as created_at from ${from.table} where ${matching}
        limit ${sortedUpTo + 1}`,
      sql`select id from matches order by created_at desc nulls last, id desc nulls last limit ${rankedCandidates}`,
    );
    if (sorted.found <= sortedUpTo) return sorted.hits;
  }
  const walked = await rankCandidates(
    options,
    sql`select ${from.id} as id from ${from.table} where ${and(where, hidden)} order by ${newest} limit ${rankedCandidates}`,
  );
  return walked.hits;
}

// Rows holding, for every word typed, one of the words it may have meant, in
// any order; found and ranked as rows holding the search are.
async function similarHits(options: RankedSearchOptions): Promise<RankedHit[]> {
  const spellings = await options.spellings();
  if (!spellings) return [];
  const holdsAll = and(
    ...spellings.map((meant) => or(...meant.map((word) => options.holdsWord(containsPattern(word))))),
  );
  const hits = await containingHits({ ...options, contains: holdsAll });
  return hits.map((hit) => ({ ...hit, match: 'similar' }));
}

// The best `limit` rows of one table for a search, best first (docs/product.md#search):
// the whole reference, then names and titles starting with it, then holding it,
// then near spellings, each step only while there is room.
async function rankedSearch(options: RankedSearchOptions): Promise<RankedHit[]> {
  const hits: RankedHit[] = [];
  const seen = new Set<string>();
  const add = (found: RankedHit[]) => {
    for (const hit of found) {
      if (hits.length < options.limit && !seen.has(hit.id)) {
        seen.add(hit.id);
        hits.push(hit);
      }
    }
  };
  add(await exactHits(options));
  if (hits.length < options.limit) add(await containingHits(options));
  if (hits.length < options.limit) add(await similarHits(options));
  return hits;
}

export type Ranked<Row> = Row & { match: SearchMatch; closeness: number };

// The best rows for a search, best first, read by `load` (only the hits' ids).
export async function rankedRows<Row extends { id: string }>(
  options: RankedSearchOptions,
  load: (ids: string[]) => Promise<Row[]>,
): Promise<Ranked<Row>[]> {
  const hits = await rankedSearch(options);
  if (hits.length === 0) return [];
  const byId = new Map((await load(hits.map((hit) => hit.id))).map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ ...row, match: hit.match, closeness: hit.closeness }] : [];
  });
}
