import { messages, pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { appLink } from '../../platform/mail/app-link.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import {
  type ChatMessageRow,
  type ChatUserRow,
  findOrganizationName,
  listStaffMessagesAfter,
  lockChatUser,
  updateChatUser,
} from './chat.queries.js';
import { cameFromTicket } from './chat-by-email.js';

export const missedRepliesJob = 'chat.missed-replies';
// docs/product.md#chat: replies a stakeholder has not seen for this long are emailed, together.
export const missedRepliesDelayMs = 2 * 60_000;

type MissedRepliesCheck = { organizationId: string; chatUserId: string };

// Everything up to here the stakeholder has seen or been emailed; the
// stakeholder's replies past it are still to be seen.
const readUpTo = (chatUser: ChatUserRow) => Math.max(chatUser.stakeholderSeenSequence, chatUser.emailedSequence);

// In the transaction that stores a staff reply: a check two minutes after it,
// one per reply (decision 016). The first check that finds replies unseen for
// two minutes emails them all; the later ones find them emailed.
export async function queueMissedRepliesCheck(
  tx: Database,
  { jobs }: Pick<AppContext, 'jobs'>,
  chatUser: Pick<ChatUserRow, 'id' | 'organizationId'>,
  reply: { sequence: number; createdAt: Date },
) {
  await jobs.enqueue<MissedRepliesCheck>(
    tx,
    missedRepliesJob,
    { organizationId: chatUser.organizationId, chatUserId: chatUser.id },
    {
      runAt: new Date(reply.createdAt.getTime() + missedRepliesDelayMs),
      key: `${chatUser.id}:${reply.sequence}`,
    },
  );
}

function missedRepliesEmail(input: {
  organizationName: string;
  fullName: string;
  replies: ChatMessageRow[];
  url: string;
}) {
  const count = input.replies.length;
  return renderEmail({
    subject: messages.chatRepliesEmailSubject.replace('{organization}', input.organizationName),
    heading: `${input.organizationName} replied to you`,
    paragraphs: [
      `Hello ${input.fullName},`,
      `You have ${count === 1 ? 'a reply' : `${count} replies`} you have not seen yet:`,
      ...input.replies.map((reply) => `${reply.senderName}: ${reply.body}`),
    ],
    action: { label: 'Continue the chat', url: input.url },
  });
}

// Emails a stakeholder the staff replies they have not seen for two minutes,
// all in one email, and marks them emailed in the same transaction.
export function handleMissedReplies(context: AppContext) {
  const { database, clock, mailer, jobs, config } = context;
  jobs.handle<MissedRepliesCheck>(missedRepliesJob, {
    run: async ({ organizationId, chatUserId }) => {
      const now = clock.now();
      const queued = await database.db.transaction(async (tx) => {
        const chatUser = await lockChatUser(tx, { organizationId, chatUserId });
        if (!chatUser) return false;
        // A reply written on the conversation's ticket went, or not, as the ticket's email.
        const after = readUpTo(chatUser);
        const unseen = (await listStaffMessagesAfter(tx, { organizationId, chatUserId, after })).filter(
          (message) => !cameFromTicket(message),
        );
        const [oldest] = unseen;
        if (!oldest) return false;
        // The stakeholder has read on since, and the oldest unread reply is younger: its own check comes later.
        if (now.getTime() - oldest.createdAt.getTime() < missedRepliesDelayMs) {
          await queueMissedRepliesCheck(tx, context, chatUser, oldest);
          return false;
        }
        const organizationName = (await findOrganizationName(tx, organizationId)) ?? '';
        const email = missedRepliesEmail({
          organizationName,
          fullName: chatUser.fullName,
          replies: unseen,
          url: appLink(config, pathTo.publicChat(organizationId)),
        });
        await mailer.queue(tx, { organizationId, to: chatUser.email, ...email });
        const emailedSequence = unseen.at(-1)?.sequence ?? oldest.sequence;
        await updateChatUser(tx, { organizationId, chatUserId }, { emailedSequence });
        return true;
      });
      if (queued) mailer.nudge();
    },
  });
}
