import {
  type CreatedTicket,
  type CreateTicketBody,
  type CustomValues,
  deadlineFor,
  dueSoonAt,
  messages,
  paths,
  type TicketDetail,
  type UpdateTicketBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { nextReference, numberOfReference } from '../../db/references.js';
import type { Actor } from '../../platform/auth/actor.js';
import { assertCan } from '../../platform/auth/permissions.js';
import { listCustomFields } from '../../platform/custom-fields/custom-fields.queries.js';
import {
  checkedCustomValues,
  customSearchText,
  customValueChanges,
} from '../../platform/custom-fields/custom-values.js';
import { AppError } from '../../platform/errors/app-error.js';
import { appLink } from '../../platform/mail/app-link.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import { addRecordFromTicket } from '../../platform/stakeholder-records/record-from-ticket.js';
import { stakeholderLinkFor } from '../../platform/stakeholder-records/stakeholder-links.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { tagsOfOrganization } from '../../platform/tags/tags.queries.js';
import { findOrganizationTimeZone } from '../../platform/time-zone/time-zone.queries.js';
import { findChatUser } from '../chat/index.js';
import { createNotifier, type NoticeBatch } from '../notifications/index.js';
import { ticketOverdueEmail } from './sla/sla-clock.emails.js';
import { createStakeholderEmails } from './stakeholder-emails.js';
import {
  type ActivityChanges,
  findFailingAddress,
  insertActivity,
  listActivityOf,
  listFilesOf,
  type NewActivity,
} from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { overdueNotice, ticketLink } from './ticket-notices.js';
import {
  isResolved,
  type StatusMove,
  slaStartOf,
  slaWindowOf,
  statusAfterAction,
  statusOnCreate,
  statusOnResolve,
} from './ticket-status.js';
import { ticketAssignedEmail } from './tickets.emails.js';
import { toActivity, toAttachment, toTicket } from './tickets.mapper.js';
import {
  findFeedbackForTicket,
  findTicket,
  findTicketIdByNumber,
  insertTicket,
  listFeedbackImagesOf,
  lockTicket,
  type Member,
  slaHoursOf,
  type TicketRow,
  updateTicketRow,
} from './tickets.queries.js';

interface TicketAction {
  actor: Actor;
  ticketId: string;
}

// An edit: fields left out (and an empty email) keep their
// values. Keys are UpdateTicketBody's, as the history's `changes` shows them.
function editedValues(ticket: TicketRow, body: UpdateTicketBody) {
  const current: Record<string, string> = {
    title: ticket.title,
    description: ticket.description,
    priority: ticket.priority,
    sla_category: ticket.slaCategory,
    type: ticket.type,
    name: ticket.stakeholderName,
    email: ticket.stakeholderEmail,
  };
  const next = {
    title: body.title ?? ticket.title,
    description: body.description ?? ticket.description,
    priority: body.priority ?? ticket.priority,
    sla_category: body.sla_category ?? ticket.slaCategory,
    type: body.type ?? ticket.type,
    name: body.name ?? ticket.stakeholderName,
    email: body.email || ticket.stakeholderEmail,
  };
  const changes: ActivityChanges = {};
  for (const [field, value] of Object.entries(next)) {
    if (value !== current[field]) changes[field] = { from: current[field] ?? null, to: value };
  }
  return { next, changes };
}

// A resolution note belongs to the resolve, so it makes no edit of its own.
const hasEditFields = (body: UpdateTicketBody) =>
  Object.entries(body).some(
    ([field, value]) => field !== 'status' && field !== 'resolution_note' && value !== undefined,
  );

const statusEntry = (ticket: TicketRow, moved: StatusMove, actor: Actor, now: Date): NewActivity => ({
  ticketId: ticket.id,
  organizationId: ticket.organizationId,
  type: 'status_changed',
  text: activityText.statusChanged(moved.from, moved.to),
  authorId: actor.userId,
  changes: { status: { from: moved.from, to: moved.to } },
  createdAt: now,
});

// An edit's entry (with new → open when the edit opened the ticket), a move the
// new deadline caused, and the resolve: one action, its entries at one moment.
function updateEntries({
  ticket,
  actor,
  now,
  changes,
  customLabels,
  opened,
  moved,
  resolved,
  resolutionNote,
}: {
  ticket: TicketRow;
  actor: Actor;
  now: Date;
  changes: ActivityChanges;
  customLabels: Record<string, string>;
  opened?: StatusMove | undefined;
  moved?: StatusMove | undefined;
  resolved: boolean;
  resolutionNote: string | null;
}) {
  const entry = { ticketId: ticket.id, organizationId: ticket.organizationId, authorId: actor.userId, createdAt: now };
  const entries: NewActivity[] = [];
  const editedFields = Object.keys(changes).filter((field) => field !== 'due_at');
  if (editedFields.length > 0) {
    const text = activityText.edited(actor, editedFields, customLabels);
    entries.push({ ...entry, type: 'edited', text, changes: { ...changes, ...(opened && { status: opened }) } });
  }
  if (moved) entries.push(statusEntry(ticket, moved, actor, now));
  if (resolved) {
    const text = activityText.resolved(actor);
    const changes = { status: { from: ticket.status, to: statusOnResolve } };
    entries.push({ ...entry, type: 'resolved', text, changes, body: resolutionNote });
  }
  return entries;
}

export function createTicketsService(context: AppContext) {
  const { database, clock, config, realtime } = context;
  const { db } = database;
  const notifier = createNotifier(context);
  const stakeholderEmails = createStakeholderEmails(context);
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  // After the commit: every open list, count and detail of the organisation reloads.
  const announce = (organizationId: string, ticketId: string) =>
    realtime.toOrganization(organizationId).emit('ticket.changed', { ids: [ticketId] });

  // The handler is told (docs/product.md#notifications), and emailed if they choose.
  async function tellAssigned(
    tx: Database,
    told: NoticeBatch,
    {
      actor,
      handler,
      ticket,
    }: { actor: Actor; handler: Member; ticket: Pick<TicketRow, 'id' | 'reference' | 'title' | 'priority' | 'dueAt'> },
  ) {
    // Decision: nobody is told about a ticket they gave themselves.
    if (handler.id === actor.userId) return;
    const email = ticketAssignedEmail({
      handlerFirstName: handler.firstName,
      assignerName: `${actor.firstName} ${actor.lastName}`,
      reference: ticket.reference,
      title: ticket.title,
      priority: ticket.priority,
      dueAt: ticket.dueAt,
      timeZone: await findOrganizationTimeZone(tx, { organizationId: actor.organizationId }),
      url: appLink(config, ticketLink(ticket)),
    });
    await told.add(tx, [
      {
        organizationId: actor.organizationId,
        recipient: handler,
        kind: 'ticket_assigned',
        title: `${ticket.reference} was assigned to you`,
        body: `${actor.firstName} ${actor.lastName} gave you "${ticket.title}".`,
        link: ticketLink(ticket),
        email,
      },
    ]);
  }

  // docs/product.md#tickets: the SLA clock never moves an overdue ticket again, so when an
  // action moves one there, the action tells the handler, as the clock would.
  async function tellOverdue(
    tx: Database,
    told: NoticeBatch,
    {
      actor,
      handler,
      ticket,
    }: {
      actor: Actor;
      handler: Member | undefined;
      ticket: Pick<TicketRow, 'id' | 'reference' | 'title' | 'dueAt'>;
    },
  ) {
    // Nobody is told of what their own action did.
    if (!handler || handler.id === actor.userId) return;
    const { organizationId } = actor;
    const email = ticketOverdueEmail({
      firstName: handler.firstName,
      reference: ticket.reference,
      title: ticket.title,
      dueAt: ticket.dueAt,
      timeZone: await findOrganizationTimeZone(tx, { organizationId }),
      url: appLink(config, paths.overdueTickets),
    });
    await told.add(tx, [overdueNotice({ organizationId, handler, ticket, email })]);
  }

  // '+ Create a Ticket' on a feedback (docs/product.md#feedback): one live ticket per feedback.
  async function feedbackToLink(tx: Database, organizationId: string, feedbackId: string | undefined) {
    if (!feedbackId) return undefined;
    const found = await findFeedbackForTicket(tx, { organizationId, feedbackId });
    if (!found) throw new AppError('NOT_FOUND');
    if (found.ticketId) throw new AppError('FEEDBACK_HAS_TICKET');
    return found;
  }

  // 'Create a Ticket' in a chat (docs/product.md#chat): a conversation of the organisation.
  async function chatToLink(tx: Database, organizationId: string, chatUserId: string | undefined) {
    if (!chatUserId) return undefined;
    const found = await findChatUser(tx, { organizationId, chatUserId });
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function getTicket({ actor, ticketId }: TicketAction, reader: Database = db) {
    const row = await findTicket(reader, { organizationId: actor.organizationId, ticketId });
    if (!row) throw new AppError('NOT_FOUND');
    return toTicket(row);
  }

  // A change answers with the ticket read inside its own transaction: a delete committed just after
  // it cannot turn a change that happened (and was emailed) into a 404.
  function changeAndRead({ actor, ticketId }: TicketAction, change: (tx: Database) => Promise<unknown>) {
    return db.transaction(async (tx) => {
      await change(tx);
      return getTicket({ actor, ticketId }, tx);
    });
  }

  async function getTicketDetail({ actor, ticketId }: TicketAction): Promise<TicketDetail> {
    const ticket = await getTicket({ actor, ticketId });
    const organizationId = actor.organizationId;
    const [activity, files, record, images, failing] = await Promise.all([
      listActivityOf(db, { organizationId, ticketId }),
      listFilesOf(db, { organizationId, ticketId }),
      stakeholderLinkFor(db, { actor, email: ticket.stakeholder.email }),
      ticket.feedback ? listFeedbackImagesOf(db, { organizationId, feedbackId: ticket.feedback.id }) : [],
      findFailingAddress(db, { organizationId, address: ticket.stakeholder.email }),
    ]);
    const filesOf = (entryId: string) => files.filter((file) => file.activityId === entryId);
    return {
      ...ticket,
      ticket_activity: activity.map((row) =>
        toActivity(row, ticket.reference, actor, { files: filesOf(row.entry.id), fileUrls }),
      ),
      stakeholder_email_failing: failing ? { since: failing.failedAt.toISOString(), reason: failing.reason } : null,
      stakeholder_record: record,
      attachments: images.map((image) => toAttachment(image, fileUrls)),
    };
  }

  return {
    getTicket,
    getTicketDetail,

    // docs/product.md#tickets: a ticket's address is its reference (/tickets/TCK-000123).
    async getTicketDetailByReference({ actor, reference }: { actor: Actor; reference: string }) {
      const number = numberOfReference('TCK', reference);
      const ticketId =
        number === undefined
          ? undefined
          : await findTicketIdByNumber(db, { organizationId: actor.organizationId, number });
      if (!ticketId) throw new AppError('NOT_FOUND');
      return getTicketDetail({ actor, ticketId });
    },

    // Creating: a new ticket, its reference, its SLA deadline
    // and its first history entry, and the handler's email, all or nothing.
    async createTicket({ actor, body }: { actor: Actor; body: CreateTicketBody }): Promise<CreatedTicket> {
      const organizationId = actor.organizationId;
      const recordType = body.stakeholder_record_type;
      // docs/product.md#roles: a record comes with a ticket only for those who may add records.
      if (recordType) assertCan(actor, 'add_stakeholders');
      const told = notifier.batch();
      let emailed = false;
      const { ticketId, added } = await db
        .transaction(async (tx) => {
          const handler = await findMember(tx, { organizationId, userId: body.handler_id });
          if (!handler) throw new AppError('VALIDATION_FAILED', { handler_id: messages.handlerNotInOrganization });
          const fromFeedback = await feedbackToLink(tx, organizationId, body.feedback_id);
          const fromChat = await chatToLink(tx, organizationId, body.chat_user_id);
          const now = clock.now();
          const record = { organizationId, name: body.name, email: body.email, authorId: actor.userId, now };
          const added = recordType ? await addRecordFromTicket(tx, { ...record, type: recordType }) : null;
          const fields = await listCustomFields(tx, { organizationId, target: 'ticket' });
          const custom = checkedCustomValues(fields, body.custom_fields);
          const slaCategory = body.sla_category;
          const dueAt = deadlineFor(now, (await slaHoursOf(tx, organizationId))[slaCategory]);
          const { number, reference } = await nextReference(tx, organizationId, 'TCK');
          const values = {
            organizationId,
            number,
            reference,
            title: body.title,
            description: body.description,
            status: statusOnCreate,
            priority: body.priority,
            slaCategory,
            type: body.type ?? 'standard',
            handlerId: handler.id,
            stakeholderName: body.name,
            stakeholderEmail: body.email,
            createdById: actor.userId,
            feedbackId: fromFeedback?.id,
            chatUserId: fromChat?.id,
            customValues: custom,
            customText: customSearchText(fields, custom),
            dueAt,
            dueSoonAt: dueSoonAt({ startsAt: now, dueAt }),
            createdAt: now,
            updatedAt: now,
          };
          const id = await insertTicket(tx, values);
          await insertActivity(tx, [
            {
              ticketId: id,
              organizationId,
              type: 'created',
              text: activityText.created(actor, handler, sourceOf(fromFeedback, fromChat)),
              authorId: actor.userId,
              createdAt: now,
            },
          ]);
          await tellAssigned(tx, told, { actor, handler, ticket: { ...values, id } });
          emailed = (await stakeholderEmails.queue(tx, { ...values, id }, { kind: 'created' })) === 'sent';
          return { ticketId: id, added };
        })
        .catch((error: unknown) => {
          // Two people pressed '+ Create a Ticket' on one feedback at once.
          if (isUniqueViolation(error, 'tickets_feedback_unique')) throw new AppError('FEEDBACK_HAS_TICKET');
          throw error;
        });
      told.announce();
      if (emailed) stakeholderEmails.nudge();
      announce(organizationId, ticketId);
      // A `normal` record without an account manager is seen by every role (sensitivityViewers).
      if (added) realtime.toOrganization(organizationId).emit('stakeholder.changed', { ids: [added.id] });
      return { ...(await getTicket({ actor, ticketId })), added_stakeholder_record: added };
    },

    // An edit, a resolve (status `resolved`), or both at once.
    async updateTicket({ actor, ticketId, body }: TicketAction & { body: UpdateTicketBody }) {
      const organizationId = actor.organizationId;
      const told = notifier.batch();
      let emailed = false;
      const answer = await changeAndRead({ actor, ticketId }, async (tx) => {
        const ticket = await lockTicket(tx, { organizationId, ticketId });
        if (!ticket) throw new AppError('NOT_FOUND');
        // Only `resolved` is ours to set; any other status is the clock's and is
        // ignored, as older clients send the current one back with every edit.
        // `resolved` again with edit fields is such an edit; alone, it is the
        // resolve button pressed twice.
        const alreadyResolved = isResolved(ticket);
        if (body.status === statusOnResolve && alreadyResolved && !hasEditFields(body)) {
          throw new AppError('TICKET_ALREADY_RESOLVED');
        }
        const resolving = body.status === statusOnResolve && !alreadyResolved;
        const { next, changes: standardChanges } = editedValues(ticket, body);
        const fields = await listCustomFields(tx, { organizationId, target: 'ticket' });
        const held = ticket.customValues as CustomValues;
        const custom = body.custom_fields ? checkedCustomValues(fields, body.custom_fields, held) : held;
        const changes: ActivityChanges = { ...standardChanges, ...customValueChanges(fields, held, custom) };
        if (!resolving && Object.keys(changes).length === 0) return false;

        const now = clock.now();
        let { dueAt, dueSoonAt: dueSoon } = ticket;
        // The SLA window starts at creation, or at the latest reopen.
        const windowStart = slaStartOf(ticket);
        if (changes.sla_category) {
          dueAt = deadlineFor(windowStart, (await slaHoursOf(tx, organizationId))[next.sla_category]);
          dueSoon = dueSoonAt({ startsAt: windowStart, dueAt });
          changes.due_at = { from: ticket.dueAt.toISOString(), to: dueAt.toISOString() };
        }
        const { status, opened, moved } = resolving
          ? { status: statusOnResolve, opened: undefined, moved: undefined }
          : statusAfterAction(ticket, { startsAt: windowStart, dueAt }, now);

        await updateTicketRow(
          tx,
          { organizationId, ticketId },
          {
            title: next.title,
            description: next.description,
            priority: next.priority,
            slaCategory: next.sla_category,
            type: next.type,
            stakeholderName: next.name,
            stakeholderEmail: next.email,
            customValues: custom,
            customText: customSearchText(fields, custom),
            dueAt,
            dueSoonAt: dueSoon,
            status,
            ...(resolving ? { resolvedAt: now } : {}),
            updatedAt: now,
          },
        );
        const resolutionNote = (resolving && body.resolution_note) || null;
        await insertActivity(
          tx,
          updateEntries({
            ticket,
            actor,
            now,
            changes,
            customLabels: Object.fromEntries(fields.map((field) => [`custom_fields.${field.key}`, field.label])),
            opened,
            moved,
            resolved: resolving,
            resolutionNote,
          }),
        );
        if (resolving) {
          const resolved = { ...ticket, title: next.title, stakeholderName: next.name, stakeholderEmail: next.email };
          emailed =
            (await stakeholderEmails.queue(tx, resolved, { kind: 'resolved', note: resolutionNote })) === 'sent';
        }

        if (moved?.to !== 'overdue' || !ticket.handlerId) return;
        const handler = await findMember(tx, { organizationId, userId: ticket.handlerId });
        await tellOverdue(tx, told, { actor, handler, ticket: { ...ticket, title: next.title, dueAt } });
      });
      told.announce();
      if (emailed) stakeholderEmails.nudge();
      announce(organizationId, ticketId);
      return answer;
    },

    // docs/product.md#tags: the ticket's tags, replaced whole; one history entry names them before and after.
    async setTicketTags({ actor, ticketId, tagIds }: TicketAction & { tagIds: string[] }) {
      const organizationId = actor.organizationId;
      const wanted = [...new Set(tagIds)];
      const answer = await changeAndRead({ actor, ticketId }, async (tx) => {
        const ticket = await lockTicket(tx, { organizationId, ticketId });
        if (!ticket) throw new AppError('NOT_FOUND');
        // Asked after the ticket, so another organisation's ticket is not found whatever the tags sent.
        const known = await tagsOfOrganization(tx, organizationId, wanted);
        if (known.length !== wanted.length) throw new AppError('VALIDATION_FAILED', { tag_ids: messages.tagUnknown });
        const before = new Set(ticket.tagIds);
        if (before.size === wanted.length && wanted.every((id) => before.has(id))) return;
        const nameOf = new Map(
          (await tagsOfOrganization(tx, organizationId, [...ticket.tagIds, ...wanted])).map((tag) => [
            tag.id,
            tag.name,
          ]),
        );
        const names = (ids: readonly string[]) =>
          ids.length > 0 ? ids.map((id) => nameOf.get(id) ?? id).join(', ') : null;
        const now = clock.now();
        await updateTicketRow(tx, { organizationId, ticketId }, { tagIds: wanted, updatedAt: now });
        await insertActivity(tx, [
          {
            ticketId,
            organizationId,
            type: 'edited',
            text: activityText.edited(actor, ['tags']),
            authorId: actor.userId,
            changes: { tags: { from: names(ticket.tagIds), to: names(wanted) } },
            createdAt: now,
          },
        ]);
      });
      announce(organizationId, ticketId);
      return answer;
    },

    // docs/product.md#tickets: re-assign changes only the handler, of an unresolved ticket,
    // to a user of the same organisation.
    async reassignTicket({ actor, ticketId, handlerId }: TicketAction & { handlerId: string }) {
      const organizationId = actor.organizationId;
      const told = notifier.batch();
      const answer = await changeAndRead({ actor, ticketId }, async (tx) => {
        const ticket = await lockTicket(tx, { organizationId, ticketId });
        if (!ticket) throw new AppError('NOT_FOUND');
        const handler = await findMember(tx, { organizationId, userId: handlerId });
        if (!handler) throw new AppError('NOT_FOUND');
        if (isResolved(ticket)) throw new AppError('TICKET_ALREADY_RESOLVED');
        if (ticket.handlerId === handler.id) return;

        const now = clock.now();
        const previous = ticket.handlerId ? await findMember(tx, { organizationId, userId: ticket.handlerId }) : null;
        const { status, opened, moved } = statusAfterAction(ticket, slaWindowOf(ticket), now);
        await updateTicketRow(tx, { organizationId, ticketId }, { handlerId: handler.id, status, updatedAt: now });
        const entries: NewActivity[] = [
          {
            ticketId,
            organizationId,
            type: 'reassigned',
            text: activityText.reassigned(actor, previous ?? null, handler),
            authorId: actor.userId,
            changes: { handler_id: { from: ticket.handlerId, to: handler.id }, ...(opened && { status: opened }) },
            createdAt: now,
          },
        ];
        if (moved) entries.push(statusEntry(ticket, moved, actor, now));
        await insertActivity(tx, entries);
        await tellAssigned(tx, told, { actor, handler, ticket });
        if (moved?.to === 'overdue') await tellOverdue(tx, told, { actor, handler, ticket });
      });
      told.announce();
      announce(organizationId, ticketId);
      return answer;
    },

    // The row stays (with its history) but leaves every list, count and lookup.
    async deleteTicket({ actor, ticketId }: TicketAction) {
      const organizationId = actor.organizationId;
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, { organizationId, ticketId });
        if (!ticket) throw new AppError('NOT_FOUND');
        const now = clock.now();
        await insertActivity(tx, [
          {
            ticketId,
            organizationId,
            type: 'deleted',
            text: activityText.deleted(actor),
            authorId: actor.userId,
            createdAt: now,
          },
        ]);
        await updateTicketRow(tx, { organizationId, ticketId }, { deletedAt: now, updatedAt: now });
      });
      announce(organizationId, ticketId);
    },
  };
}

function sourceOf(feedback: { reference: string } | undefined, chat: { email: string } | undefined) {
  if (feedback) return `feedback ${feedback.reference}`;
  if (chat) return `the chat with ${chat.email}`;
  return undefined;
}
