import { z } from 'zod';
import { listPageSize } from '../common/list-size.js';
import { messages } from '../common/messages.js';
import { largestPage, wholeNumberText } from '../common/numbers.js';
import { pageOf } from '../common/paging.js';
import { type PermissionType, permissionTypes } from '../organisation/options.js';

// docs/product.md#notifications: what a member of staff is told about, in the
// app always and by email if they choose.
export const notificationKinds = [
  'ticket_assigned',
  'ticket_due',
  'ticket_overdue',
  'ticket_answered',
  'feedback_received',
  'chat_message',
  'invoice_paid',
  'stakeholder_changed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  ticket_assigned: 'A ticket is assigned to me',
  ticket_due: 'My ticket is due soon',
  ticket_overdue: 'My ticket is overdue',
  ticket_answered: 'A stakeholder answers on my ticket',
  feedback_received: 'New feedback arrives',
  chat_message: 'A stakeholder writes in the chat',
  invoice_paid: 'An invoice is paid',
  stakeholder_changed: 'A stakeholder I manage is changed',
};

// Which roles may be told of each kind (docs/product.md#notifications): a member
// is offered the email choice only of the kinds their role may be told of.
export const notifiedRoles: Record<NotificationKind, readonly PermissionType[]> = {
  ticket_assigned: permissionTypes,
  ticket_due: permissionTypes,
  ticket_overdue: permissionTypes,
  ticket_answered: permissionTypes,
  feedback_received: ['manager'],
  chat_message: permissionTypes,
  invoice_paid: ['manager', 'executive'],
  stakeholder_changed: permissionTypes,
};

// Whether each kind also comes by email, unless a member or their organisation chose otherwise.
export const defaultEmailedKinds: Record<NotificationKind, boolean> = {
  ticket_assigned: true,
  ticket_due: false,
  ticket_overdue: true,
  ticket_answered: true,
  feedback_received: true,
  chat_message: false,
  invoice_paid: true,
  stakeholder_changed: false,
};

export const Notification = z
  .object({
    id: z.uuid(),
    kind: z.enum(notificationKinds),
    title: z.string(),
    body: z.string(),
    // The app address of the thing it is about.
    link: z.string(),
    read: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageOf(Notification)
  .extend({ unread_count: z.number().int() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationListQuery = z.object({
  page: wholeNumberText({ min: 1, max: largestPage }).default(1),
  page_size: wholeNumberText({ min: 1, max: 100 }).default(listPageSize),
  // 'true' lists the unread ones only.
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

// POST /api/notifications/read/: these ids, or every one with `all`.
export const MarkNotificationsReadBody = z
  .object({
    ids: z
      .array(z.uuid({ error: messages.invalidValue }))
      .max(100, messages.tooManyItems)
      .optional(),
    all: z.boolean().optional(),
  })
  .meta({ id: 'MarkNotificationsReadBody' });
export type MarkNotificationsReadBody = z.input<typeof MarkNotificationsReadBody>;

export const NotificationsRead = z.object({ unread_count: z.number().int() }).meta({ id: 'NotificationsRead' });
export type NotificationsRead = z.infer<typeof NotificationsRead>;

// Which kinds come by email: a member's own choice, or the organisation's
// defaults (what a new member starts with).
export const EmailPreferences = z
  .object({ email: z.record(z.enum(notificationKinds), z.boolean()) })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof EmailPreferences>;

export const EmailPreferencesBody = z
  .object({ email: z.partialRecord(z.enum(notificationKinds), z.boolean({ error: messages.invalidValue })) })
  .meta({ id: 'EmailPreferencesBody' });
export type EmailPreferencesBody = z.input<typeof EmailPreferencesBody>;
