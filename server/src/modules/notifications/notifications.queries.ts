import { defaultEmailedKinds, type NotificationKind } from '@srm/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notificationEmailPreferences,
  notifications,
  organizationNotificationDefaults,
} from '../../db/schema/index.js';

export type { NotificationRow } from '../../db/schema/index.js';
export type NewNotificationRow = typeof notifications.$inferInsert;

interface MemberKey {
  organizationId: string;
  userId: string;
}

const ofMember = ({ organizationId, userId }: MemberKey) =>
  and(eq(notifications.organizationId, organizationId), eq(notifications.userId, userId));

export async function insertNotifications(tx: Database, rows: NewNotificationRow[]) {
  return tx.insert(notifications).values(rows).returning({ id: notifications.id, userId: notifications.userId });
}

// An unread notice about the same record (a chat conversation) is brought up
// to date instead of adding another one.
export async function refreshUnreadNotice(
  tx: Database,
  { subjectId, values, ...member }: MemberKey & { subjectId: string; values: Partial<NewNotificationRow> },
) {
  const [row] = await tx
    .update(notifications)
    .set(values)
    .where(and(ofMember(member), eq(notifications.subjectId, subjectId), isNull(notifications.readAt)))
    .returning({ id: notifications.id, userId: notifications.userId });
  return row;
}

export async function listNotificationRows(
  db: Database,
  { unreadOnly, limit, offset, ...member }: MemberKey & { unreadOnly: boolean; limit: number; offset: number },
) {
  const where = and(ofMember(member), unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notifications).where(where),
    unreadCountQuery(db, member),
  ]);
  return { rows, count: total?.value ?? 0, unreadCount: unread?.value ?? 0 };
}

const unreadCountQuery = (db: Database, member: MemberKey) =>
  db
    .select({ value: count() })
    .from(notifications)
    .where(and(ofMember(member), isNull(notifications.readAt)));

export async function unreadCountOf(db: Database, member: MemberKey) {
  const [row] = await unreadCountQuery(db, member);
  return row?.value ?? 0;
}

export async function markRead(
  db: Database,
  { ids, now, ...member }: MemberKey & { ids: string[] | 'all'; now: Date },
) {
  return db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(ofMember(member), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)),
    )
    .returning({ id: notifications.id });
}

// The member's unread notices of one kind about one record (a conversation
// they opened): served by notifications_user_unread_idx.
export async function markReadAbout(
  db: Database,
  { kind, subjectId, now, ...member }: MemberKey & { kind: NotificationKind; subjectId: string; now: Date },
) {
  return db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        ofMember(member),
        eq(notifications.subjectId, subjectId),
        eq(notifications.kind, kind),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
}

// Whether each of these members of the organisation takes this kind by email:
// their own choice, else the organisation's default, else the product's.
export async function emailChoices(
  tx: Database,
  { organizationId, userIds, kind }: { organizationId: string; userIds: string[]; kind: NotificationKind },
) {
  if (userIds.length === 0) return new Map<string, boolean>();
  const rows = await tx.execute<{ user_id: string; email: boolean }>(sql`
    select u.id as user_id, coalesce(p.email, d.email, ${defaultEmailedKinds[kind]}) as email
    from users u
    left join notification_email_preferences p on p.user_id = u.id and p.kind = ${kind}
    left join organization_notification_defaults d on d.organization_id = u.organization_id and d.kind = ${kind}
    where u.organization_id = ${organizationId} and u.id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(rows.rows.map((row) => [row.user_id, row.email]));
}

export async function listOwnPreferences(db: Database, userId: string) {
  return db
    .select({ kind: notificationEmailPreferences.kind, email: notificationEmailPreferences.email })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, userId));
}

export async function listOrganizationDefaults(db: Database, organizationId: string) {
  return db
    .select({ kind: organizationNotificationDefaults.kind, email: organizationNotificationDefaults.email })
    .from(organizationNotificationDefaults)
    .where(eq(organizationNotificationDefaults.organizationId, organizationId));
}

export async function saveOwnPreferences(
  tx: Database,
  { userId, choices }: { userId: string; choices: [NotificationKind, boolean][] },
) {
  if (choices.length === 0) return;
  await tx
    .insert(notificationEmailPreferences)
    .values(choices.map(([kind, email]) => ({ userId, kind, email })))
    .onConflictDoUpdate({
      target: [notificationEmailPreferences.userId, notificationEmailPreferences.kind],
      set: { email: sql`excluded.email` },
    });
}

export async function saveOrganizationDefaults(
  tx: Database,
  { organizationId, choices }: { organizationId: string; choices: [NotificationKind, boolean][] },
) {
  if (choices.length === 0) return;
  await tx
    .insert(organizationNotificationDefaults)
    .values(choices.map(([kind, email]) => ({ organizationId, kind, email })))
    .onConflictDoUpdate({
      target: [organizationNotificationDefaults.organizationId, organizationNotificationDefaults.kind],
      set: { email: sql`excluded.email` },
    });
}
