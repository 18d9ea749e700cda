import type { AppPath, BuiltPath, NotificationKind } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { RenderedEmail } from '../../platform/mail/email-layout.js';
import { emailChoices, insertNotifications, markReadAbout, refreshUnreadNotice } from './notifications.queries.js';

// One thing to tell one member of staff (docs/product.md#notifications).
export interface Notice {
  organizationId: string;
  recipient: { id: string; email: string };
  kind: NotificationKind;
  title: string;
  body: string;
  link: AppPath | BuiltPath;
  // The record it is about.
  subjectId?: string;
  // While an earlier notice about the same record is unread, bring that one up to date instead.
  foldIntoUnread?: boolean;
  // What goes out to members who take this kind by email.
  email: RenderedEmail;
}

// How modules tell staff (decision 017): notices are stored, and emailed by
// choice, in the transaction of the change; each recipient's open tabs hear of
// them once it has committed.
//   const told = notifier.batch();
//   await db.transaction(async (tx) => { …; await told.add(tx, [notice]); });
//   told.announce();
export function createNotifier({ clock, mailer, realtime }: Pick<AppContext, 'clock' | 'mailer' | 'realtime'>) {
  return {
    // The member has opened what these notices are about (docs/product.md#notifications): they are read, and
    // the member's open tabs hear of it as of any other read.
    async readAbout(
      db: Database,
      about: { organizationId: string; userId: string; kind: NotificationKind; subjectId: string },
    ) {
      const read = await markReadAbout(db, { ...about, now: clock.now() });
      if (read.length > 0)
        realtime.toUser(about.userId).emit('notification.changed', { ids: read.map((row) => row.id) });
    },

    batch() {
      const idsByUser = new Map<string, string[]>();
      let emailed = false;
      const remember = (row: { id: string; userId: string } | undefined) => {
        if (row) idsByUser.set(row.userId, [...(idsByUser.get(row.userId) ?? []), row.id]);
      };
      return {
        async add(tx: Database, notices: Notice[]) {
          // emailChoices reads the members of one organisation at a time.
          const groupOf = (notice: Notice) => `${notice.organizationId}:${notice.kind}`;
          const choices = new Map<string, boolean>();
          for (const group of new Set(notices.map(groupOf))) {
            const grouped = notices.filter((notice) => groupOf(notice) === group);
            const { organizationId, kind } = grouped[0]!;
            const userIds = grouped.map((notice) => notice.recipient.id);
            for (const [userId, email] of await emailChoices(tx, { organizationId, userIds, kind }))
              choices.set(`${kind}:${userId}`, email);
          }
          const now = clock.now();
          for (const notice of notices) {
            const values = {
              organizationId: notice.organizationId,
              userId: notice.recipient.id,
              kind: notice.kind,
              title: notice.title,
              body: notice.body,
              link: notice.link,
              subjectId: notice.subjectId ?? null,
              createdAt: now,
            };
            const folded =
              notice.foldIntoUnread && notice.subjectId
                ? await refreshUnreadNotice(tx, {
                    organizationId: notice.organizationId,
                    userId: notice.recipient.id,
                    subjectId: notice.subjectId,
                    values,
                  })
                : undefined;
            if (folded) remember(folded);
            else for (const row of await insertNotifications(tx, [values])) remember(row);
            if (!folded && choices.get(`${notice.kind}:${notice.recipient.id}`)) {
              await mailer.queue(tx, {
                organizationId: notice.organizationId,
                to: notice.recipient.email,
                ...notice.email,
              });
              emailed = true;
            }
          }
        },
        // After the commit.
        announce() {
          if (emailed) mailer.nudge();
          for (const [userId, ids] of idsByUser) realtime.toUser(userId).emit('notification.changed', { ids });
        },
      };
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

export type NoticeBatch = ReturnType<Notifier['batch']>;
