import { defaultSlaHours, type SlaCategory, type TicketStatusGroup, ticketStatusGroups } from '@srm/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  chatUsers,
  feedback,
  feedbackMedia,
  slaTargets,
  type TicketRow,
  tickets,
  users,
} from '../../db/schema/index.js';

export type { TicketRow } from '../../db/schema/index.js';

// Every query names the organisation and reads live rows only: a deleted
// ticket, or one of another organisation, is simply not found.
export const liveIn = (organizationId: string) =>
  and(eq(tickets.organizationId, organizationId), isNull(tickets.deletedAt));

// A ticket as the API shows it: with its handler and the feedback or chat it
// came from. Queries selecting these columns join all three (handlerJoin,
// feedbackJoin, chatJoin).
export const ticketColumns = {
  ticket: tickets,
  handler: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  feedback: { id: feedback.id, reference: feedback.reference },
  chat: { id: chatUsers.id, email: chatUsers.email },
};

export type Member = { id: string; firstName: string; lastName: string; email: string };
export type FeedbackLink = { id: string; reference: string };
export type ChatLink = { id: string; email: string };
export type TicketWithHandler = {
  ticket: TicketRow;
  handler: Member | null;
  feedback: FeedbackLink | null;
  chat: ChatLink | null;
};

export const handlerJoin = [users, eq(users.id, tickets.handlerId)] as const;
export const feedbackJoin = [feedback, eq(feedback.id, tickets.feedbackId)] as const;
export const chatJoin = [chatUsers, eq(chatUsers.id, tickets.chatUserId)] as const;

// The live ticket of this number (its reference's digits), through the
// (organisation, number) index.
export async function findTicketIdByNumber(
  db: Database,
  { organizationId, number }: { organizationId: string; number: number },
) {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(liveIn(organizationId), eq(tickets.number, number)));
  return row?.id;
}

export async function findTicket(
  db: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
): Promise<TicketWithHandler | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(...handlerJoin)
    .leftJoin(...feedbackJoin)
    .leftJoin(...chatJoin)
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)));
  return row;
}

// The row to change, locked until the transaction ends, so an edit and the
// SLA clock (or two edits) never both act on the same old state.
export async function lockTicket(
  tx: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)))
    .for('update');
  return row;
}

// docs/product.md#tickets: the organisation's SLA targets, the defaults until it sets its own.
export async function slaHoursOf(db: Database, organizationId: string): Promise<Record<SlaCategory, number>> {
  const [row] = await db.select().from(slaTargets).where(eq(slaTargets.organizationId, organizationId));
  if (!row) return defaultSlaHours;
  return { standard: row.standardHours, medium: row.mediumHours, complex: row.complexHours };
}

// The organisation's feedback a ticket is being made from, and the live ticket
// already made from it, if any.
export async function findFeedbackForTicket(
  tx: Database,
  { organizationId, feedbackId }: { organizationId: string; feedbackId: string },
) {
  const [row] = await tx
    .select({ id: feedback.id, reference: feedback.reference, ticketId: tickets.id })
    .from(feedback)
    .leftJoin(tickets, and(eq(tickets.feedbackId, feedback.id), isNull(tickets.deletedAt)))
    .where(and(eq(feedback.organizationId, organizationId), eq(feedback.id, feedbackId)));
  return row;
}

// The images of the feedback a ticket was made from, in the order sent: the ticket's attachments, read through
// its link rather than copied (docs/product.md#feedback).
export function listFeedbackImagesOf(
  db: Database,
  { organizationId, feedbackId }: { organizationId: string; feedbackId: string },
) {
  return db
    .select()
    .from(feedbackMedia)
    .where(and(eq(feedbackMedia.organizationId, organizationId), eq(feedbackMedia.feedbackId, feedbackId)))
    .orderBy(feedbackMedia.position);
}

export async function insertTicket(tx: Database, values: typeof tickets.$inferInsert) {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

export async function updateTicketRow(
  tx: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
  changes: Partial<typeof tickets.$inferInsert>,
) {
  await tx
    .update(tickets)
    .set(changes)
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)));
}

const countIn = (group: TicketStatusGroup) =>
  sql<number>`count(*) filter (where ${inArray(tickets.status, [...ticketStatusGroups[group]])})::int`;

// The user detail panel's counters (docs/product.md#organisation-staff-and-departments).
export async function countTicketsOfHandler(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select({
      overdue: countIn('overdue'),
      due: countIn('due'),
      open: countIn('open'),
      resolved: countIn('resolved'),
    })
    .from(tickets)
    .where(and(liveIn(organizationId), eq(tickets.handlerId, userId)));
  return row!;
}

// A member's unresolved tickets, now handled by nobody (their account is about to go).
export async function unassignTicketsOf(
  tx: Database,
  { organizationId, userId, now }: { organizationId: string; userId: string; now: Date },
) {
  return tx
    .update(tickets)
    .set({ handlerId: null, updatedAt: now })
    .where(
      and(
        liveIn(organizationId),
        eq(tickets.handlerId, userId),
        inArray(tickets.status, [...ticketStatusGroups.unresolved]),
      ),
    )
    .returning({ id: tickets.id });
}

// The newest live tickets raised from any of these emails: a stakeholder
// record's tickets (docs/product.md#stakeholders), through the stakeholder
// email index. Prepared once per database handle (decision 013): a record's
// page is read often, and planning its statements anew cost more than running them.
export function prepareTicketsFromEmails(db: Database) {
  const statement = db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(...handlerJoin)
    .leftJoin(...feedbackJoin)
    .leftJoin(...chatJoin)
    .where(
      and(
        eq(tickets.organizationId, sql.placeholder('organizationId')),
        isNull(tickets.deletedAt),
        sql`${tickets.stakeholderEmail} = any(${sql.placeholder('emails')}::text[])`,
      ),
    )
    .orderBy(sql`${tickets.createdAt} desc`, sql`${tickets.id} desc`)
    .limit(sql.placeholder('limit'))
    .prepare('tickets_from_emails');
  return (input: { organizationId: string; emails: string[]; limit: number }): Promise<TicketWithHandler[]> =>
    input.emails.length === 0 ? Promise.resolve([]) : statement.execute(input);
}
