import { lookup } from 'node:dns/promises';
import { ImapFlow } from 'imapflow';
import ipaddr from 'ipaddr.js';

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

// How many messages one read takes at most, and for how long it may run: a mailbox with a backlog is emptied over
// several minutes, and no read holds the job runner (one job at a time) near its lease.
export const messagesPerRead = 100;
export const readBudgetMs = 2 * 60_000;

// A manager waits for 'Test connection' (and for a save, which tests first): it answers within this, whatever the
// host does (a name that never resolves, an address that swallows packets).
export const testDeadlineMs = 8_000;

// Where to connect: in production only an address of the public internet (never one of our private neighbours, a
// database or a cache, which 'Test connection' would otherwise let anyone with the role probe). The address checked
// is the address connected to, so a name cannot point elsewhere by the time the connection opens.
async function addressToConnect(host: string, { allowPrivate }: { allowPrivate: boolean }) {
  if (allowPrivate) return host;
  const literal = ipaddr.isValid(host) ? host : undefined;
  const addresses = literal
    ? [literal]
    : (await lookup(host, { all: true }).catch(() => [])).map((found) => found.address);
  if (addresses.length === 0) throw new MailboxError(`${host} could not be found.`);
  const isPublic = (address: string) => ipaddr.process(address).range() === 'unicast';
  if (!addresses.every(isPublic)) {
    throw new MailboxError(`${host} is a private address; connect a mailbox reachable on the internet.`);
  }
  return addresses[0]!;
}

// Throws a MailboxError when the host may not be used; for the tests of the rule.
export async function assertReachableHost(host: string, options: { allowPrivate: boolean }) {
  await addressToConnect(host, options);
}

function clientFor(access: MailboxAccess, address: string) {
  return new ImapFlow({
    host: address,
    port: access.port,
    // The certificate is checked against the name the manager gave, not the address connected to.
    ...(address !== access.host && { servername: access.host }),
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

async function withInbox<T>(
  access: MailboxAccess,
  { allowPrivate }: { allowPrivate: boolean },
  use: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = clientFor(access, await addressToConnect(access.host, { allowPrivate }));
  // A connection that breaks later emits 'error': the awaited command fails with it, nothing is thrown elsewhere.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    // A refused login leaves the connection open: it is closed here, not left to the server's timeout.
    client.close();
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

const uidsOf = (found: number[] | false | undefined) => (Array.isArray(found) ? found : []);

// 'Test connection': the host checked, logged in, the inbox opened, all within testDeadlineMs. Answers how many
// of its messages are unread.
export async function testMailbox(access: MailboxAccess, options: { allowPrivate: boolean }) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailboxError('The mailbox did not answer in time.')), testDeadlineMs);
  });
  const tested = withInbox(
    access,
    options,
    async (client) => uidsOf(await client.search({ seen: false }, { uid: true })).length,
  );
  // A test given up on still ends by its client's own timeouts: nothing is left waiting for it.
  tested.catch(() => undefined);
  return Promise.race([tested, deadline]).finally(() => clearTimeout(timer));
}

export interface MailboxReadOptions {
  allowPrivate: boolean;
  // The runner stopping: the read ends after the message under way.
  signal?: AbortSignal | undefined;
  // Messages larger than this are not read but handed to `setAside`, then marked seen.
  maxBytes: number;
  setAside(message: {
    uid: number;
    size: number;
    messageId: string | undefined;
    from: string | undefined;
  }): Promise<void>;
}

// The inbox's unread messages, oldest first, each handed whole to `take` and marked seen once it is taken. A message
// `take` throws on stays unread (the next read tries it again) and the read goes on with the others, so one message
// that cannot be taken never holds up the rest. A message taken but not yet marked (the process stopped in between)
// comes again and is recognised by its Message-ID. Answers how many were taken, and why the first failure failed.
export async function readMailbox(
  access: MailboxAccess,
  take: (raw: Buffer) => Promise<void>,
  { signal, maxBytes, setAside, ...options }: MailboxReadOptions,
) {
  const started = Date.now();
  return withInbox(access, options, async (client) => {
    const uids = uidsOf(await client.search({ seen: false }, { uid: true }))
      .toSorted((a, b) => a - b)
      .slice(0, messagesPerRead);
    let taken = 0;
    let failure: unknown;
    for (const uid of uids) {
      if (signal?.aborted || Date.now() - started > readBudgetMs) break;
      const head = await client.fetchOne(String(uid), { size: true, envelope: true }, { uid: true });
      if (head === false) continue;
      const size = head.size ?? 0;
      try {
        if (size > maxBytes) {
          await setAside({ uid, size, messageId: head.envelope?.messageId, from: head.envelope?.from?.[0]?.address });
        } else {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (message === false || !message.source) continue;
          await take(message.source);
          taken += 1;
        }
      } catch (error) {
        failure ??= error;
        continue;
      }
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    }
    return { taken, failure };
  });
}
