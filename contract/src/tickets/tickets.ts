import { z } from 'zod';
import { CustomValue, CustomValues } from '../common/custom-fields.js';
import { emailAddress } from '../common/email.js';
import { messages } from '../common/messages.js';
import { correctedSearch, PageQuery, pageBodyFields, pageOf } from '../common/paging.js';
import { tagFilter } from '../common/tags.js';
import { requiredText } from '../common/text.js';
import { FeedbackMedia } from '../feedback/feedback.js';
import { stakeholderTypes } from '../stakeholders/options.js';
import { StakeholderLink } from '../stakeholders/stakeholder-records.js';
import { slaCategories, ticketPriorities, ticketSorts, ticketStatuses, ticketTypes } from './options.js';
import { type CountedTicketStatusGroup, countedTicketStatusGroups, ticketStatusGroupNames } from './status-groups.js';
import { TicketFile } from './ticket-thread.js';

// The longest title a ticket takes; a title filled in from a chat is cut to it.
export const ticketTitleMaxLength = 200;

// `{email}` form, lower-cased like every email we keep (docs/product.md#accounts).
const stakeholderEmail = emailAddress({ required: messages.emailRequired, invalid: messages.invalidEmailFormat });

export const TicketHandler = z
  .object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() })
  .meta({ id: 'TicketHandler' });
export type TicketHandler = z.infer<typeof TicketHandler>;

export const TicketStakeholder = z.object({ name: z.string(), email: z.string() }).meta({ id: 'TicketStakeholder' });
export type TicketStakeholder = z.infer<typeof TicketStakeholder>;

// A ticket (docs/product.md#tickets). `handler` is null once its handler's account is
// deleted: the ticket stays, unassigned, until someone re-assigns it.
export const Ticket = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(ticketStatuses),
    priority: z.enum(ticketPriorities),
    sla_category: z.enum(slaCategories),
    type: z.enum(ticketTypes),
    handler_id: z.uuid().nullable(),
    handler: TicketHandler.nullable(),
    stakeholder: TicketStakeholder,
    // The feedback the ticket was made from (docs/product.md#feedback), if any.
    feedback: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
    // The chat conversation it was made from (docs/product.md#chat), if any.
    chat: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    due_at: z.string(),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    // The organisation's own fields' values by key (docs/product.md#custom-fields).
    custom_fields: z.record(z.string(), CustomValue),
    // The organisation's tags on it (docs/product.md#tags), named by GET /api/profile/tags/.
    tag_ids: z.array(z.uuid()),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof Ticket>;

export const ticketActivityTypes = [
  'created',
  'edited',
  'reassigned',
  'unassigned',
  'resolved',
  'status_changed',
  'deleted',
  // The stakeholder record of the ticket's email was deleted (decision 014):
  // its reference, name and contacts stay readable here.
  'stakeholder_deleted',
  // The thread (docs/product.md#tickets): a reply to the stakeholder, an
  // internal note, the stakeholder's answer from their ticket page, a reopen.
  'replied',
  'noted',
  'answered',
  'reopened',
] as const;
export type TicketActivityType = (typeof ticketActivityTypes)[number];

// Entries only staff ever see: never on the stakeholder's page nor in their emails.
export const internalActivityTypes: readonly TicketActivityType[] = ['noted'];

// docs/product.md#tickets: one entry per change. `author` is null for the SLA clock's
// own moves and the stakeholder's answers; `changes` holds an edit's before → after
// per field; `body` the words of a reply, a note, an answer or a resolution note.

// The email an entry came in as (docs/product.md#email-in): who sent it, whether the receiving relay vouched for
// the sender (`failed`: SPF or DKIM failed for their domain; null: it said nothing), the files it brought that
// were refused and why, and the whole original (.eml) for staff.
export const TicketEntryEmail = z
  .object({
    from_address: z.string(),
    from_name: z.string().nullable(),
    subject: z.string(),
    sender_check: z.enum(['passed', 'failed']).nullable(),
    refused_files: z.array(z.object({ name: z.string(), reason: z.string() })),
    original_location: z.string().nullable(),
  })
  .meta({ id: 'TicketEntryEmail' });
export type TicketEntryEmail = z.infer<typeof TicketEntryEmail>;

export const TicketActivity = z
  .object({
    id: z.uuid(),
    type: z.enum(ticketActivityTypes),
    reference: z.string(),
    text: z.string(),
    author: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }).nullable(),
    changes: z.record(z.string(), z.object({ from: z.string().nullable(), to: z.string().nullable() })).nullable(),
    body: z.string().nullable(),
    files: z.array(TicketFile),
    email: TicketEntryEmail.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TicketActivity' });
export type TicketActivity = z.infer<typeof TicketActivity>;

// With the stakeholder record of its email, if the reader may see one (docs/product.md#stakeholders), and its
// attachments: the images of the feedback it was made from (docs/product.md#feedback).
export const TicketDetail = Ticket.extend({
  ticket_activity: z.array(TicketActivity),
  // Mail to the stakeholder's address came back undelivered, and none has come from it since
  // (docs/product.md#email-in).
  stakeholder_email_failing: z.object({ since: z.string(), reason: z.string() }).nullable(),
  stakeholder_record: StakeholderLink.nullable(),
  attachments: z.array(FeedbackMedia),
}).meta({ id: 'TicketDetail' });
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TicketPage = pageOf(Ticket).extend({ corrected_search: correctedSearch }).meta({ id: 'TicketPage' });
export type TicketPage = z.infer<typeof TicketPage>;

// A new ticket's fields, with the catalogue's messages. A new ticket is
// always `new` (docs/product.md#tickets): a status sent by an older client is ignored.
export const CreateTicketBody = z
  .object({
    name: requiredText(messages.stakeholderNameRequired, 200),
    email: stakeholderEmail,
    title: requiredText(messages.ticketTitleRequired, ticketTitleMaxLength),
    priority: z.enum(ticketPriorities, { error: messages.ticketPriorityRequired }),
    sla_category: z.enum(slaCategories, { error: messages.slaCategoryRequired }),
    type: z.enum(ticketTypes).default('standard'),
    description: requiredText(messages.descriptionRequired, 10_000),
    handler_id: z.uuid({ error: messages.ticketHandlerRequired }),
    status: z.string().optional(),
    // '+ Create a Ticket' on a feedback: the ticket links back to it, and the
    // feedback is resolved when the ticket is.
    feedback_id: z.uuid().optional(),
    // 'Create a Ticket' in a chat: the ticket and the conversation link to each other.
    chat_user_id: z.uuid().optional(),
    // 'Also add as a stakeholder record' (docs/product.md#tickets): the stakeholder is added as a record of this
    // type with the ticket, unless a record already holds the email.
    stakeholder_record_type: z.enum(stakeholderTypes, { error: messages.stakeholderTypeRequired }).optional(),
    // The organisation's own fields (docs/product.md#custom-fields), checked by type on the server.
    custom_fields: CustomValues.optional(),
  })
  .meta({ id: 'CreateTicketBody' });
export type CreateTicketBody = z.input<typeof CreateTicketBody>;

// A new ticket, with the record its creation added (null when none was asked for, or one held the email already).
export const CreatedTicket = Ticket.extend({ added_stakeholder_record: StakeholderLink.nullable() }).meta({
  id: 'CreatedTicket',
});
export type CreatedTicket = z.infer<typeof CreatedTicket>;

// Editing a ticket: title, priority and SLA category required; the
// email checked only if given; fields left out keep their values. `status`
// 'resolved' resolves the ticket, and then the edit fields may be left out, so
// a resolve never sends back (and reverts) values a colleague changed meanwhile.
// Any other status is the clock's to set and is ignored, as older clients send
// the ticket's current status back with every edit.
const editFieldsRequired = [
  ['title', messages.ticketTitleRequired],
  ['priority', messages.ticketPriorityRequired],
  ['sla_category', messages.slaCategoryRequired],
] as const;

export const UpdateTicketBody = z
  .object({
    title: requiredText(messages.ticketTitleRequired, ticketTitleMaxLength).optional(),
    priority: z.enum(ticketPriorities, { error: messages.ticketPriorityRequired }).optional(),
    sla_category: z.enum(slaCategories, { error: messages.slaCategoryRequired }).optional(),
    type: z.enum(ticketTypes).optional(),
    description: requiredText(messages.descriptionRequired, 10_000).optional(),
    name: requiredText(messages.stakeholderNameRequired, 200).optional(),
    email: z.union([z.literal(''), stakeholderEmail], { error: messages.invalidEmailFormat }).optional(),
    status: z.enum(ticketStatuses).optional(),
    // With status 'resolved': shown in the thread and in the stakeholder's email.
    resolution_note: z.string().trim().max(10_000, messages.textTooLong).optional(),
    // Only the values sent change; null or '' clears one.
    custom_fields: CustomValues.optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'resolved') return;
    for (const [field, message] of editFieldsRequired) {
      if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .meta({ id: 'UpdateTicketBody' });
export type UpdateTicketBody = z.input<typeof UpdateTicketBody>;

// docs/product.md#tickets: what every ticket list may be narrowed to and ordered by,
// besides its page and search.
const ticketListOptions = {
  handler_id: z.uuid({ error: messages.invalidValue }).optional(),
  priority: z.enum(ticketPriorities, { error: messages.invalidValue }).optional(),
  sla_category: z.enum(slaCategories, { error: messages.invalidValue }).optional(),
  tag: tagFilter,
  sort: z.enum(ticketSorts, { error: messages.invalidValue }).default('newest'),
};

// GET /api/ticket/all-tickets/ and /get-user-tickets/{id}/ (whose handler is in the path).
// No id of its own: a querystring is documented field by field, never by reference.
export const TicketListQuery = PageQuery.extend(ticketListOptions);
export type TicketListQuery = z.infer<typeof TicketListQuery>;

// POST /api/ticket/filter-by-status/: a list by status filter, paged, searched,
// narrowed and ordered like all-tickets.
export const FilterTicketsBody = z
  .object({
    status: z.enum(ticketStatusGroupNames).optional(),
    ...pageBodyFields,
    ...ticketListOptions,
  })
  .meta({ id: 'FilterTicketsBody' });
export type FilterTicketsBody = z.input<typeof FilterTicketsBody>;

// The dashboard cards and sidebar badges, in one request: every ticket, and each counted status group.
const groupCounts = Object.fromEntries(countedTicketStatusGroups.map((group) => [group, z.number().int()])) as Record<
  CountedTicketStatusGroup,
  z.ZodNumber
>;
export const TicketCounts = z.object({ total: z.number().int(), ...groupCounts }).meta({ id: 'TicketCounts' });
export type TicketCounts = z.infer<typeof TicketCounts>;

// GET, PUT /api/profile/sla-settings/ : hours per SLA category.
const slaHours = z
  .number({ error: messages.slaHoursRange })
  .int(messages.slaHoursRange)
  .min(1, messages.slaHoursRange)
  .max(8760, messages.slaHoursRange);
export const SlaSettings = z
  .object({ standard_hours: slaHours, medium_hours: slaHours, complex_hours: slaHours })
  .meta({ id: 'SlaSettings' });
export type SlaSettings = z.infer<typeof SlaSettings>;

// GET /api/ticket/stakeholders/?search= : the 'Existing Stakeholder' step of the
// create flow: the stakeholder records the user may see, one choice per email.
export const TicketStakeholderChoice = TicketStakeholder.extend({
  stakeholder_id: z.uuid(),
  reference: z.string(),
}).meta({ id: 'TicketStakeholderChoice' });
export type TicketStakeholderChoice = z.infer<typeof TicketStakeholderChoice>;
export const KnownStakeholders = z
  .object({ results: z.array(TicketStakeholderChoice) })
  .meta({ id: 'KnownStakeholders' });
export type KnownStakeholders = z.infer<typeof KnownStakeholders>;
