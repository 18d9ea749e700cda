import {
  type FilterTicketsBody,
  type PageQuery,
  type TicketCounts,
  type TicketPage,
  ticketStatusFilters,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { countTicketsByStatus, listTicketRows, type TicketListFilter } from './ticket-lists.queries.js';
import { toTicket } from './tickets.mapper.js';
import { findMember } from './tickets.queries.js';

type Paging = Pick<PageQuery, 'page' | 'page_size'>;

// Spec part 1 §2 "Tickets" and every status or priority list: newest first,
// 15 to a page unless asked otherwise, searchable (spec part 1 §5).
export function createTicketListsService({ database }: AppContext) {
  const { db } = database;

  async function pageOf(filter: TicketListFilter, { page, page_size }: Paging): Promise<TicketPage> {
    const { rows, count, countCapped } = await listTicketRows(db, {
      ...filter,
      limit: page_size,
      offset: (page - 1) * page_size,
    });
    return { results: rows.map(toTicket), count, count_capped: countCapped, page, page_size };
  }

  return {
    listTickets: ({ organizationId, query }: { organizationId: string; query: PageQuery }) =>
      pageOf({ organizationId, search: query.search }, query),

    // A status filter names a list (`open` = new and open, `closed` = resolved…), see contract options.
    filterTickets: ({ organizationId, body }: { organizationId: string; body: FilterTicketsBody & Paging }) =>
      pageOf(
        {
          organizationId,
          statuses: body.status ? ticketStatusFilters[body.status] : undefined,
          priority: body.priority,
          search: body.search,
        },
        body,
      ),

    async listUserTickets({
      organizationId,
      userId,
      query,
    }: {
      organizationId: string;
      userId: string;
      query: PageQuery;
    }) {
      if (!(await findMember(db, { organizationId, userId }))) throw new AppError('NOT_FOUND');
      return pageOf({ organizationId, handlerId: userId, search: query.search }, query);
    },

    countTickets: ({ organizationId }: { organizationId: string }): Promise<TicketCounts> =>
      countTicketsByStatus(db, organizationId),
  };
}
