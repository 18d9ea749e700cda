import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Config } from '../../platform/config/config.js';
import type { Logger } from '../../platform/logging/logger.js';
import { maxMessageBytes, readInboundMessage } from './inbound-message.js';
import type { Destination, MailIntake } from './mail-intake.service.js';

// The largest message the listener takes, as its EHLO says (SIZE) and as it enforces.
export { maxMessageBytes };

// An SMTP answer: the code and text the sending server sees.
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

interface SmtpListenerOptions {
  config: Config;
  log: Logger;
  intake: MailIntake;
  // Where mail for this address goes, or undefined when it is none of ours.
  destinationOf(address: string): Promise<Destination | undefined>;
}

// One per organisation: the recipient naming a ticket wins over the organisation's support address.
function mergeByOrganization(destinations: Destination[]) {
  const byOrganization = new Map<string, Destination>();
  for (const destination of destinations) {
    const known = byOrganization.get(destination.organizationId);
    if (!known || (!known.ticketId && destination.ticketId))
      byOrganization.set(destination.organizationId, destination);
  }
  return [...byOrganization.values()];
}

async function readAll(stream: SMTPServerDataStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // Past the limit the rest is read and dropped: the server refuses the message (rejectOversized).
    if (!stream.sizeExceeded) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// SRM's own address (docs/product.md#email-in, README "Email in"): an SMTP server for MAIL_IN_DOMAIN that takes
// mail for the organisations' support addresses and the tickets' reply addresses, refuses every other recipient
// at RCPT TO, and answers 250 only once a message is taken: on trouble it answers 451, and the sending server
// tries again. No AUTH: it is a domain's inbound server, not a relay.
export function createSmtpListener({ config, log, intake, destinationOf }: SmtpListenerOptions) {
  const destinations = new Map<string, Destination[]>();
  const tls =
    config.MAIL_IN_TLS_CERT && config.MAIL_IN_TLS_KEY
      ? { cert: fs.readFileSync(config.MAIL_IN_TLS_CERT), key: fs.readFileSync(config.MAIL_IN_TLS_KEY) }
      : undefined;

  async function take(session: SMTPServerSession, raw: Buffer) {
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
    const message = await readInboundMessage(raw, {
      envelopeFrom: envelopeFrom || undefined,
      trustedAuthservIds: config.MAIL_IN_TRUSTED_AUTHSERV_IDS,
    });
    for (const destination of mergeByOrganization(destinations.get(session.id) ?? [])) {
      const outcome = await intake.take(message, raw, destination);
      log.info({ organizationId: destination.organizationId, messageId: message.messageId, outcome }, 'email taken');
    }
  }

  const server = new SMTPServer({
    name: config.MAIL_IN_DOMAIN,
    banner: 'SRM',
    size: maxMessageBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...tls,
    logger: false,
    maxClients: 200,
    onMailFrom(_address, session, callback) {
      destinations.set(session.id, []);
      callback();
    },
    onRcptTo(address, session, callback) {
      destinationOf(address.address)
        .then((destination) => {
          if (!destination) return callback(smtpError(550, '5.1.1 No such recipient here'));
          destinations.set(session.id, [...(destinations.get(session.id) ?? []), destination]);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'a recipient could not be looked up');
          callback(smtpError(451, '4.3.0 Please try again later'));
        });
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(smtpError(552, '5.3.4 Message too big'));
          await take(session, raw);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'an email could not be taken; the sender will try again');
          callback(smtpError(451, '4.3.0 Please try again later'));
        })
        .finally(() => destinations.delete(session.id));
    },
    onClose(session) {
      destinations.delete(session.id);
    },
  });
  // A sender that drops its connection is no trouble of ours; anything else is logged, never thrown.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') log.warn({ err: error }, 'SMTP listener error');
  });

  return {
    listen: (port: number, host: string) =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.server.address() as AddressInfo).port);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpListener = ReturnType<typeof createSmtpListener>;
