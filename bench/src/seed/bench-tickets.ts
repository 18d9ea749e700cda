import { defaultSlaHours } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { emailDomains, firstNames, lastNames, ticketTitles } from './bench-names.js';
import { textArray } from './sql-literals.js';

// Distinct stakeholders (name and email) each organisation's tickets are for.
export const stakeholdersPerOrganization = 5000;
const historyDays = 730;

// Organisations are uneven, as real ones are: the n-th of m gets a share
// proportional to m - n + 1, so the first is the largest.
export function spreadTickets(total: number, organizations: number) {
  const weights = Array.from({ length: organizations }, (_, index) => organizations - index);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((total * weight) / weightSum));
  counts[0]! += total - counts.reduce((sum, count) => sum + count, 0);
  return counts;
}

export interface TicketChunk {
  organizationId: string;
  organizationIndex: number;
  // Ticket numbers from…to (inclusive) of an organisation holding `total`.
  from: number;
  to: number;
  total: number;
  now: Date;
}

// Tickets `from`…`to` of an organisation, numbered in order of creation over
// the past two years. Each one's SLA times follow contract/src/tickets/sla.ts
// with the default targets (deadline = created + target hours; due from 75 % of
// the window), and its status is what the SLA clock would have made of it by
// now: nearly all old tickets were resolved (some after their deadline), 5 % are
// overdue; recent ones are new, open, due or resolved. 0.5 % are deleted.
// random() is drawn once per row (a materialised CTE) so the columns agree.
export async function insertTicketChunk(db: Database, chunk: TicketChunk) {
  const span = historyDays * 24 * 60 * 60_000;
  const start = chunk.now.getTime() - span;
  const step = span / chunk.total;
  await db.execute(sql`
    with staff as (
      select
        (select array_agg(id order by email) from users
          where organization_id = ${chunk.organizationId} and permission_type in ('manager', 'executive')) as creators,
        -- Support users handle twice as many tickets as managers and executives.
        (select array_agg(id order by email) from (
          select id, email from users where organization_id = ${chunk.organizationId}
          union all
          select id, email from users where organization_id = ${chunk.organizationId} and permission_type = 'support'
        ) as handler) as handlers
    ),
    draw as materialized (
      select g, ${chunk.now.toISOString()}::timestamptz as now,
        to_timestamp((${start}::float8 + (g - 1 + random()) * ${step}::float8) / 1000) as created_at,
        random() as r_title, random() as r_number, random() as r_priority, random() as r_sla, random() as r_type,
        random() as r_handler, random() as r_creator, random() as r_resolve, random() as r_resolution,
        random() as r_acted, random() as r_deleted,
        floor(random() * ${stakeholdersPerOrganization}::int)::int
          + ${chunk.organizationIndex}::int * ${stakeholdersPerOrganization}::int as stakeholder
      from generate_series(${chunk.from}::int, ${chunk.to}::int) as g
    ),
    shaped as (
      select draw.*,
        case when r_sla < 0.6 then 'standard' when r_sla < 0.9 then 'medium' else 'complex' end as category
      from draw
    ),
    timed as (
      select shaped.*,
        created_at + target.hours * interval '1 hour' as due_at,
        created_at + target.hours * interval '1 hour' * 0.75 as due_soon_at
      from shaped, lateral (select case category when 'standard' then ${defaultSlaHours.standard}::int
        when 'medium' then ${defaultSlaHours.medium}::int else ${defaultSlaHours.complex}::int end as hours) as target
    ),
    decided as (
      select timed.*,
        r_resolve < case when now >= due_at then 0.95 when now >= due_soon_at then 0.3 else 0.15 end as resolved,
        (${textArray(ticketTitles)})[1 + floor(r_title * ${ticketTitles.length}::int)::int] as topic,
        (${textArray(firstNames)})[1 + stakeholder % ${firstNames.length}::int]
          || ' ' || (${textArray(lastNames)})[1 + (stakeholder / ${firstNames.length}::int) % ${lastNames.length}::int]
          as stakeholder_name
      from timed
    ),
    finished as (
      select decided.*,
        case when resolved then least(now, created_at + r_resolution * 1.2 * (due_at - created_at)) end as resolved_at,
        case when r_deleted < 0.005 then least(now, created_at + interval '1 day') end as deleted_at
      from decided
    )
    insert into tickets (organization_id, number, reference, title, description, status, priority, sla_category,
      type, handler_id, stakeholder_name, stakeholder_email, created_by_id, due_at, due_soon_at, resolved_at,
      deleted_at, created_at, updated_at)
    select ${chunk.organizationId}, g, 'TCK-' || lpad(g::text, greatest(6, length(g::text)), '0'),
      topic || ' #' || (10000 + floor(r_number * 90000)::int),
      'Reported by ' || stakeholder_name || '. ' || topic
        || '. Please check the account history and reply to the stakeholder with what was done.',
      (case when resolved then 'resolved' when now >= due_at then 'overdue' when now >= due_soon_at then 'due'
        when r_acted < 0.6 then 'open' else 'new' end)::ticket_status,
      (case when r_priority < 0.35 then 'low' when r_priority < 0.8 then 'medium' else 'high' end)::ticket_priority,
      category::sla_category,
      (case when r_type < 0.6 then 'standard' when r_type < 0.9 then 'medium' else 'complex' end)::ticket_type,
      staff.handlers[1 + floor(r_handler * cardinality(staff.handlers))::int],
      stakeholder_name,
      lower(replace(stakeholder_name, ' ', '.')) || '.' || stakeholder || '@'
        || (${textArray(emailDomains)})[1 + stakeholder % ${emailDomains.length}::int],
      staff.creators[1 + floor(r_creator * cardinality(staff.creators))::int],
      due_at, due_soon_at, resolved_at, deleted_at, created_at,
      greatest(created_at, resolved_at, deleted_at)
    from finished, staff`);
}

// Each ticket's first history entry, worded as ticket-activity.text.ts words it.
export async function insertCreatedEntries(db: Database, chunk: Pick<TicketChunk, 'organizationId' | 'from' | 'to'>) {
  await db.execute(sql`
    insert into ticket_activity (ticket_id, organization_id, type, text, author_id, created_at)
    select t.id, t.organization_id, 'created',
      c.first_name || ' ' || c.last_name || ' created the ticket and assigned it to '
        || h.first_name || ' ' || h.last_name || '.',
      t.created_by_id, t.created_at
    from tickets t
    join users c on c.id = t.created_by_id
    join users h on h.id = t.handler_id
    where t.organization_id = ${chunk.organizationId} and t.number between ${chunk.from}::int and ${chunk.to}::int`);
}

// New tickets continue the sequence: the next reference is TCK-(total + 1).
export async function setTicketCounter(
  db: Database,
  { organizationId, total }: { organizationId: string; total: number },
) {
  await db.execute(sql`
    insert into reference_counters (organization_id, kind, last_value) values (${organizationId}, 'TCK', ${total}::int)
    on conflict (organization_id, kind) do update set last_value = excluded.last_value`);
}
