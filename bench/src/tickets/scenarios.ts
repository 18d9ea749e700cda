import {
  type CreateTicketBody,
  deadlineFor,
  dueSoonAt,
  type SlaCategory,
  stakeholderSensitivities,
  type TicketSort,
} from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { searchedOrCorrected } from '../../../server/src/db/near-spellings.js';
import { nextReference } from '../../../server/src/db/references.js';
import { insertActivity } from '../../../server/src/modules/tickets/ticket-activity.queries.js';
import { activityText } from '../../../server/src/modules/tickets/ticket-activity.text.js';
import { countTicketsByStatus, listTicketRows } from '../../../server/src/modules/tickets/ticket-lists.queries.js';
import { ticketAssignedEmail } from '../../../server/src/modules/tickets/tickets.emails.js';
import { findTicket, insertTicket, slaHoursOf } from '../../../server/src/modules/tickets/tickets.queries.js';
import { insertOutboxMessage } from '../../../server/src/platform/mail/mail.queries.js';
import { findMember } from '../../../server/src/platform/staff/staff-directory.queries.js';
import { findOrganizationTimeZone } from '../../../server/src/platform/time-zone/time-zone.queries.js';

export interface Scenario {
  id: string;
  label: string;
  method: 'GET' | 'POST';
  // Under /api/ticket/ on the real app.
  path: string;
  // A POST's JSON body (create-ticket's here, a dashboard's period in bench:invoices).
  body?: object;
  // A POST that only reads (a dashboard): its SQL is explained like a GET's.
  readOnly?: boolean;
  expectedStatus: number;
  // Baseline (b): the SQL the service runs, through the same queries-module
  // functions, on the database given (the real app's pool), without auth,
  // validation, mapping or response schemas.
  runSql: (db: Database) => Promise<unknown>;
}

export const searchWord = 'invoice';
// Searches of every breadth (decision 012: any search answers at p95 ≤ 100 ms), by
// their share of a seeded desk's tickets (bench/README.md, "What the seed makes").
const searches = [
  // A handler's last name: all tickets one support user handles (~6 %).
  { id: 'search-handler', search: 'Akande' },
  // A status word: every overdue ticket.
  { id: 'search-status', search: 'overdue' },
  // A title's number from #12000 to #12999: about 1 % of tickets.
  { id: 'search-mid', search: '#12' },
  // A title's number from #12300 to #12399: about 1,100 matches, just past the count's cap.
  { id: 'search-cap', search: '#123' },
  // A title's number from #12340 to #12349: about 110 matches.
  { id: 'search-few', search: '#1234' },
  // Nothing matches, nor any near spelling (docs/product.md#search: the lookup of near words, then nothing more).
  { id: 'search-none', search: 'zebra' },
  // Nothing matches as typed: the near spelling "invoice" (~17 %) is searched and shown instead.
  { id: 'search-typo', search: 'invoce' },
  // A handler's last name misspelt: their tickets, through the handler branch, as "akande".
  { id: 'search-typo-handler', search: 'Akadne' },
];
const pageSize = 15;
export const createdTitle = 'Bench: invoice shows the wrong amount';

interface Desk {
  db: Database;
  organizationId: string;
  managerId: string;
  // Its live tickets.
  tickets: number;
}

async function findSupportUser(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from users where organization_id = ${organizationId} and permission_type = 'support' order by email limit 1`);
  return rows[0]!.id;
}

// A live ticket from the middle of the organisation's history, to search for by reference.
async function middleReference(db: Database, { organizationId, tickets }: Pick<Desk, 'organizationId' | 'tickets'>) {
  const { rows } = await db.execute<{ reference: string }>(sql`
    select reference from tickets
    where organization_id = ${organizationId} and deleted_at is null and number >= ${Math.floor(tickets / 2)}::int
    order by number limit 1`);
  return rows[0]!.reference;
}

// A list's other choices (docs/product.md#tickets): an order, a handler, an SLA category.
interface ListChoices {
  sort?: TicketSort;
  handlerId?: string;
  slaCategory?: SlaCategory;
}

function listScenario(
  desk: Desk,
  id: string,
  label: string,
  { page, search, sort, handlerId, slaCategory }: { page: number; search?: string } & ListChoices,
) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ...(search ? { search } : {}),
    ...(sort ? { sort } : {}),
    ...(handlerId ? { handler_id: handlerId } : {}),
    ...(slaCategory ? { sla_category: slaCategory } : {}),
  });
  return {
    id,
    label,
    method: 'GET' as const,
    path: `all-tickets/?${query}`,
    expectedStatus: 200,
    // As ticket-lists.service.ts does for the manager: a search that finds nothing is tried again respelt.
    runSql: (db: Database) =>
      searchedOrCorrected(
        db,
        { organizationId: desk.organizationId, text: search, levels: stakeholderSensitivities },
        (corrected) =>
          listTicketRows(db, {
            organizationId: desk.organizationId,
            search: corrected,
            sort,
            handlerId,
            slaCategory,
            limit: pageSize,
            offset: (page - 1) * pageSize,
          }),
      ),
  };
}

// Ticket create as tickets.service.ts does it: the handler checked, the
// targets read, the reference taken, the ticket, its first history entry and
// the handler's email written in one transaction, then the ticket read back.
async function createScenario(desk: Desk): Promise<Scenario> {
  const { organizationId, managerId } = desk;
  const handlerId = await findSupportUser(desk.db, organizationId);
  // The real route knows its actor from the session; so does the baseline.
  const actor = (await findMember(desk.db, { organizationId, userId: managerId }))!;
  const body = {
    name: 'Chidi Eze',
    email: 'chidi.eze@example.ng',
    title: createdTitle,
    priority: 'medium',
    sla_category: 'standard',
    type: 'standard',
    description: 'The March invoice charges twice for the same delivery. Please correct it and send a new one.',
    handler_id: handlerId,
  } satisfies CreateTicketBody;

  async function runSql(db: Database) {
    const ticketId = await db.transaction(async (tx) => {
      const handler = (await findMember(tx, { organizationId, userId: handlerId }))!;
      const now = new Date();
      const dueAt = deadlineFor(now, (await slaHoursOf(tx, organizationId)).standard);
      const { number, reference } = await nextReference(tx, organizationId, 'TCK');
      const id = await insertTicket(tx, {
        organizationId,
        number,
        reference,
        title: body.title,
        description: body.description,
        status: 'new',
        priority: body.priority,
        slaCategory: body.sla_category,
        type: body.type,
        handlerId,
        stakeholderName: body.name,
        stakeholderEmail: body.email,
        createdById: managerId,
        dueAt,
        dueSoonAt: dueSoonAt({ startsAt: now, dueAt }),
        createdAt: now,
        updatedAt: now,
      });
      await insertActivity(tx, [
        {
          ticketId: id,
          organizationId,
          type: 'created',
          text: activityText.created(actor, handler),
          authorId: managerId,
          createdAt: now,
        },
      ]);
      const email = ticketAssignedEmail({
        handlerFirstName: handler.firstName,
        assignerName: `${actor.firstName} ${actor.lastName}`,
        reference,
        title: body.title,
        priority: body.priority,
        dueAt,
        // As the app: the deadline in the organisation's time zone.
        timeZone: await findOrganizationTimeZone(tx, { organizationId }),
        url: 'http://127.0.0.1:3000/tickets',
      });
      await insertOutboxMessage(tx, { organizationId, to: handler.email, ...email }, now);
      return id;
    });
    return findTicket(db, { organizationId, ticketId });
  }

  return {
    id: 'create',
    label: 'create a ticket',
    method: 'POST',
    path: 'create-ticket/',
    body,
    expectedStatus: 201,
    runSql,
  };
}

// What the benchmark asks of one organisation's desk, in this order (create
// last: it adds tickets, which the cleanup removes again).
export async function ticketScenarios(desk: Desk): Promise<Scenario[]> {
  const reference = await middleReference(desk.db, desk);
  const handlerId = await findSupportUser(desk.db, desk.organizationId);
  return [
    listScenario(desk, 'list-first', 'list, first page', { page: 1 }),
    listScenario(desk, 'list-500', 'list, page 500', { page: 500 }),
    // Each order walks an index of its own (schema/tickets.ts); a handler's or an SLA category's list is counted to the cap.
    listScenario(desk, 'list-oldest', 'list, oldest first', { page: 1, sort: 'oldest' }),
    listScenario(desk, 'list-due', 'list, soonest due', { page: 1, sort: 'due' }),
    listScenario(desk, 'list-priority', 'list, highest priority', { page: 1, sort: 'priority' }),
    listScenario(desk, 'list-mine-due', "a handler's list, soonest due", { page: 1, handlerId, sort: 'due' }),
    listScenario(desk, 'list-sla', 'list, complex SLA only', { page: 1, slaCategory: 'complex' }),
    listScenario(desk, 'search-word', `search "${searchWord}"`, { page: 1, search: searchWord }),
    listScenario(desk, 'search-word-20', `search "${searchWord}", page 20`, { page: 20, search: searchWord }),
    ...searches.map(({ id, search }) => listScenario(desk, id, `search "${search}"`, { page: 1, search })),
    listScenario(desk, 'search-reference', `search "${reference}"`, { page: 1, search: reference }),
    {
      id: 'counts',
      label: 'dashboard counts',
      method: 'GET',
      path: 'ticket-counts/',
      expectedStatus: 200,
      runSql: (db) => countTicketsByStatus(db, desk.organizationId),
    },
    await createScenario(desk),
  ];
}
