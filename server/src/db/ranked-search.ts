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
// candidates (bench/README.md, `bench:search`). None of the ways below scans the
// table from wherever a scan happens to start (decision 020): the newest rows
// are walked through a list index, which starts at the organisation, and the
// gathering is planned as reading every match through the organisation-led
// search indexes. The newest rows are walked first: if 200 of them hold the
// search, or they are all the rows, the step ends there…
const probedRows = 500;
// …if at least this share of them does, the walk goes on through at most 20,000 rows…
const walkedFromShare = 0.01;
const walkedRows = rankedCandidates / walkedFromShare;
// …otherwise up to this many matches are gathered and the newest 200 sorted
// from them; only a search matching more than that is walked to its newest 200.
const sortedUpTo = 5_000;

async function exactHits({ db, from, where, exact, limit }: RankedSearchOptions): Promise<RankedHit[]> {
  if (!exact) return [];
  const rows = await db.select({ id: from.id }).from(from.table).where(and(where, exact)).limit(limit);
  return rows.map((row) => ({ id: row.id as string, match: 'exact', closeness: 1 }));
}

interface RankedCandidates {
  hits: RankedHit[];
  // How many matches were read (at most the statement's own limit).
  found: number;
  // How many of the newest rows a walk read, when it read fewer than 200 matches.
  walked: number | null;
}

// The candidates among `matches` (the statement's last CTE, of ids), ranked:
// prefix before contains, then closeness, then newest; with how many matches
// were read, and how many rows `walked` counts.
async function rankCandidates(
  options: RankedSearchOptions,
  ctes: SQL,
  { candidates = sql`select id from matches`, walked = sql`null::int` }: { candidates?: SQL; walked?: SQL } = {},
): Promise<RankedCandidates> {
  const { db, from, prefix, closeness, limit } = options;
  const rank = sql.join([sql`coalesce(${prefix}, false) desc`, sql`${closeness} desc`, ...newestFirst(from)], sql`, `);
  const { rows } = await db.execute<{
    id: string | null;
    prefix: boolean;
    closeness: number;
    found: number;
    walked: number | null;
  }>(sql`
    with ${ctes},
    candidates as (${candidates})
    select ranked.id, ranked.prefix, ranked.closeness, counted.found, counted.walked
    from (select count(*)::int as found, ${walked} as walked from matches) as counted
    left join lateral (
      select ${from.id} as id, coalesce(${prefix}, false) as prefix, ${closeness} as closeness,
        row_number() over (order by ${rank}) as position
      from candidates join ${from.table} on ${from.id} = candidates.id
      order by position limit ${limit}
    ) as ranked on true
    order by ranked.position`);
  const walkedRows = rows[0]?.walked;
  return {
    hits: rows.flatMap((row): RankedHit[] =>
      row.id ? [{ id: row.id, match: row.prefix ? 'prefix' : 'contains', closeness: Number(row.closeness) }] : [],
    ),
    found: Number(rows[0]?.found ?? 0),
    walked: walkedRows === null || walkedRows === undefined ? null : Number(walkedRows),
  };
}

// The newest 200 rows holding the search among the newest `rows`, walked in
// list order (a CTE is read in the order its rows were made, so the walk stops
// at the 200th); when fewer hold it, every row was walked and is counted.
function walkedNewest(options: RankedSearchOptions, rows: number) {
  const { from, where, contains } = options;
  const newest = sql.join(newestFirst(from), sql`, `);
  return rankCandidates(
    options,
    sql`newest as materialized (
      select ${from.id} as id, coalesce(${contains}, false) as holds from ${from.table}
      where ${where ?? sql`true`} order by ${newest} limit ${rows}
    ),
    matches as materialized (select id from newest where holds limit ${rankedCandidates})`,
    { walked: sql`case when count(*) < ${rankedCandidates} then (select count(*)::int from newest) end` },
  );
}

// Rows that hold the search: all of them when they are few, else the newest 200.
// Walked in list order, the search is hidden from the indexes; gathered to be
// sorted, the gathering is a MATERIALIZED CTE without a limit of its own, so it
// is planned as reading every match while the limit outside still stops it
// (db/paged-list.ts says why for both).
async function containingHits(options: RankedSearchOptions): Promise<RankedHit[]> {
  const { from, where, contains } = options;
  if (!contains) return [];
  const settles = ({ found, walked }: RankedCandidates, rows: number) =>
    found >= rankedCandidates || (walked ?? rows) < rows;
  const probed = await walkedNewest(options, probedRows);
  if (settles(probed, probedRows)) return probed.hits;
  if (probed.found >= probedRows * walkedFromShare) {
    const walked = await walkedNewest(options, walkedRows);
    if (settles(walked, walkedRows)) return walked.hits;
  }
  const sorted = await rankCandidates(
    options,
    sql`gathered as materialized (
      select ${from.id} as id, ${from.createdAt} as created_at from ${from.table} where ${and(where, contains)}
    ),
    matches as materialized (select id, created_at from gathered limit ${sortedUpTo + 1})`,
    {
      candidates: sql`select id from matches order by created_at desc nulls last, id desc nulls last
        limit ${rankedCandidates}`,
    },
  );
  if (sorted.found <= sortedUpTo) return sorted.hits;
  const hidden = sql`coalesce(${contains}, false)`;
  const walked = await rankCandidates(
    options,
    sql`matches as materialized (
      select ${from.id} as id from ${from.table} where ${and(where, hidden)}
      order by ${sql.join(newestFirst(from), sql`, `)} limit ${rankedCandidates}
    )`,
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
