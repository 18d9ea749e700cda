import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { access } from '../auth/access.js';
import type { Config } from '../config/config.js';
import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';
import { escapeHtml } from './email-layout.js';
import {
  attachmentNamesOf,
  findMessage,
  listAttachments,
  listRecentMessages,
  type OutboxMessage,
} from './mail.queries.js';

const MessagesQuery = z.object({ to: z.email().optional() });

type Attachments = Map<string, string[]>;

function summary(message: OutboxMessage, attachments: Attachments) {
  return {
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    text: message.textBody,
    // Where an answer goes, for replying by hand to a ticket's email (docs/product.md#email-in).
    reply_to: message.threading?.replyTo ?? null,
    status: message.status,
    attachments: attachments.get(message.id) ?? [],
    created_at: message.createdAt.toISOString(),
  };
}

function attachmentLinks(message: OutboxMessage, attachments: Attachments) {
  return (attachments.get(message.id) ?? [])
    .map((name, index) => ` · <a href="/dev/mailbox/${message.id}/attachments/${index}">${escapeHtml(name)}</a>`)
    .join('');
}

function mailboxPage(messages: OutboxMessage[], attachments: Attachments) {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.toAddress)}${message.threading ? ` · Reply-To ${escapeHtml(message.threading.replyTo)}` : ''} · ${message.createdAt.toISOString()} · ${message.status} · <a href="/dev/mailbox/${message.id}/html">view as HTML</a>${attachmentLinks(message, attachments)}</p>
<pre>${escapeHtml(message.textBody)}</pre>
</article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · SRM</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#212529}
article{border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:18px;margin:0 0 4px}
.meta{color:#495057;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;margin:0;font-size:14px}</style></head>
<body><h1>Dev mailbox</h1><p>Emails the server would have sent, newest first. This page exists only outside production, when no SMTP_URL is set or to check what was sent.</p>
${items || '<p>No emails yet.</p>'}</body></html>`;
}

// Only where mail is not really sent (no SMTP_URL, never in production): it
// shows sign-up and reset codes, so it must not exist where real users are.
export function devMailboxEnabled(config: Config) {
  return !config.isProduction && !config.SMTP_URL;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// What would have reached people's inboxes, for the developer at this machine:
// callers from other machines (the socket's address, not a forwarded one) get 404.
export const devMailboxRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; log: Logger }> = async (
  app,
  { database, log },
) => {
  log.warn('no SMTP_URL: emails are kept in the outbox and shown at /dev/mailbox to local callers');
  app.addHook('onRequest', async (request) => {
    if (!loopback.has(request.socket.remoteAddress ?? '')) throw new AppError('ROUTE_NOT_FOUND');
  });

  app.get('', { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) => {
    const messages = await listRecentMessages(database.db, { limit: 100 });
    const attachments = await attachmentNamesOf(
      database.db,
      messages.map((message) => message.id),
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxPage(messages, attachments));
  });

  app.get(
    '/messages',
    { config: { access: access.public }, schema: { hide: true, querystring: MessagesQuery } },
    async (request) => {
      const messages = await listRecentMessages(database.db, { to: request.query.to, limit: 100 });
      const attachments = await attachmentNamesOf(
        database.db,
        messages.map((message) => message.id),
      );
      return { results: messages.map((message) => summary(message, attachments)) };
    },
  );

  app.get(
    '/:id/attachments/:index',
    {
      config: { access: access.public },
      schema: { hide: true, params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) }) },
    },
    async (request, reply) => {
      const attachment = (await listAttachments(database.db, request.params.id))[request.params.index];
      if (!attachment) throw new AppError('NOT_FOUND');
      // Downloaded, never shown inside the mailbox's origin.
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(attachment.content);
    },
  );

  app.get(
    '/:id/html',
    { config: { access: access.public }, schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const message = await findMessage(database.db, request.params.id);
      if (!message) throw new AppError('NOT_FOUND');
      // The email's own HTML, boxed in: no scripts, no access to the app's origin.
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .send(message.htmlBody);
    },
  );
};
