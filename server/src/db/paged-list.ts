import { searchCountCap } from '@srm/contract';
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

// A table a list pages through, newest first: its id and creation time, which
// its list indexes hold in that order (created_at desc, id desc).
export interface ListedTable {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
}

export interface PagedListOptions {
  db: Database;
  from: ListedTable;
  // The list's filters, the organisation among them.
  where: SQL | undefined;
  // The search, if any.
  search?: SQL | undefined;
  limit: number;
  offset: number;
  // An unsearched list's exact total, read from a counter table (keep_counts
  // in docs/architecture.md). Without it, matches are counted up to the cap.
  total?: (() => Promise<number>) | undefined;
  // Parts of the search (each with the filters) whose matches a list index
  // counts without reading rows, such as one handler's tickets: if one part
  // alone has more than the cap, so has the whole, and its other matches are
  // not read.
  countableParts?: SQL[] | undefined;
  countCap?: number;
}

export interface PagedIds {
  // The page's ids, newest first.
  ids: string[];
  count: number;
  // True when more than `count` match: the count stopped at the cap.
  countCapped: boolean;
}

// Newest first, exactly as the list indexes are ordered (`desc` alone would
// mean NULLS FIRST, which those indexes cannot serve).
export const newestFirst = ({ id, createdAt }: ListedTable) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

const matching = ({ where, search }: PagedListOptions) => and(where, search);

// The page in list order: PostgreSQL walks a list index newest first and stops
// after offset + limit matches.
async function walkedPage(options: PagedListOptions) {
  const { db, from, limit, offset } = options;
  const rows = await db
    .select({ id: from.id })
    .from(from.table)
    .where(matching(options))
    .orderBy(...newestFirst(from))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id as string);
}

// The page of a search known to match more than the cap, walked in list order:
// many matches make the walk short (15 of more than 1,000 lie within the newest
// 15,000 rows of a million). The search is wrapped so no index can look it up:
// PostgreSQL, which cannot tell how common a word is, would otherwise fetch and
// sort every match of a word it takes for a rare one.
function cappedPage(options: PagedListOptions) {
  const search = options.search && sql`coalesce(${options.search}, false)`;
  return walkedPage({ ...options, search });
}

// Up to `upTo + 1` matches gathered in whatever order is cheapest, counted,
// and the page sorted from them: exact whenever they are all there is. For a
// rare word they come through the search indexes; for a common one a scan
// stops as soon as it has them. No ORDER BY here: sorted, the gathering would
// walk the list index, which a word PostgreSQL thinks commoner than it is
// turns into a walk through most of the organisation. MATERIALIZED keeps the
// page's sort from being folded into the gathering.
async function gatheredMatches(options: PagedListOptions, upTo: number) {
  const { db, from, limit, offset } = options;
  const { rows } = await db.execute<{ id: string | null; total: number }>(sql`
    with matches as materialized (
      select ${from.id} as id, ${from.createdAt} as created_at from ${from.table}
      where ${matching(options)} limit ${upTo + 1}
    )
    select page.id, counted.total
    from (select count(*)::int as total from matches) as counted
    left join lateral (
      select id, created_at from matches
      order by created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset}
    ) as page on true
    order by page.created_at desc nulls last, page.id desc nulls last`);
  return { ids: rows.flatMap((row) => (row.id ? [row.id] : [])), total: Number(rows[0]?.total ?? 0) };
}

// Whether one of the parts alone matches more than `upTo` rows (each counted
// through its list index, reading at most upTo + 1 entries).
async function anyPartBeyond({ db, from, countableParts = [] }: PagedListOptions, upTo: number) {
  for (const part of countableParts) {
    const matches = db
      .select({ one: sql`1` })
      .from(from.table)
      .where(part)
      .limit(upTo + 1)
      .as('matches');
    const [row] = await db.select({ value: count() }).from(matches);
    if ((row?.value ?? 0) > upTo) return true;
  }
  return false;
}

// One page of a list, newest first, with its total (decision 012). An
// unsearched list's total comes exact from its counters, and a page past it
// is answered without looking. A search (or a list without counters) gathers
// at most `countCap` matches past the page's start (a broad search
// never reads every match to count them): if that is all of them, the count is
// exact and the page comes from them; if more match, the count is reported as
// capped and the page is walked in order, which a common word makes short.
export async function pagedList(options: PagedListOptions): Promise<PagedIds> {
  const { offset, total } = options;
  if (total) {
    const exact = await total();
    return { ids: exact > offset ? await walkedPage(options) : [], count: exact, countCapped: false };
  }
  const upTo = offset + (options.countCap ?? searchCountCap);
  const capped = async () => ({ ids: await cappedPage(options), count: upTo, countCapped: true });
  if (await anyPartBeyond(options, upTo)) return capped();
  const { ids, total: found } = await gatheredMatches(options, upTo);
  return found > upTo ? capped() : { ids, count: found, countCapped: false };
}
