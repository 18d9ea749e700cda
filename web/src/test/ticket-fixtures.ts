import { listPageSize, type Ticket, type TicketDetail, type TicketPage } from '@srm/contract';

// Made in local time, so the table's local-time format is the same wherever tests run.
export const createdAt = new Date(2025, 0, 6, 14, 5).toISOString();

const handlerAda = {
  id: '5b0c2f0e-8a59-4b0c-9f1e-0d6b1f7c2a11',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@zenith.ng',
};

let counter = 0;

// A ticket as the server lists it, handled by Ada unless told otherwise.
export function aTicket(fields: Partial<Ticket> = {}): Ticket {
  counter += 1;
  const number = String(counter).padStart(6, '0');
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    reference: `TCK-${number}`,
    title: `Ticket ${number}`,
    description: 'Something went wrong',
    status: 'new',
    priority: 'medium',
    sla_category: 'standard',
    type: 'standard',
    handler_id: handlerAda.id,
    handler: handlerAda,
    stakeholder: { name: 'Kemi Bello', email: 'kemi@example.com' },
    due_at: new Date(2025, 0, 7, 14, 5).toISOString(),
    resolved_at: null,
    feedback: null,
    chat: null,
    created_at: createdAt,
    updated_at: createdAt,
    custom_fields: {},
    tag_ids: [],
    ...fields,
  };
}

export const aTicketDetail = (ticket: Ticket): TicketDetail => ({
  ...ticket,
  ticket_activity: [],
  stakeholder_record: null,
  stakeholder_email_failing: null,
  attachments: [],
});

// One page of `tickets` as the list endpoints answer, 15 to a page; a capped
// count means more than `count` match.
export function pageOf(tickets: Ticket[], page = 1, count = tickets.length, countCapped = false): TicketPage {
  return { results: tickets, count, count_capped: countCapped, page, page_size: listPageSize };
}
