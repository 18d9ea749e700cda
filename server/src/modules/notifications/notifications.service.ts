import {
  defaultEmailedKinds,
  type EmailPreferences,
  type EmailPreferencesBody,
  listPageSize,
  type MarkNotificationsReadBody,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  notificationKinds,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import {
  listNotificationRows,
  listOrganizationDefaults,
  listOwnPreferences,
  markRead,
  type NotificationRow,
  saveOrganizationDefaults,
  saveOwnPreferences,
  unreadCountOf,
} from './notifications.queries.js';

function toNotification(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

type Choices = { kind: NotificationKind; email: boolean }[];

// Every kind, each from the first of these lists that names it, else the product's default.
function resolved(...layers: Choices[]): EmailPreferences {
  const email = { ...defaultEmailedKinds };
  for (const layer of [...layers].reverse()) for (const choice of layer) email[choice.kind] = choice.email;
  return { email };
}

const choicesOf = (body: EmailPreferencesBody) =>
  notificationKinds.flatMap((kind) => {
    const email = body.email[kind];
    return email === undefined ? [] : [[kind, email] as [NotificationKind, boolean]];
  });

// A member's own notifications and email choices (docs/product.md#notifications).
export function createNotificationsService({ database, clock, realtime }: AppContext) {
  const { db } = database;

  return {
    async list({ actor, query }: { actor: Actor; query: NotificationListQuery }): Promise<NotificationPage> {
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.page_size ?? listPageSize);
      const { rows, count, unreadCount } = await listNotificationRows(db, {
        organizationId: actor.organizationId,
        userId: actor.userId,
        unreadOnly: query.unread === 'true',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        results: rows.map(toNotification),
        count,
        count_capped: false,
        page,
        page_size: pageSize,
        unread_count: unreadCount,
      };
    },

    async markRead({ actor, body }: { actor: Actor; body: MarkNotificationsReadBody }) {
      const ids = body.all ? 'all' : (body.ids ?? []);
      const member = { organizationId: actor.organizationId, userId: actor.userId };
      const changed = ids.length === 0 ? [] : await markRead(db, { ...member, ids, now: clock.now() });
      // The user's other tabs follow.
      if (changed.length > 0) {
        realtime.toUser(actor.userId).emit('notification.changed', { ids: changed.map((row) => row.id) });
      }
      return { unread_count: await unreadCountOf(db, member) };
    },

    async ownPreferences(actor: Actor) {
      const [own, defaults] = await Promise.all([
        listOwnPreferences(db, actor.userId),
        listOrganizationDefaults(db, actor.organizationId),
      ]);
      return resolved(own, defaults);
    },

    async saveOwnPreferences({ actor, body }: { actor: Actor; body: EmailPreferencesBody }) {
      await saveOwnPreferences(db, { userId: actor.userId, choices: choicesOf(body) });
      return this.ownPreferences(actor);
    },

    async organizationDefaults(actor: Actor) {
      return resolved(await listOrganizationDefaults(db, actor.organizationId));
    },

    async saveOrganizationDefaults({ actor, body }: { actor: Actor; body: EmailPreferencesBody }) {
      await saveOrganizationDefaults(db, { organizationId: actor.organizationId, choices: choicesOf(body) });
      return this.organizationDefaults(actor);
    },
  };
}
