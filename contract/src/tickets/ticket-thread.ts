import { z } from 'zod';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';
import { ticketStatuses } from './options.js';

// docs/product.md#tickets: a ticket's thread. Replies go to the stakeholder
// (by email, and on their ticket page); notes stay with staff.
export const TicketReplyBody = z
  .object({ body: requiredText(messages.replyRequired, 10_000) })
  .meta({ id: 'TicketReplyBody' });
export type TicketReplyBody = z.input<typeof TicketReplyBody>;

export const TicketNoteBody = z
  .object({ body: requiredText(messages.noteRequired, 10_000) })
  .meta({ id: 'TicketNoteBody' });
export type TicketNoteBody = z.input<typeof TicketNoteBody>;

// Whether the stakeholder of a ticket is emailed when it is created, replied to
// and resolved (each organisation may turn this off).
export const TicketEmailSettings = z
  .object({ email_stakeholders: z.boolean({ error: messages.invalidValue }) })
  .meta({ id: 'TicketEmailSettings' });
export type TicketEmailSettings = z.infer<typeof TicketEmailSettings>;

// A file of a thread entry (docs/product.md#email-in), through an expiring signed address: as staff and the
// stakeholder's page show it.
export const TicketFile = z
  .object({
    id: z.uuid(),
    location: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'TicketFile' });
export type TicketFile = z.infer<typeof TicketFile>;

// What the stakeholder's ticket page shows: their ticket and its public thread,
// nothing else of the organisation but its name.
export const publicThreadKinds = ['opened', 'reply', 'answer', 'resolved', 'reopened'] as const;
export type PublicThreadKind = (typeof publicThreadKinds)[number];

export const PublicThreadEntry = z
  .object({
    id: z.uuid(),
    kind: z.enum(publicThreadKinds),
    // A member of staff's name, or null for the stakeholder's own words.
    author: z.string().nullable(),
    body: z.string().nullable(),
    // Files of a reply or an answer (docs/product.md#email-in), through expiring signed addresses.
    files: z.array(TicketFile),
    created_at: z.string(),
  })
  .meta({ id: 'PublicThreadEntry' });
export type PublicThreadEntry = z.infer<typeof PublicThreadEntry>;

export const PublicTicket = z
  .object({
    reference: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(ticketStatuses),
    organization_name: z.string(),
    stakeholder_name: z.string(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    thread: z.array(PublicThreadEntry),
  })
  .meta({ id: 'PublicTicket' });
export type PublicTicket = z.infer<typeof PublicTicket>;

export const PublicAnswerBody = z
  .object({ body: requiredText(messages.answerRequired, 10_000) })
  .meta({ id: 'PublicAnswerBody' });
export type PublicAnswerBody = z.input<typeof PublicAnswerBody>;
