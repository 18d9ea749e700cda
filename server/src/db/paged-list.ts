import { searchCountCap } from '@srm/contract';
import { type SQL, sql } from 'drizzle-orm';
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
  // The filters and search; the organisation must be one of them.
  where: SQL | undefined;
  limit: number;
  offset: number;
  // An unsearched list's exact total, read from a counter table (db/counters
  // in docs/architecture.md). Without it, matches are counted up to the cap.
  total?: (() => Promise<number>) | undefined;
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

// The page in list order: PostgreSQL walks a list index newest first and stops
// after offset + limit matches, which a common word or a long list makes short.
async function walkedPage({ db, from, where, limit, offset }: PagedListOptions) {
  const rows = await db
    .select({ id: from.id })
    .from(from.table)
    .where(where)
    .orderBy(...newestFirst(from))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id as string);
}

// Up to `upTo + 1` matches gathered in whatever order is cheapest, counted,
// and the page sorted from them: exact whenever they are all there is (a rare
// word's matches come through the search indexes, not a walk of the whole
// list). MATERIALIZED keeps PostgreSQL from folding the gathering into the
// page's sort. One row at least, with the count, even when the page is empty.
async function gatheredPage({ db, from, where, limit, offset }: PagedListOptions, upTo: number) {
  const { rows } = await db.execute<{ id: string | null; total: number }>(sql`
    with matches as materialized (
      select ${from.id} as id, ${from.createdAt} as created_at from ${from.table} where ${where} limit ${upTo + 1}
    )
    select page.id, counted.total
    from (select count(*)::int as total from matches) as counted
    left join lateral (
      select id, created_at from matches
      order by created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset}
    ) as page on true
    order by page.created_at desc nulls last, page.id desc nulls last`);
  return { ids: rows.flatMap((row) => (row.id ? [row.id] : [])), count: Number(rows[0]?.total ?? 0) };
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
  const gathered = await gatheredPage(options, upTo);
  if (gathered.count <= upTo) return { ...gathered, countCapped: false };
  return { ids: await walkedPage(options), count: upTo, countCapped: true };
}
