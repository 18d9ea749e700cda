import { outbox } from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';

// What the fuzz reads in the emails the server queued (never sent: tests start
// no job runner, and no SMTP_URL is set), as their readers would: the 6-digit
// codes with the address they went to, and invitation tokens. Later requests use
// them, so sign-up, reset, invitation and chat codes are reached past "invalid".
export interface Mailbox {
  codes: { email: string; code: string }[];
  invitationTokens: string[];
  // Chat sessions started with an email that had a conversation: they wait for its code.
  chatSessions: { chatToken: string; email: string }[];
}

const kept = 40;

export function createMailbox(testApp: TestApp) {
  const mailbox: Mailbox = { codes: [], invitationTokens: [], chatSessions: [] };
  const read = new Set<string>();
  return {
    mailbox,
    async read() {
      const emails = await testApp.database.db
        .select({ id: outbox.id, to: outbox.toAddress, text: outbox.textBody })
        .from(outbox);
      for (const email of emails.filter((row) => !read.has(row.id))) {
        read.add(email.id);
        const code = email.text.match(/^\d{6}$/m)?.[0];
        if (code) mailbox.codes.push({ email: email.to, code });
        const token = email.text.match(/[?&]token=([^\s&]+)/)?.[1];
        if (token) mailbox.invitationTokens.push(decodeURIComponent(token));
      }
      mailbox.codes.splice(0, Math.max(0, mailbox.codes.length - kept));
      mailbox.invitationTokens.splice(0, Math.max(0, mailbox.invitationTokens.length - kept));
    },
    chatStarted(chatToken: string, email: string) {
      mailbox.chatSessions.push({ chatToken, email });
      mailbox.chatSessions.splice(0, Math.max(0, mailbox.chatSessions.length - kept));
    },
  };
}
