import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

export interface SmtpRefusal extends Error {
  responseCode?: number;
}

// A real SMTP client to the listener (modules/mail-in/smtp-listener.ts): what a sending mail server does,
// one connection per message, no TLS.
export function mailSenderTo(port: number) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return {
    // Resolves with the server's answer; rejects with its refusal (`responseCode`).
    send: (raw: string | Buffer, envelope: { from: string; to: string[] }) => transport.sendMail({ envelope, raw }),
    close: () => transport.close(),
  };
}

type ComposedEmail = NonNullable<ConstructorParameters<typeof MailComposer>[0]>;

// A well-formed message, as a mail program would write it. `messageId` without brackets.
export function composeEmail(mail: Omit<ComposedEmail, 'messageId'> & { messageId?: string }) {
  const composer = new MailComposer({ ...mail, messageId: `<${mail.messageId ?? `${randomUUID()}@example.ng`}>` });
  return new Promise<Buffer>((resolve, reject) =>
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}
