import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  departments,
  failingMailAddresses,
  type MailOutcome,
  mailMessages,
  mailSettings,
  type RefusedFile,
  tickets,
  users,
} from '../../db/schema/index.js';

export type { RefusedFile };

// The organisation whose support address this is.
export async function findOrganizationOfSlug(db: Database, slug: string) {
  const [row] = await db
    .select({ organizationId: mailSettings.organizationId })
    .from(mailSettings)
    .where(eq(mailSettings.slug, slug));
  return row?.organizationId;
}

export async function findMailSettings(db: Database, organizationId: string) {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.organizationId, organizationId));
  return row;
}

// Whether the organisation has this Message-ID already: a message taken before, or one of our own emails coming
// back (a redirect, a loop), which is ours and opens nothing either.
export async function isMessageTaken(
  db: Database,
  { organizationId, messageId }: { organizationId: string; messageId: string },
) {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.messageId, messageId)));
  return row !== undefined;
}

// The ticket of the first of these messages (nearest first) that one of the organisation's tickets sent or took.
export async function findTicketOfMessages(
  db: Database,
  { organizationId, messageIds }: { organizationId: string; messageIds: string[] },
) {
  if (messageIds.length === 0) return undefined;
  const rows = await db
    .select({ messageId: mailMessages.messageId, ticketId: mailMessages.ticketId })
    .from(mailMessages)
    .innerJoin(tickets, and(eq(tickets.id, mailMessages.ticketId), isNull(tickets.deletedAt)))
    .where(and(eq(mailMessages.organizationId, organizationId), inArray(mailMessages.messageId, messageIds)));
  const ticketOf = new Map(rows.map((row) => [row.messageId, row.ticketId]));
  return messageIds.map((id) => ticketOf.get(id)).find((ticketId) => ticketId);
}

export interface TakenMessage {
  organizationId: string;
  messageId: string;
  fromAddress: string | null;
  fromName: string | null;
  subject: string;
  outcome: MailOutcome;
  outcomeReason?: string | undefined;
  originalKey?: string | undefined;
  senderCheck: 'passed' | 'failed' | null;
  refusedFiles: RefusedFile[];
  now: Date;
}

// The message's own row, first in its transaction: a second delivery of it breaks the unique index and takes
// nothing.
export async function insertTakenMessage(tx: Database, message: TakenMessage) {
  const { now, ...values } = message;
  const [row] = await tx
    .insert(mailMessages)
    .values({ ...values, direction: 'in', createdAt: now })
    .returning({ id: mailMessages.id });
  return row!.id;
}

export async function setMessageTicket(
  tx: Database,
  {
    organizationId,
    id,
    ticketId,
    outcome,
  }: { organizationId: string; id: string; ticketId: string; outcome: MailOutcome },
) {
  await tx
    .update(mailMessages)
    .set({ ticketId, outcome })
    .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.id, id)));
}

// One sender's turn at opening tickets, until the transaction ends: two of their messages at once cannot both
// be the twentieth of the hour.
export async function lockSender(
  tx: Database,
  { organizationId, address }: { organizationId: string; address: string },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-in:${organizationId}:${address}`}, 0))`);
}

// The tickets this sender opened by email since then, newest first.
export async function ticketsOpenedBySince(
  tx: Database,
  { organizationId, address, since }: { organizationId: string; address: string; since: Date },
) {
  const [row] = await tx
    .select({ opened: count() })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.organizationId, organizationId),
        eq(mailMessages.fromAddress, address),
        eq(mailMessages.outcome, 'opened'),
        gt(mailMessages.createdAt, since),
      ),
    );
  const [latest] = await tx
    .select({ ticketId: mailMessages.ticketId })
    .from(mailMessages)
    .innerJoin(tickets, and(eq(tickets.id, mailMessages.ticketId), isNull(tickets.deletedAt)))
    .where(
      and(
        eq(mailMessages.organizationId, organizationId),
        eq(mailMessages.fromAddress, address),
        eq(mailMessages.outcome, 'opened'),
      ),
    )
    // Their latest ticket is the one numbered last: two may share a millisecond.
    .orderBy(desc(tickets.number))
    .limit(1);
  return { opened: row?.opened ?? 0, latestTicketId: latest?.ticketId ?? undefined };
}

// The member of the department with the fewest unresolved tickets (the longest-standing member on a tie).
export async function leastBusyMemberOf(
  tx: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  const unresolved = sql<number>`(select count(*) from ${tickets} where ${tickets.organizationId} = ${organizationId}
    and ${tickets.handlerId} = ${users.id} and ${tickets.deletedAt} is null and ${tickets.status} <> 'resolved')`;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.departmentId, departmentId)))
    .orderBy(asc(unresolved), asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

export async function isMemberOf(tx: Database, { organizationId, userId }: { organizationId: string; userId: string }) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row !== undefined;
}

export async function markAddressesFailing(
  tx: Database,
  {
    organizationId,
    addresses,
    reason,
    now,
  }: { organizationId: string; addresses: string[]; reason: string; now: Date },
) {
  if (addresses.length === 0) return;
  await tx
    .insert(failingMailAddresses)
    .values(addresses.map((address) => ({ organizationId, address, reason, failedAt: now })))
    .onConflictDoUpdate({
      target: [failingMailAddresses.organizationId, failingMailAddresses.address],
      set: { reason, failedAt: now },
    });
}

// Mail from the address arrived: it works again.
export async function clearAddressFailing(
  tx: Database,
  { organizationId, address }: { organizationId: string; address: string },
) {
  await tx
    .delete(failingMailAddresses)
    .where(and(eq(failingMailAddresses.organizationId, organizationId), eq(failingMailAddresses.address, address)));
}

// The live tickets of the organisation that write to these addresses (lower case, as tickets keep them): what a
// bounce is shown on.
export async function ticketIdsWritingTo(
  tx: Database,
  { organizationId, addresses }: { organizationId: string; addresses: string[] },
) {
  if (addresses.length === 0) return [];
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.organizationId, organizationId),
        isNull(tickets.deletedAt),
        inArray(tickets.stakeholderEmail, addresses),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

export async function isDepartmentOf(
  tx: Database,
  { organizationId, departmentId }: { organizationId: string; departmentId: string },
) {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId)));
  return row !== undefined;
}

// The settings' row, locked until the transaction ends: a slug is changed once, even by two requests at once.
export async function lockMailSettings(tx: Database, organizationId: string) {
  const [row] = await tx
    .select()
    .from(mailSettings)
    .where(eq(mailSettings.organizationId, organizationId))
    .for('update');
  return row;
}

export async function updateMailSettings(
  tx: Database,
  organizationId: string,
  changes: Partial<Omit<typeof mailSettings.$inferInsert, 'organizationId' | 'createdAt'>>,
) {
  await tx.update(mailSettings).set(changes).where(eq(mailSettings.organizationId, organizationId));
}

// The organisation a ticket (live or deleted) belongs to: where mail to its reply address goes.
export async function findOrganizationOfTicket(db: Database, ticketId: string) {
  const [row] = await db
    .select({ organizationId: tickets.organizationId })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row?.organizationId;
}

// The organisations that connected a mailbox: what the reader reads each minute.
export function listMailboxes(db: Database) {
  return db.select().from(mailSettings).where(isNotNull(mailSettings.mailboxHost));
}

// How the latest read of a mailbox went: its time and, while reads fail, why.
export async function recordMailboxRead(
  db: Database,
  { organizationId, readAt, error }: { organizationId: string; readAt: Date; error: string | null },
) {
  await db
    .update(mailSettings)
    .set({ ...(error === null && { mailboxReadAt: readAt }), mailboxError: error })
    .where(eq(mailSettings.organizationId, organizationId));
}
