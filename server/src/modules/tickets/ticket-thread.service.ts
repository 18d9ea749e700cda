import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { actorCan } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { withStoredFiles } from '../../platform/storage/stored-files.js';
import { createChatByEmail } from '../chat/index.js';
import { createStakeholderEmails, type EmailOutcome } from './stakeholder-emails.js';
import { filesOfEntry, insertActivity, insertTicketFiles } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { reopenTicket } from './ticket-reopen.js';
import { isResolved, slaWindowOf, statusAfterReply } from './ticket-status.js';
import type { ThreadFile } from './ticket-thread-upload.js';
import { toTicket } from './tickets.mapper.js';
import { findTicket, lockTicket, type TicketRow, updateTicketRow } from './tickets.queries.js';

interface ThreadAction {
  actor: Actor;
  ticketId: string;
}

// docs/product.md#roles: managers and executives write on any ticket; support
// users on the tickets they handle.
function assertMayWrite(actor: Actor, ticket: TicketRow) {
  if (actorCan(actor, 'manage_tickets') || ticket.handlerId === actor.userId) return;
  throw new AppError('NOT_YOUR_TICKET');
}

// A ticket's thread (docs/product.md#tickets): replies to the stakeholder,
// internal notes, and the reopen of a resolved ticket.
export function createTicketThreadService(context: AppContext) {
  const { clock, realtime } = context;
  const stakeholderEmails = createStakeholderEmails(context);
  const chatByEmail = createChatByEmail(context);

  // One entry on the ticket, by the actor, in a transaction holding the ticket's row.
  // Answers whether the stakeholder was emailed (a reply), and if not why, and the ticket as the entry
  // left it, read before the commit: a delete just after cannot turn a change that happened into a 404.
  // Files come stored first, their keys in the files' order (withStoredFiles).
  async function write(
    { actor, ticketId }: ThreadAction,
    act: (tx: Database, ticket: TicketRow, now: Date, fileKeys: string[]) => Promise<EmailOutcome | undefined>,
    files: readonly ThreadFile[] = [],
  ) {
    const { organizationId } = actor;
    const stored = { organizationId, kind: 'tickets', files, what: "a ticket reply's files" };
    const { outcome, written } = await withStoredFiles(context, stored, async (tx, fileKeys) => {
      const ticket = await lockTicket(tx, { organizationId, ticketId });
      if (!ticket) throw new AppError('NOT_FOUND');
      const outcome = await act(tx, ticket, clock.now(), fileKeys);
      const written = await findTicket(tx, { organizationId, ticketId });
      if (!written) throw new AppError('NOT_FOUND');
      return { outcome, written };
    });
    if (outcome === 'sent') stakeholderEmails.nudge();
    realtime.toOrganization(organizationId).emit('ticket.changed', { ids: [ticketId] });
    return { email: outcome, ticket: toTicket(written) };
  }

  // docs/product.md#chat-by-email: a reply on a ticket that continues a chat is also the member's message in the
  // conversation, with the names of its files, which only the ticket holds.
  async function replyInConversation(
    tx: Database,
    ticket: TicketRow,
    reply: { entryId: string; actor: Actor; body: string; files: readonly ThreadFile[]; now: Date },
  ) {
    if (!ticket.chatUserId || ticket.chatSequence === null || isResolved(ticket)) return undefined;
    const names = reply.files.map((file) => file.fileName);
    return chatByEmail.addTicketReply(tx, {
      organizationId: ticket.organizationId,
      chatUserId: ticket.chatUserId,
      entryId: reply.entryId,
      staffUserId: reply.actor.userId,
      senderName: `${reply.actor.firstName} ${reply.actor.lastName}`.trim(),
      body: names.length > 0 ? `${reply.body}\n\n(Files with this reply: ${names.join(', ')})` : reply.body,
      now: reply.now,
    });
  }

  async function assertMayWriteNow({ actor, ticketId }: ThreadAction) {
    const found = await findTicket(context.database.db, { organizationId: actor.organizationId, ticketId });
    if (!found) throw new AppError('NOT_FOUND');
    assertMayWrite(actor, found.ticket);
  }

  const entryOf = (ticket: TicketRow, actor: Actor, now: Date) => ({
    ticketId: ticket.id,
    organizationId: ticket.organizationId,
    authorId: actor.userId,
    createdAt: now,
  });

  return {
    // Emailed to the stakeholder with its files (unless the organisation turned that off) and
    // shown on their ticket page. Replying is acting on it: a new ticket is open.
    reply: async ({ files = [], ...action }: ThreadAction & { body: string; files?: readonly ThreadFile[] }) => {
      // Refused before its files are stored: a refusal writes nothing at all. Checked again on the locked row.
      if (files.length > 0) await assertMayWriteNow(action);
      let tellConversation: (() => void) | undefined;
      const replied = await write(
        action,
        async (tx, ticket, now, fileKeys) => {
          const { actor, body } = action;
          assertMayWrite(actor, ticket);
          const opened = statusAfterReply(ticket, slaWindowOf(ticket), now);
          const [entryId] = await insertActivity(tx, [
            {
              ...entryOf(ticket, actor, now),
              type: 'replied',
              text: activityText.replied(actor),
              body,
              changes: opened ? { status: opened } : null,
            },
          ]);
          await insertTicketFiles(tx, filesOfEntry(ticket, entryId!, files, fileKeys));
          tellConversation = await replyInConversation(tx, ticket, { entryId: entryId!, actor, body, files, now });
          const key = { organizationId: ticket.organizationId, ticketId: ticket.id };
          await updateTicketRow(tx, key, { ...(opened && { status: opened.to }), updatedAt: now });
          const authorName = `${actor.firstName} ${actor.lastName}`;
          const attachments = files.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: file.bytes,
          }));
          return stakeholderEmails.queue(tx, ticket, { kind: 'replied', authorName, body, attachments });
        },
        files,
      );
      tellConversation?.();
      return replied;
    },

    // Staff only: never emailed, never on the stakeholder's page.
    note: (action: ThreadAction & { body: string }) =>
      write(action, async (tx, ticket, now) => {
        const { actor, body } = action;
        assertMayWrite(actor, ticket);
        await insertActivity(tx, [
          { ...entryOf(ticket, actor, now), type: 'noted', text: activityText.noted(actor), body },
        ]);
        return undefined;
      }),

    // Managers and executives (the route's rule) reopen a resolved ticket.
    reopen: (action: ThreadAction) =>
      write(action, async (tx, ticket, now) => {
        if (!isResolved(ticket)) throw new AppError('TICKET_NOT_RESOLVED');
        await reopenTicket(tx, {
          ticket,
          now,
          authorId: action.actor.userId,
          text: activityText.reopened(action.actor),
        });
        return undefined;
      }),
  };
}
