import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';

export type MailboxSecurity = 'tls' | 'starttls' | 'none';

// How to reach an organisation's mailbox (docs/product.md#email-in).
export interface MailboxAccess {
  host: string;
  port: number;
  security: MailboxSecurity;
  user: string;
  password: string;
}

// What went wrong with a mailbox, in words a manager can act on.
export class MailboxError extends Error {
  override name = 'MailboxError';
}

// How many messages one read takes at most: a mailbox with a backlog is emptied over several minutes, and no
// read holds the job runner for long.
export const messagesPerRead = 100;

const privateRanges = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^::1$/,
  /^f[cd]/i,
  /^fe80:/i,
  /^::ffff:(127|10|192\.168|169\.254)\./i,
];

// A manager's mailbox host is reached from our servers: in production never one of their private neighbours
// (a database, a cache), which 'Test connection' would otherwise let anyone with the role probe.
export async function assertReachableHost(host: string, { allowPrivate }: { allowPrivate: boolean }) {
  if (allowPrivate) return;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((one) => one.address);
  if (addresses.length === 0) throw new MailboxError(`${host} could not be found.`);
  if (addresses.some((address) => privateRanges.some((range) => range.test(address)))) {
    throw new MailboxError(`${host} is a private address; connect a mailbox reachable on the internet.`);
  }
}

function clientFor(access: MailboxAccess) {
  return new ImapFlow({
    host: access.host,
    port: access.port,
    secure: access.security === 'tls',
    // With 'starttls' the password never crosses an unencrypted connection: no server offer, no login.
    doSTARTTLS: access.security === 'starttls',
    auth: { user: access.user, pass: access.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

// The reason a connection failed, as a manager reads it.
function explain(error: unknown): MailboxError {
  if (error instanceof MailboxError) return error;
  const { authenticationFailed, code, message } = error as {
    authenticationFailed?: boolean;
    code?: string;
    message?: string;
  };
  if (authenticationFailed) return new MailboxError('The mailbox refused the user name or password.');
  if (code === 'ECONNREFUSED') return new MailboxError('Nothing answers at that host and port.');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new MailboxError('That host could not be found.');
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT') {
    return new MailboxError('The mailbox did not answer in time.');
  }
  return new MailboxError(`The mailbox could not be read: ${message ?? 'unknown error'}.`);
}

async function withInbox<T>(access: MailboxAccess, use: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = clientFor(access);
  // A connection that breaks later emits 'error': the awaited command fails with it, nothing is thrown elsewhere.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw explain(error);
  }
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      return await use(client);
    } finally {
      lock.release();
    }
  } catch (error) {
    throw explain(error);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

// A manager waits for 'Test connection' (and for a save, which tests first): it answers within this, whatever
// the host does (a name that never resolves, an address that swallows packets).
export const testDeadlineMs = 8_000;

// 'Test connection': logs in and opens the inbox. Answers how many of its messages are unread.
export async function testMailbox(access: MailboxAccess) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailboxError('The mailbox did not answer in time.')), testDeadlineMs);
  });
  const tested = withInbox(access, async (client) => {
    const unseen = await client.search({ seen: false }, { uid: true });
    return Array.isArray(unseen) ? unseen.length : 0;
  });
  // A test given up on still ends on its own (the client's own timeouts): nothing is left waiting for it.
  tested.catch(() => undefined);
  return Promise.race([tested, deadline]).finally(() => clearTimeout(timer));
}

// The inbox's unread messages, oldest first, each handed whole to `take` and marked seen once it is taken. A
// message `take` throws on stays unread and ends the read: the next read starts with it again. A message taken
// but not yet marked (the process stopped in between) comes again and is recognised by its Message-ID.
export async function readMailbox(access: MailboxAccess, take: (raw: Buffer) => Promise<void>) {
  return withInbox(access, async (client) => {
    const unseen = await client.search({ seen: false }, { uid: true });
    const uids = (Array.isArray(unseen) ? unseen : []).toSorted((a, b) => a - b).slice(0, messagesPerRead);
    let taken = 0;
    for (const uid of uids) {
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      if (message === false || !message.source) continue;
      await take(message.source);
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      taken += 1;
    }
    return { taken, left: (Array.isArray(unseen) ? unseen.length : 0) - taken };
  });
}
