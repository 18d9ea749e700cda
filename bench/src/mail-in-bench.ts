import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import { mailMessages, organizations, outbox, ticketActivity, tickets } from '../../server/src/db/schema/index.js';
import { type BenchTarget, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions, targetsOf } from './cli-options.js';
import { startRealApp } from './tickets/real-app.js';

// npm run bench:mail-in [-- --messages 1000 --connections 10 --database-url URL --data-dir DIR]
// docs/product.md#email-in: messages sent over SMTP to the listener, as mail servers deliver them: half open
// tickets, half answer those tickets at their reply addresses; a fifth carry a 1 MB PDF. The listener answers 250
// only once a message is committed, so the time to its 250 is the time until the ticket or entry is visible
// through the API (checked at the end: nothing lost, nothing doubled).
const values = parseCommandLine({ ...targetOptions, messages: { type: 'string' }, connections: { type: 'string' } });
const settings = {
  messages: positiveInteger('messages', values.messages, 1000),
  connections: positiveInteger('connections', values.connections, 10),
};
const domain = 'bench-mail.srm.test';
const attachment = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 * 1024)]);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

interface Message {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer }[];
}

// Every message through `connections` senders at once, each its own SMTP connection as mail servers use.
async function deliver(port: number, messages: Message[]) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: settings.connections,
    maxMessages: Infinity,
  });
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: settings.connections }, async () => {
      while (next < messages.length) {
        const message = messages[next++]!;
        const sent = performance.now();
        await transport.sendMail(message);
        times.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  const sorted = times.toSorted((a, b) => a - b);
  return {
    perSecond: messages.length / seconds,
    seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
  };
}

const withFile = (index: number) => index % 5 === 0;

async function benchTarget(target: BenchTarget) {
  const database: DatabaseHandle = await openBenchDatabase(target);
  const { db } = database;
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Mail Bench ${randomUUID().slice(0, 8)}`, email: 'mail-bench@srm-bench.test', setupComplete: true })
    .returning({ id: organizations.id });
  const organizationId = organization!.id;
  const [{ slug } = { slug: '' }] = (
    await db.execute<{ slug: string }>(sql`select slug from mail_settings where organization_id = ${organizationId}`)
  ).rows;
  const real = await startRealApp(database, {
    env: { MAIL_IN_PORT: '0', MAIL_IN_HOST: '127.0.0.1', MAIL_IN_DOMAIN: domain },
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  try {
    const port = real.app.mailIn.smtpPort()!;
    const opening = Math.ceil(settings.messages / 2);
    const senders = Array.from({ length: opening }, (_, n) => `stakeholder.${n}@bench-sender.test`);
    console.log(
      `\n${describeTarget(target)}: ${settings.messages.toLocaleString('en-GB')} messages, ${settings.connections} connections.`,
    );

    const firsts = senders.map((from, n) => ({
      from,
      to: `${slug}@${domain}`,
      subject: `Meter ${n} not crediting`,
      text: `Message ${n}: I bought units and the meter shows none.`,
      ...(withFile(n) && { attachments: [{ filename: `receipt-${n}.pdf`, content: attachment }] }),
    }));
    const opened = await deliver(port, firsts);

    const replyAddresses = await db
      .select({ to: outbox.toAddress, replyTo: sql<string>`${outbox.threading}->>'replyTo'` })
      .from(outbox)
      .where(eq(outbox.organizationId, organizationId));
    const replyOf = new Map(replyAddresses.map((row) => [row.to, row.replyTo]));
    const answers = senders.slice(0, settings.messages - opening).map((from, n) => ({
      from,
      to: replyOf.get(from)!,
      subject: `Re: Meter ${n} not crediting`,
      text: `Still nothing on meter ${n}.\n\nOn Monday, Support wrote:\n> We opened your ticket.`,
      ...(withFile(n + 1) && { attachments: [{ filename: `photo-${n}.pdf`, content: attachment }] }),
    }));
    const answered = await deliver(port, answers);

    const [ticketCount] = await db
      .select({ n: count() })
      .from(tickets)
      .where(eq(tickets.organizationId, organizationId));
    const [answerCount] = await db
      .select({ n: count() })
      .from(ticketActivity)
      .where(and(eq(ticketActivity.organizationId, organizationId), eq(ticketActivity.type, 'answered')));
    const [taken] = await db
      .select({ n: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.direction, 'in')));
    const exact =
      ticketCount!.n === firsts.length && answerCount!.n === answers.length && taken!.n === settings.messages;

    const row = (label: string, result: Awaited<ReturnType<typeof deliver>>, n: number) =>
      `  ${label.padEnd(30)} ${String(n).padStart(6)} ${result.perSecond.toFixed(1).padStart(8)} ${result.p50Ms.toFixed(0).padStart(7)} ${result.p95Ms.toFixed(0).padStart(7)} ${result.maxMs.toFixed(0).padStart(7)}`;
    console.log(
      `\n  ${'messages'.padEnd(30)} ${'count'.padStart(6)} ${'msg/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    );
    console.log(row('opening a ticket', opened, firsts.length));
    console.log(row('answering at a reply address', answered, answers.length));
    const all = (firsts.length + answers.length) / (opened.seconds + answered.seconds);
    console.log(
      `  all: ${all.toFixed(1)} msg/s; a fifth with a 1 MB PDF; peak memory of the process ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
    );
    console.log(
      `  taken: ${ticketCount!.n} tickets, ${answerCount!.n} answers, ${taken!.n} messages recorded — ${exact ? 'each exactly once' : 'NOT EXACT'}`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await real.close();
    await db.delete(organizations).where(eq(organizations.id, organizationId));
    await database.close();
  }
}

for (const target of targetsOf(values)) await benchTarget(target);
