import type { StakeholderSensitivity, TicketActivityType } from '@srm/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  failingMailAddresses,
  mailMessages,
  ticketActivity,
  ticketFiles,
  tickets,
  users,
} from '../../db/schema/index.js';

export type ActivityChanges = Record<string, { from: string | null; to: string | null }>;

export interface NewActivity {
  ticketId: string;
  organizationId: string;
  type: TicketActivityType;
  text: string;
  authorId: string | null;
  changes?: ActivityChanges | null;
  body?: string | null;
  // The email the entry came in as (docs/product.md#email-in).
  emailId?: string | null;
  createdAt: Date;
}

// Answers the entries' ids, in their order.
export async function insertActivity(tx: Database, entries: NewActivity[]) {
  if (entries.length === 0) return [];
  const rows = await tx.insert(ticketActivity).values(entries).returning({ id: ticketActivity.id });
  return rows.map((row) => row.id);
}

// Oldest first. Entries of one action share their moment; the type's order
// (created, edited, reassigned, …, status_changed) then tells them apart.
export async function listActivityOf(
  db: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
) {
  return db
    .select({
      entry: ticketActivity,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      email: {
        fromAddress: mailMessages.fromAddress,
        fromName: mailMessages.fromName,
        subject: mailMessages.subject,
        senderCheck: mailMessages.senderCheck,
        refusedFiles: mailMessages.refusedFiles,
        originalKey: mailMessages.originalKey,
      },
    })
    .from(ticketActivity)
    .leftJoin(users, eq(users.id, ticketActivity.authorId))
    .leftJoin(mailMessages, eq(mailMessages.id, ticketActivity.emailId))
    .where(and(eq(ticketActivity.organizationId, organizationId), eq(ticketActivity.ticketId, ticketId)))
    .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.type), asc(ticketActivity.id));
}

export type ActivityRow = Awaited<ReturnType<typeof listActivityOf>>[number];

export async function insertTicketFiles(tx: Database, files: (typeof ticketFiles.$inferInsert)[]) {
  if (files.length > 0) await tx.insert(ticketFiles).values(files);
}

// The rows of an entry's uploaded files, stored under these keys (in the files' order).
export const filesOfEntry = (
  ticket: { id: string; organizationId: string },
  activityId: string,
  files: readonly { fileName: string; contentType: string; bytes: Buffer }[],
  fileKeys: readonly string[],
) =>
  files.map((file, position) => ({
    organizationId: ticket.organizationId,
    ticketId: ticket.id,
    activityId,
    position,
    fileKey: fileKeys[position]!,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
  }));

// The files of a ticket's entries, each entry's in their order.
export function listFilesOf(db: Database, { organizationId, ticketId }: { organizationId: string; ticketId: string }) {
  return db
    .select()
    .from(ticketFiles)
    .where(and(eq(ticketFiles.organizationId, organizationId), eq(ticketFiles.ticketId, ticketId)))
    .orderBy(asc(ticketFiles.activityId), asc(ticketFiles.position));
}

// Whether mail to this address came back undelivered, with none from it since (docs/product.md#email-in).
export async function findFailingAddress(
  db: Database,
  { organizationId, address }: { organizationId: string; address: string },
) {
  const [row] = await db
    .select({ failedAt: failingMailAddresses.failedAt, reason: failingMailAddresses.reason })
    .from(failingMailAddresses)
    .where(and(eq(failingMailAddresses.organizationId, organizationId), eq(failingMailAddresses.address, address)));
  return row;
}

// Decision 014: the live tickets raised from a deleted stakeholder record's
// emails each keep an entry with what the record said, so it stays readable
// in their history. One statement, however many tickets.
// The entry keeps the record's sensitivity and account manager: its copies are for those who may see it
// (tickets.mapper.ts).
export async function recordStakeholderDeleted(
  tx: Database,
  entry: Omit<NewActivity, 'ticketId' | 'type'> & {
    emails: string[];
    sensitivity: StakeholderSensitivity | null;
    accountManagerId: string | null;
  },
) {
  if (entry.emails.length === 0) return [];
  const rows = await tx
    .insert(ticketActivity)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          ticketId: tickets.id,
          organizationId: tickets.organizationId,
          type: sql`'stakeholder_deleted'::ticket_activity_type`.as('type'),
          text: sql`${entry.text}`.as('text'),
          authorId: sql`${entry.authorId}::uuid`.as('author_id'),
          changes: sql`${JSON.stringify(entry.changes ?? null)}::jsonb`.as('changes'),
          body: sql`null`.as('body'),
          stakeholderSensitivity: sql`${entry.sensitivity}::stakeholder_sensitivity`.as('stakeholder_sensitivity'),
          stakeholderAccountManagerId: sql`${entry.accountManagerId}::uuid`.as('stakeholder_account_manager_id'),
          emailId: sql`null::uuid`.as('email_id'),
          createdAt: sql`${entry.createdAt.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(tickets)
        .where(
          and(
            eq(tickets.organizationId, entry.organizationId),
            isNull(tickets.deletedAt),
            inArray(tickets.stakeholderEmail, entry.emails),
          ),
        ),
    )
    .returning({ ticketId: ticketActivity.ticketId });
  return rows.map((row) => row.ticketId);
}
