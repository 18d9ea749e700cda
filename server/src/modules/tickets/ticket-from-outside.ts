import { deadlineFor, dueSoonAt } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { nextReference } from '../../db/references.js';
import { appLink } from '../../platform/mail/app-link.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import { findRecordHoldingEmail } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import { findOrganizationTimeZone } from '../../platform/time-zone/time-zone.queries.js';
import type { NoticeBatch } from '../notifications/index.js';
import { ticketLink } from './ticket-notices.js';
import { statusOnCreate } from './ticket-status.js';
import { ticketAssignedEmail } from './tickets.emails.js';
import { insertTicket, slaHoursOf } from './tickets.queries.js';

// A ticket no member made starts with the middle settings: the organisation's managers move it from there
// (docs/product.md#email-in, #chat-by-email).
const outsideTicketDefaults = { priority: 'medium', slaCategory: 'standard', type: 'standard' } as const;

export interface OutsideTicket {
  organizationId: string;
  title: string;
  description: string;
  // The address it came from, and the name to use when no stakeholder record holds that address.
  stakeholder: { email: string; name: string };
  // Whom the email settings chose (mail-in's), if anyone still a member.
  handlerId: string | null;
  // What opened it, as the handler's notice and email say: 'An email from …', 'The chat with …'.
  openedBy: string;
  chat?: { chatUserId: string; chatSequence: number };
}

// A ticket opened by a stakeholder's email or by a chat while no one was online: named as their record names
// them, on the organisation's SLA, its handler told. Its first history entry and the stakeholder's email are the
// caller's, which know how it came.
export async function openTicketFromOutside(
  tx: Database,
  { config, told, now }: { config: AppContext['config']; told: NoticeBatch; now: Date },
  input: OutsideTicket,
) {
  const { organizationId, title } = input;
  const record = await findRecordHoldingEmail(tx, { organizationId, email: input.stakeholder.email, visibility: null });
  const handler = input.handlerId ? await findMember(tx, { organizationId, userId: input.handlerId }) : undefined;
  const dueAt = deadlineFor(now, (await slaHoursOf(tx, organizationId))[outsideTicketDefaults.slaCategory]);
  const { number, reference } = await nextReference(tx, organizationId, 'TCK');
  const values = {
    organizationId,
    number,
    reference,
    title,
    description: input.description,
    status: statusOnCreate,
    ...outsideTicketDefaults,
    handlerId: handler?.id ?? null,
    stakeholderName: record?.name ?? input.stakeholder.name,
    stakeholderEmail: input.stakeholder.email,
    createdById: null,
    chatUserId: input.chat?.chatUserId,
    chatSequence: input.chat?.chatSequence,
    dueAt,
    dueSoonAt: dueSoonAt({ startsAt: now, dueAt }),
    createdAt: now,
    updatedAt: now,
  };
  const ticket = { ...values, id: await insertTicket(tx, values) };
  if (handler) {
    await told.add(tx, [
      {
        organizationId,
        recipient: handler,
        kind: 'ticket_assigned',
        title: `${reference} was assigned to you`,
        body: `${input.openedBy} opened "${title}".`,
        link: ticketLink(ticket),
        email: ticketAssignedEmail({
          handlerFirstName: handler.firstName,
          assignerName: input.openedBy,
          reference,
          title,
          priority: values.priority,
          dueAt,
          timeZone: await findOrganizationTimeZone(tx, { organizationId }),
          url: appLink(config, ticketLink(ticket)),
        }),
      },
    ]);
  }
  return { ticket, handler };
}
