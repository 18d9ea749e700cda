import { searchCountCap } from '@srm/contract';
import { and, type SQL, sql } from 'drizzle-orm';
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

// A search's matches are found without ever scanning the table from wherever a
// scan happens to start (decision 020): PostgreSQL's synchronized sequential
// scans start a new scan where another one stands, often among other
// organisations' rows. First the list's newest rows are walked through a list
// index, which starts at the organisation…
const probedRows = 500;
// …and a search held by at least this share of them is walked on in list order,
// through at most 1 / share rows per match wanted (and never more than the cap of rows):
const walkedFromShare = 0.05;
const walkedRowsCap = 50_000;
// otherwise its matches are gathered through the organisation-led search indexes, and the
// page sorted from them when they are at most this many (or the count's reach, if more).
const sortedUpTo = 5_000;

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

// The search wrapped so that no index can look it up: PostgreSQL, which cannot
// tell how common a word is, would otherwise fetch and sort every match of a
// word it takes for a rare one instead of walking the list index.
const hiddenSearch = ({ search }: PagedListOptions) => (search ? sql`coalesce(${search}, false)` : sql`true`);

// The page of a search known to match more than the cap, walked in list order.
function cappedPage(options: PagedListOptions) {
  return walkedPage({ ...options, search: options.search && hiddenSearch(options) });
}

// The order's keys travel with the ids as key_0, key_1…, so the page is sorted from the rows read.
function orderKeys({ from, order }: PagedListOptions) {
  const keys = order ?? newest(from);
  const named = keys.map((key, index) => ({ ...key, name: sql.identifier(`key_${index}`) }));
  const orderOf = (prefix: string) => {
    const terms = named.map((key) => sql`${sql.raw(prefix)}${key.name} ${direction(key)}`);
    return sql.join([...terms, sql`${sql.raw(prefix)}id ${direction(tieBreak(keys))}`], sql`, `);
  };
  return {
    selected: sql.join(
      named.map((key) => sql`${key.by} as ${key.name}`),
      sql`, `,
    ),
    names: sql.join(
      named.map((key) => key.name),
      sql`, `,
    ),
    orderOf,
  };
}

interface FoundMatches {
  ids: string[];
  // How many matches were read: at most the statement's own limit.
  found: number;
  // How many rows a walk read, when it read fewer than `found + 1` matches (else null).
  walked: number | null;
}

// The page sorted from `matches` (the statement's last CTE: ids and order keys), with their number.
async function pageOfMatches(options: PagedListOptions, ctes: SQL, walked = sql`null::int`): Promise<FoundMatches> {
  const { db, limit, offset } = options;
  const { names, orderOf } = orderKeys(options);
  const { rows } = await db.execute<{ id: string | null; found: number; walked: number | null }>(sql`
    with ${ctes}
    select page.id, counted.found, counted.walked
    from (select count(*)::int as found, ${walked} as walked from matches) as counted
    left join lateral (
      select id, ${names} from matches
      order by ${orderOf('')} limit ${limit} offset ${offset}
    ) as page on true
    order by ${orderOf('page.')}`);
  const walkedRows = rows[0]?.walked;
  return {
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    found: Number(rows[0]?.found ?? 0),
    walked: walkedRows === null || walkedRows === undefined ? null : Number(walkedRows),
  };
}

// The first `upTo + 1` matches among the list's first `rows` rows, walked in
// list order through a list index (which starts at the organisation); the walk
// stops as soon as it has them. A CTE is read in the order its rows were made,
// so they are the first matches. When fewer match, every row was walked, and
// they are counted too.
function walkedMatches(options: PagedListOptions, upTo: number, rows: number) {
  const { from, where } = options;
  const { selected, names } = orderKeys(options);
  return pageOfMatches(
    options,
    sql`newest as materialized (
      select ${from.id} as id, ${selected}, ${hiddenSearch(options)} as holds from ${from.table}
      where ${where ?? sql`true`} order by ${sql.join(orderTerms(from, options.order), sql`, `)} limit ${rows}
    ),
    matches as materialized (select id, ${names} from newest where holds limit ${upTo + 1})`,
    sql`case when count(*) <= ${upTo} then (select count(*)::int from newest) end`,
  );
}

// Up to `upTo + 1` matches gathered in whatever order is cheapest, counted,
// and the page sorted from them: exact whenever they are all there is. The
// gathering is a MATERIALIZED CTE without a limit of its own, so PostgreSQL plans
// it as reading every match (through the organisation-led search indexes, never a
// scan of the whole table unless the organisation is most of it), while the
// limit outside it still stops it after `upTo + 1`. With a limit inside, a
// sequential scan "until enough are found" looks cheapest and, started where
// another scan stands, may read every other organisation's rows first.
function gatheredMatches(options: PagedListOptions, upTo: number) {
  const { from } = options;
  const { selected, names } = orderKeys(options);
  return pageOfMatches(
    options,
    sql`gathered as materialized (
      select ${from.id} as id, ${selected} from ${from.table} where ${matching(options)}
    ),
    matches as materialized (select id, ${names} from gathered limit ${upTo + 1})`,
  );
}

// Whether one of the parts alone matches more than `upTo` rows.
async function anyPartBeyond({ db, from, countableParts = [] }: PagedListOptions, upTo: number) {
  for (const part of countableParts) {
    if (await beyond(db, from, part, upTo)) return true;
  }
  return false;
}

// Whether more than `upTo` rows match `part` (which names the organisation): their ids counted
// through its list index, reading at most upTo + 1 entries, planned as reading them all, as the gathering is.
async function beyond(db: Database, from: ListedTable, part: SQL | undefined, upTo: number) {
  const { rows } = await db.execute<{ found: number }>(sql`
    with part as materialized (select ${from.id} from ${from.table} where ${part ?? sql`true`})
    select count(*)::int as found from (select 1 from part limit ${upTo + 1}) as counted`);
  return Number(rows[0]?.found ?? 0) > upTo;
}

// A search's page and count. Its newest rows first: if more than `upTo` of them
// match, or they are the whole list, the answer is there. If the search is
// common among them, the walk goes on in list order; otherwise its matches are
// gathered through the search indexes. Every way gives the same page and count.
async function searchedPage(options: PagedListOptions, upTo: number): Promise<PagedIds> {
  const answerOf = ({ ids, found }: FoundMatches): PagedIds =>
    found > upTo ? { ids, count: upTo, countCapped: true } : { ids, count: found, countCapped: false };
  const walk = async (rows: number) => {
    const walked = await walkedMatches(options, upTo, rows);
    return { walked, settled: walked.found > upTo || (walked.walked ?? rows) < rows };
  };
  const probe = await walk(probedRows);
  if (probe.settled) return answerOf(probe.walked);
  const walkedRows = Math.min(Math.ceil((upTo + 1) / walkedFromShare), walkedRowsCap);
  if (probe.walked.found >= probedRows * walkedFromShare && walkedRows > probedRows) {
    const longer = await walk(walkedRows);
    if (longer.settled) return answerOf(longer.walked);
  }
  const gatheredUpTo = Math.max(upTo, sortedUpTo);
  const gathered = await gatheredMatches(options, gatheredUpTo);
  // Past the count's reach but all of them gathered: the page sorted from them is the walked one.
  if (gathered.found <= gatheredUpTo) return answerOf(gathered);
  return { ids: await cappedPage(options), count: upTo, countCapped: true };
}

// One page of a list, in its order (newest first unless given), with its total (decisions 012
// and 020). An unsearched list's total comes exact from its counters, and a page past it
// is answered without looking. A search (or a list without counters) reads
// at most `countCap` matches past the page's start (a broad search
// never reads every match to count them): if that is all of them, the count is
// exact and the page comes from them; if more match, the count is reported as
// capped and the page is the first of them in list order.
export async function pagedList(options: PagedListOptions): Promise<PagedIds> {
  const { offset, total } = options;
  if (total) {
    const exact = await total();
    return { ids: exact > offset ? await walkedPage(options) : [], count: exact, countCapped: false };
  }
  const upTo = offset + (options.countCap ?? searchCountCap);
  if (await anyPartBeyond(options, upTo)) return { ids: await cappedPage(options), count: upTo, countCapped: true };
  if (options.search) return searchedPage(options, upTo);
  // A list without counters and without a search (a member's tickets, overdue invoices): its filters lead an
  // index. Its ids alone are counted first (an index-only read): a member with 60,000 tickets would otherwise
  // have the first 1,001 of them read from the table, with their order keys, for a page walked after all.
  if (await beyond(options.db, options.from, matching(options), upTo)) {
    return { ids: await walkedPage(options), count: upTo, countCapped: true };
  }
  const { ids, found } = await gatheredMatches(options, upTo);
  return found > upTo
    ? { ids: await walkedPage(options), count: upTo, countCapped: true }
    : { ids, count: found, countCapped: false };
}
