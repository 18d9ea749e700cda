import {
  type FilterTicketsBody,
  type PageQuery,
  type TicketCounts,
  type TicketListQuery,
  type TicketPage,
  ticketStatusGroups,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { searchedOrCorrected } from '../../db/near-spellings.js';
import type { Actor } from '../../platform/auth/actor.js';
import { recordLevelsSeenBy } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import { countTicketsByStatus, listTicketRows, type TicketListFilter } from './ticket-lists.queries.js';
import { toTicket } from './tickets.mapper.js';

type Paging = Pick<PageQuery, 'page' | 'page_size'>;

// What every list may be narrowed to and ordered by, as the client asked.
const listOptionsOf = (query: Partial<Omit<TicketListQuery, keyof PageQuery>>) => ({
  handlerId: query.handler_id,
  priority: query.priority,
  slaCategory: query.sla_category,
  tag: query.tag,
  sort: query.sort,
});

// Every ticket list (docs/product.md#tickets): newest first unless asked
// otherwise, 15 to a page, searchable, narrowed by handler, priority or SLA category.
export function createTicketListsService({ database }: AppContext) {
  const { db } = database;

  // A search that finds nothing as typed is made again with its near spelling, from the words the actor may see.
  async function pageOf(actor: Actor, filter: TicketListFilter, { page, page_size }: Paging): Promise<TicketPage> {
    const searched = { organizationId: filter.organizationId, text: filter.search, levels: recordLevelsSeenBy(actor) };
    const { rows, count, countCapped, correctedSearch } = await searchedOrCorrected(db, searched, (search) =>
      listTicketRows(db, { ...filter, search, limit: page_size, offset: (page - 1) * page_size }),
    );
    return {
      results: rows.map(toTicket),
      count,
      count_capped: countCapped,
      page,
      page_size,
      corrected_search: correctedSearch,
    };
  }

  return {
    listTickets: ({ actor, query }: { actor: Actor; query: TicketListQuery }) =>
      pageOf(actor, { organizationId: actor.organizationId, search: query.search, ...listOptionsOf(query) }, query),

    // A status filter names a group of statuses (contract/src/tickets/status-groups.ts).
    filterTickets: ({ actor, body }: { actor: Actor; body: FilterTicketsBody & Paging }) =>
      pageOf(
        actor,
        {
          organizationId: actor.organizationId,
          statuses: body.status ? ticketStatusGroups[body.status] : undefined,
          search: body.search,
          ...listOptionsOf(body),
        },
        body,
      ),

    async listUserTickets({ actor, userId, query }: { actor: Actor; userId: string; query: TicketListQuery }) {
      const { organizationId } = actor;
      if (!(await findMember(db, { organizationId, userId }))) throw new AppError('NOT_FOUND');
      return pageOf(actor, { organizationId, search: query.search, ...listOptionsOf(query), handlerId: userId }, query);
    },

    countTickets: ({ actor }: { actor: Actor }): Promise<TicketCounts> =>
      countTicketsByStatus(db, actor.organizationId),
  };
}
