import { listPageSize, stakeholderDetailListSize } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { prepareStakeholderDetailQueries } from '../../../server/src/modules/stakeholders/stakeholder-detail.queries.js';
import { listStakeholderRows } from '../../../server/src/modules/stakeholders/stakeholders.queries.js';
import { benchTagNames, meterNumberOf, ticketEmailEvery } from '../seed/bench-stakeholders.js';
import type { Scenario } from '../tickets/scenarios.js';
import { nameSearchWord } from './stakeholder-words.js';

// Scenario's `path` is under /api/profile/ here. The signed-in creator is a
// manager, who sees every sensitivity (visibility null), as the service decides.
const visibility = null;
const deepPage = 1000;

interface Desk {
  db: Database;
  organizationId: string;
  // Its live records.
  stakeholders: number;
}

const matches = async (db: Database, organizationId: string, search: string) => {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from stakeholders
    where organization_id = ${organizationId} and deleted_at is null and search_text ilike ${`%${search}%`}`);
  return rows[0]!.count;
};

// Seven middle digits of a phone of a record from the middle of the list.
async function phoneDigits({ db, organizationId, stakeholders }: Desk) {
  const { rows } = await db.execute<{ phone: string }>(sql`
    select phones[1] as phone from stakeholders
    where organization_id = ${organizationId} and deleted_at is null and cardinality(phones) > 0
      and number >= ${Math.floor(stakeholders / 2)}::int
    order by number limit 1`);
  return rows[0]!.phone.slice(2, 9);
}

// A record from the middle of the list holding an email the bench tickets were sent from.
async function recordWithTickets({ db, organizationId, stakeholders }: Desk) {
  const { rows } = await db.execute<{ id: string; reference: string; tickets: number }>(sql`
    select s.id, s.reference, (select count(*)::int from tickets t where t.organization_id = s.organization_id
        and t.deleted_at is null and t.stakeholder_email = any(s.emails)) as tickets
    from stakeholders s
    where s.organization_id = ${organizationId} and s.deleted_at is null
      and s.number % ${ticketEmailEvery}::int = 0 and s.number >= ${Math.floor(stakeholders / 2)}::int
    order by s.number limit 1`);
  const row = rows[0];
  if (!row?.tickets) throw new Error('no record holds the email of a bench ticket: seed again');
  return row;
}

function listScenario(
  desk: Desk,
  id: string,
  label: string,
  { page, search, tag }: { page: number; search?: string; tag?: string },
) {
  const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}), ...(tag ? { tag } : {}) });
  return {
    id,
    label,
    method: 'GET' as const,
    path: `get-stakeholders/?${query}`,
    expectedStatus: 200,
    runSql: (db: Database) =>
      listStakeholderRows(db, {
        organizationId: desk.organizationId,
        visibility,
        search,
        tag,
        sort: 'created',
        limit: listPageSize,
        offset: (page - 1) * listPageSize,
      }),
  };
}

// getStakeholderDetail's prepared statements in its order: the record, then
// its newest tickets, feedback, logs and changes at once, then its files.
// Prepared once per database handle, as the service does.
const preparedDetails = new WeakMap<Database, ReturnType<typeof prepareStakeholderDetailQueries>>();
function detailQueriesOf(db: Database) {
  let queries = preparedDetails.get(db);
  if (!queries) {
    queries = prepareStakeholderDetailQueries(db);
    preparedDetails.set(db, queries);
  }
  return queries;
}

function detailScenario(desk: Desk, record: { id: string; reference: string; tickets: number }): Scenario {
  const { organizationId } = desk;
  const stakeholderId = record.id;
  const limit = stakeholderDetailListSize;
  async function runSql(db: Database) {
    const detail = detailQueriesOf(db);
    const found = await detail.record({ organizationId, stakeholderId, visibility });
    const emails = found!.stakeholder.emails;
    const [tickets, feedback, logs, changes] = await Promise.all([
      detail.tickets({ organizationId, emails, limit }),
      detail.feedback({ organizationId, emails, limit }),
      detail.logs({ organizationId, visibility, stakeholderId, limit }),
      detail.changes({ organizationId, stakeholderId, limit }),
    ]);
    const changeIds = changes.map(({ change }) => change.id);
    const files = await detail.files({ organizationId, stakeholderId, changeIds });
    return { ...found, tickets, feedback, logs, changes, files };
  }
  return {
    id: 'detail',
    label: `detail ${record.reference} (${record.tickets} tickets)`,
    method: 'GET',
    path: `get-stakeholders/${stakeholderId}/`,
    expectedStatus: 200,
    runSql,
  };
}

// The seed's tags by name, with how many live records hold each.
async function benchTags({ db, organizationId }: Desk) {
  const { rows } = await db.execute<{ id: string; name: string; records: number }>(sql`
    select t.id, t.name, (select count(*)::int from stakeholders s where s.organization_id = t.organization_id
        and s.deleted_at is null and s.tag_ids @> array[t.id]) as records
    from tags t where t.organization_id = ${organizationId}`);
  const byName = (name: string) => {
    const tag = rows.find((row) => row.name === name);
    if (!tag) throw new Error(`no bench tag '${name}': seed the records again`);
    return tag;
  };
  return { vip: byName(benchTagNames.vip), referral: byName(benchTagNames.referral) };
}

// What the benchmark asks of the organisation's records, in this order.
export async function stakeholderScenarios(desk: Desk): Promise<Scenario[]> {
  const digits = await phoneDigits(desk);
  const meter = meterNumberOf(Math.floor(desk.stakeholders / 2 / 10) * 10);
  const [nameMatches, phoneMatches, meterMatches, record, tags] = await Promise.all([
    matches(desk.db, desk.organizationId, nameSearchWord),
    matches(desk.db, desk.organizationId, digits),
    matches(desk.db, desk.organizationId, meter),
    recordWithTickets(desk),
    benchTags(desk),
  ]);
  // A small smoke run has fewer pages: its last one stands for the deep one.
  const page = Math.min(deepPage, Math.ceil(desk.stakeholders / listPageSize));
  const offset = ((page - 1) * listPageSize).toLocaleString('en-GB');
  return [
    listScenario(desk, 'list-first', 'list, first page', { page: 1 }),
    listScenario(desk, 'list-deep', `list, page ${page} (offset ${offset})`, { page }),
    listScenario(desk, 'search-name', `search "${nameSearchWord}" (${nameMatches})`, {
      page: 1,
      search: nameSearchWord,
    }),
    listScenario(desk, 'search-phone', `search "${digits}" (${phoneMatches})`, { page: 1, search: digits }),
    listScenario(desk, 'search-custom', `search a custom field "${meter}" (${meterMatches})`, {
      page: 1,
      search: meter,
    }),
    listScenario(desk, 'list-tag', `list by tag '${tags.vip.name}' (${tags.vip.records})`, {
      page: 1,
      tag: tags.vip.id,
    }),
    listScenario(desk, 'list-tag-rare', `list by tag '${tags.referral.name}' (${tags.referral.records})`, {
      page: 1,
      tag: tags.referral.id,
    }),
    detailScenario(desk, record),
  ];
}
