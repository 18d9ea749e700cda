import { type BuiltPath, paths, permissionTypes } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { appLink } from '../../platform/mail/app-link.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import { listMembersWithRoles } from '../../platform/staff/staff-directory.queries.js';
import type { NoticeBatch } from '../notifications/index.js';
import type { ChatMessageRow, ChatUserRow } from './chat.queries.js';

const previewLength = 140;

export const conversationLink = (chatUserId: string) => `${paths.chats}?user=${chatUserId}` as BuiltPath;

// docs/product.md#notifications: every member of staff not looking at the
// conversation hears that a stakeholder wrote; while that notice is unread,
// later messages bring it up to date instead of adding more.
export async function tellStaffOfMessage(
  tx: Database,
  told: NoticeBatch,
  { config }: Pick<AppContext, 'config'>,
  { chatUser, message, viewing }: { chatUser: ChatUserRow; message: ChatMessageRow; viewing: Set<string> },
) {
  const staff = await listMembersWithRoles(tx, { organizationId: chatUser.organizationId, roles: permissionTypes });
  const preview = message.body.length > previewLength ? `${message.body.slice(0, previewLength - 1)}…` : message.body;
  const title =
    message.sequence === 1 ? `New chat from ${message.senderName}` : `${message.senderName} wrote in the chat`;
  const link = conversationLink(chatUser.id);
  await told.add(
    tx,
    staff
      .filter((member) => !viewing.has(member.id))
      .map((member) => ({
        organizationId: chatUser.organizationId,
        recipient: member,
        kind: 'chat_message' as const,
        title,
        body: preview,
        link,
        subjectId: chatUser.id,
        foldIntoUnread: true,
        email: renderEmail({
          subject: title,
          heading: title,
          paragraphs: [`Hello ${member.firstName},`, `${message.senderName} (${chatUser.email}) wrote: "${preview}"`],
          action: { label: 'Answer in the chat', url: appLink(config, link) },
        }),
      })),
  );
}
