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
  // The list's order, before the id that breaks ties; newest first if left out.
  order?: OrderKey[] | undefined;
}

// One key of a list's order. Unless told, descending keys put nulls last and
// ascending ones nulls first, so that an index built `desc nulls last` (as
// Drizzle's `.desc()` builds it) serves both directions, walked backwards for
// ascending. An index built ascending (`nulls last`) needs `nullsFirst: false`.
export interface OrderKey {
  by: PgColumn | SQL;
  descending: boolean;
  nullsFirst?: boolean;
}

export interface PagedIds {
  // The page's ids, in list order.
  ids: string[];
  count: number;
  // True when more than `count` match: the count stopped at the cap.
  countCapped: boolean;
}

const newest = (from: ListedTable): OrderKey[] => [{ by: from.createdAt, descending: true }];

const direction = ({ descending, nullsFirst = !descending }: Omit<OrderKey, 'by'>) =>
  sql.raw(`${descending ? 'desc' : 'asc'} nulls ${nullsFirst ? 'first' : 'last'}`);

// The key that breaks ties: the id, in the direction of the order's last key.
const tieBreak = (order: OrderKey[]) => order.at(-1) ?? { descending: true };

// A list's order as ORDER BY terms: its keys, then its id.
export function orderTerms(from: ListedTable, order: OrderKey[] = newest(from)) {
  return [...order.map((key) => sql`${key.by} ${direction(key)}`), sql`${from.id} ${direction(tieBreak(order))}`];
}

// Newest first, exactly as the list indexes are ordered (`desc` alone would
// mean NULLS FIRST, which those indexes cannot serve).
export const newestFirst = (from: ListedTable) => orderTerms(from);

const matching = ({ where, search }: PagedListOptions) => and(where, search);

// The page in list order: PostgreSQL walks a list index in that order and stops
// after offset + limit matches.
async function walkedPage(options: PagedListOptions) {
  const { db, from, limit, offset } = options;
  const rows = await db
    .select({ id: from.id })
    .from(from.table)
    .where(matching(options))
    .orderBy(...orderTerms(from, options.order))
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
  // The order's keys travel with the ids as key_0, key_1…, so the page is sorted from the gathered rows.
  const keys = options.order ?? newest(from);
  const named = keys.map((key, index) => ({ ...key, name: sql.identifier(`key_${index}`) }));
  const selected = sql.join(
    named.map((key) => sql`${key.by} as ${key.name}`),
    sql`, `,
  );
  const keyNames = sql.join(
    named.map((key) => key.name),
    sql`, `,
  );
  const orderOf = (prefix: string) => {
    const terms = named.map((key) => sql`${sql.raw(prefix)}${key.name} ${direction(key)}`);
    return sql.join([...terms, sql`${sql.raw(prefix)}id ${direction(tieBreak(keys))}`], sql`, `);
  };
  const { rows } = await db.execute<{ id: string | null; total: number }>(sql`
    with matches as materialized (
      select ${from.id} as id, ${selected} from ${from.table}
      where ${matching(options)} limit ${upTo + 1}
    )
    select page.id, counted.total
    from (select count(*)::int as total from matches) as counted
    left join lateral (
      select id, ${keyNames} from matches
      order by ${orderOf('')} limit ${limit} offset ${offset}
    ) as page on true
    order by ${orderOf('page.')}`);
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

// One page of a list, in its order (newest first unless given), with its total (decision 012). An
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
