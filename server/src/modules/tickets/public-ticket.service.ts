import type { PublicThreadKind, PublicTicket } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { withStoredFiles } from '../../platform/storage/stored-files.js';
import { createNotifier } from '../notifications/index.js';
import { createTicketLinks } from './public-ticket-links.js';
import { recordStakeholderAnswer } from './stakeholder-answer.js';
import { createStakeholderEmails } from './stakeholder-emails.js';
import { filesOfEntry, insertTicketFiles, listFilesOf } from './ticket-activity.queries.js';
import { findTicketOfLink, listPublicThread, type PublicActivityType } from './ticket-thread.queries.js';
import type { ThreadFile } from './ticket-thread-upload.js';
import { toAttachment } from './tickets.mapper.js';
import { lockTicket, type TicketRow } from './tickets.queries.js';

const threadKinds: Record<PublicActivityType, PublicThreadKind> = {
  created: 'opened',
  replied: 'reply',
  answered: 'answer',
  resolved: 'resolved',
  reopened: 'reopened',
};

// The stakeholder's own ticket page (docs/product.md#tickets), opened by the
// signed link in our emails: their ticket, its public thread, and a box to write in.
export function createPublicTicketService(context: AppContext) {
  const { database, clock, config, realtime } = context;
  const { db } = database;
  const links = createTicketLinks(context);
  const notifier = createNotifier(context);
  const stakeholderEmails = createStakeholderEmails(context);
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  // The ticket a link opens, and whether the link is still in time.
  async function readLink(tx: Database, token: string) {
    const claim = links.read(token);
    const found = claim && (await findTicketOfLink(tx, claim.ticketId));
    if (!claim || !found) throw new AppError('TICKET_LINK_INVALID');
    const verdict = links.check(claim, found.ticket.stakeholderEmail);
    if (verdict === 'invalid') throw new AppError('TICKET_LINK_INVALID');
    return { ...found, claim, expired: verdict === 'expired' };
  }

  async function ticketOfLink(tx: Database, token: string) {
    const found = await readLink(tx, token);
    if (found.expired) throw new AppError('TICKET_LINK_EXPIRED');
    return found;
  }

  async function publicTicketOf(ticket: TicketRow, organizationName: string): Promise<PublicTicket> {
    const key = { organizationId: ticket.organizationId, ticketId: ticket.id };
    const [thread, files] = await Promise.all([listPublicThread(db, key), listFilesOf(db, key)]);
    return {
      reference: ticket.reference,
      title: ticket.title,
      description: ticket.description,
      status: ticket.status,
      organization_name: organizationName,
      stakeholder_name: ticket.stakeholderName,
      created_at: ticket.createdAt.toISOString(),
      resolved_at: ticket.resolvedAt?.toISOString() ?? null,
      thread: thread.map((entry) => ({
        id: entry.id,
        kind: threadKinds[entry.type],
        // The stakeholder's answers, and a reopen their answer caused, have no staff author.
        author: entry.author ? `${entry.author.firstName} ${entry.author.lastName}` : null,
        body: entry.body,
        // The public thread's entries' files only: a note's never reach this page.
        files: files.filter((file) => file.activityId === entry.id).map((file) => toAttachment(file, fileUrls)),
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }

  return {
    async get(token: string) {
      const { ticket, organizationName } = await ticketOfLink(db, token);
      return publicTicketOf(ticket, organizationName);
    },

    // Throws as `get` would for a link that opens nothing, reading nothing more.
    async check(token: string) {
      await ticketOfLink(db, token);
    },

    // The stakeholder's words (and files) go into the thread; a resolved ticket opens
    // again, and the handler is told either way.
    async answer(token: string, body: string, files: readonly ThreadFile[] = []) {
      const told = notifier.batch();
      // The files are stored under the ticket's organisation before the transaction checks the link again.
      const { organizationId } = (await ticketOfLink(db, token)).ticket;
      const stored = { organizationId, kind: 'tickets', files, what: "a stakeholder answer's files" };
      const { ticket, organizationName } = await withStoredFiles(context, stored, async (tx, fileKeys) => {
        const found = await ticketOfLink(tx, token);
        const { organizationId } = found.ticket;
        const locked = await lockTicket(tx, { organizationId, ticketId: found.ticket.id });
        // Checked again on the locked row: an email changed meanwhile has ended this link.
        if (!locked || links.check(found.claim, locked.stakeholderEmail) !== 'valid') {
          throw new AppError('TICKET_LINK_INVALID');
        }
        const { ticket: current, entryId } = await recordStakeholderAnswer(
          tx,
          { config, told },
          { ticket: locked, body, now: clock.now() },
        );
        await insertTicketFiles(tx, filesOfEntry(locked, entryId, files, fileKeys));
        return { ticket: current, organizationName: found.organizationName };
      });
      told.announce();
      realtime.toOrganization(ticket.organizationId).emit('ticket.changed', { ids: [ticket.id] });
      return publicTicketOf(ticket, organizationName);
    },

    // An expired (but genuine) link asks for a fresh one, sent to the ticket's
    // email; false when the organisation has turned these emails off.
    async renew(token: string) {
      const sent = await db.transaction(async (tx) => {
        const { ticket, expired } = await readLink(tx, token);
        if (!expired) throw new AppError('TICKET_LINK_STILL_VALID');
        return (await stakeholderEmails.queue(tx, ticket, { kind: 'link' })) === 'sent';
      });
      if (sent) stakeholderEmails.nudge();
      return sent;
    },
  };
}
