import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

// A real SMTP server on a free port that keeps what it receives. `failNext(n)`
// makes it refuse the next n messages, as a mail server under trouble would.
// `port` brings one back where a stopped one listened (an SMTP server's outage).
export async function startSmtpSink({ port: wantedPort = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  // A sender killed mid-message (the faults suite kills the server with kill -9) resets its connection: a mail
  // server shrugs that off, and so does the sink. Any other error fails the test when the sink closes.
  const unexpected: Error[] = [];
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') unexpected.push(error);
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count: number) => {
      refusals = count;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (unexpected.length > 0) throw new AggregateError(unexpected, 'the SMTP sink failed');
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
