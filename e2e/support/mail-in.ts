import { type APIRequestContext, expect } from '@playwright/test';
import nodemailer from 'nodemailer';

// What a stakeholder's mail program does: an SMTP delivery to the server's listener (support/server.ts).
export async function sendEmailToSrm(mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer }[];
}) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(process.env.SRM_E2E_MAIL_IN_PORT),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

// The address answers to the newest email to `email` whose subject contains `subject` go to.
export async function replyAddressOfEmailTo(request: APIRequestContext, email: string, subject: string) {
  let replyTo: string | null | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { results } = (await response.json()) as { results: { subject: string; reply_to: string | null }[] };
      replyTo = results.find((one) => one.subject.includes(subject))?.reply_to;
      return Boolean(replyTo);
    })
    .toBe(true);
  return replyTo as string;
}
