import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { SmtpSink } from '../smtp-sink.js';
import type { ActionKind, Outcome } from './burst.js';
import type { ServerProcess } from './server-child.js';

// Values in these statements are the suite's own (uuids, its labels), never user input.
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

function keysOf(outcomes: Outcome[], kind: ActionKind, answer: Outcome['answer']) {
  return outcomes.filter((outcome) => outcome.kind === kind && outcome.answer === answer).map(({ key }) => key);
}

// How many rows each key has: every 2xx exactly one, a request that had no
// answer at most one, a refused one none.
function expectEachOnce(outcomes: Outcome[], kind: ActionKind, rows: Map<string, number>) {
  for (const key of keysOf(outcomes, kind, 'acknowledged')) expect.soft(rows.get(key) ?? 0, `${kind} ${key}`).toBe(1);
  for (const key of keysOf(outcomes, kind, 'unknown'))
    expect.soft(rows.get(key) ?? 0, `${kind} ${key}`).toBeLessThanOrEqual(1);
  for (const key of keysOf(outcomes, kind, 'refused')) expect.soft(rows.get(key) ?? 0, `${kind} ${key}`).toBe(0);
}

const counted = (rows: { key: string; n: number }[]) => new Map(rows.map(({ key, n }) => [key, n]));

// Tickets: each answered one once, each whole (its first history entry and
// the stakeholder's email with it).
export async function checkTickets(server: ServerProcess, organizationId: string, outcomes: Outcome[]) {
  const rows = await server.query<{ key: string; n: number; created: number; emails: number }>(`
    select t.title as key, count(*)::int as n,
      min((select count(*) from ticket_activity a where a.ticket_id = t.id and a.type = 'created'))::int as created,
      min((select count(*) from outbox o where o.subject like '[' || t.reference || '] We have your request%'))::int as emails
    from tickets t where t.organization_id = ${quoted(organizationId)} group by t.title`);
  expectEachOnce(outcomes, 'ticket', counted(rows));
  for (const row of rows) {
    expect.soft(row.created, `history of ${row.key}`).toBe(1);
    expect.soft(row.emails, `email of ${row.key}`).toBe(1);
  }
  return rows.length;
}

// Feedback: each answered one once, with its image row and the image's file;
// and no image file of the organisation without its row.
export async function checkFeedback(
  server: ServerProcess,
  dataDir: string,
  organizationId: string,
  outcomes: Outcome[],
) {
  const rows = await server.query<{ key: string; n: number }>(`
    select subject as key, count(*)::int as n from feedback
    where organization_id = ${quoted(organizationId)} group by subject`);
  expectEachOnce(outcomes, 'feedback', counted(rows));
  const media = await server.query<{ subject: string; file_key: string | null }>(`
    select f.subject, m.file_key from feedback f left join feedback_media m on m.feedback_id = f.id
    where f.organization_id = ${quoted(organizationId)}`);
  for (const { subject, file_key } of media) expect.soft(file_key, `image of ${subject}`).not.toBeNull();
  const folder = path.join(dataDir, 'uploads', organizationId, 'feedback');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const stored = files.filter((name) => !name.endsWith('.meta.json') && !name.startsWith('.tmp-'));
  const named = new Set(media.map(({ file_key }) => file_key?.split('/').at(-1)));
  for (const name of named) expect.soft(stored, 'the files of the feedback rows').toContain(name);
  for (const name of stored) expect.soft(named.has(name), `file ${name} has its feedback row`).toBe(true);
  return rows.length;
}

// Chat messages: each acknowledged one once (by its client id), and every
// conversation numbered 1, 2, 3… with no gap.
export async function checkChat(server: ServerProcess, organizationId: string, outcomes: Outcome[]) {
  const rows = await server.query<{ key: string; n: number }>(`
    select client_id as key, count(*)::int as n from chat_messages
    where organization_id = ${quoted(organizationId)} group by client_id`);
  expectEachOnce(outcomes, 'chat', counted(rows));
  const numbering = await server.query<{ n: number; last: number }>(`
    select count(*)::int as n, max(sequence)::int as last from chat_messages
    where organization_id = ${quoted(organizationId)} group by chat_user_id`);
  for (const { n, last } of numbering) expect.soft(last, 'the last sequence of a conversation').toBe(n);
  return rows.length;
}

// Invoices: each send answered 2xx is sent; the numbers are 1…k with no gap nor
// repeat, k is the settings' last sequence, and each sent invoice asked for one email.
export async function checkInvoices(server: ServerProcess, organizationId: string, outcomes: Outcome[]) {
  const rows = await server.query<{ id: string; status: string; invoice_number: string | null; emails: number }>(`
    select i.id, i.status, i.invoice_number,
      (select count(*) from invoice_emails e where e.invoice_id = i.id)::int as emails
    from invoices i where i.organization_id = ${quoted(organizationId)}`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of keysOf(outcomes, 'invoice', 'acknowledged'))
    expect.soft(byId.get(id)?.status, `invoice ${id}`).toBe('pending');
  const sent = rows.filter((row) => row.status !== 'draft');
  for (const row of sent) expect.soft(row.emails, `emails of ${row.invoice_number}`).toBe(1);
  for (const row of rows.filter((row) => row.status === 'draft')) expect.soft(row.invoice_number).toBeNull();
  const sequences = sent.map((row) => Number(row.invoice_number?.match(/(\d+)\D*$/)?.[1])).sort((a, b) => a - b);
  const [settings] = await server.query<{ last_sequence: number; number_start: number }>(`
    select last_sequence, number_start from invoice_settings where organization_id = ${quoted(organizationId)}`);
  const start = settings?.number_start ?? 1;
  expect.soft(sequences).toEqual(sequences.map((_, index) => start + index));
  expect.soft(settings?.last_sequence ?? 0).toBe(sent.length ? start + sent.length - 1 : 0);
  return sent.length;
}

// The jobs that finish what a request began: sending its email, making an
// invoice's email, removing the files of an upload that was never saved.
const unfinished = `
  select (select count(*) from outbox where status = 'pending')::int
    + (select count(*) from jobs where status = 'pending'
       and name in ('mail.deliver', 'invoice.email', 'files.remove-unsaved'))::int as n`;

// Two hours pass on the server's clock: past every claim a killed process held,
// every retry wait and the wait before unsaved files are removed. Resolves once
// those jobs have all run.
export async function letTimePass(server: ServerProcess) {
  await server.advance(2 * 60 * 60_000);
  const until = Date.now() + 60_000;
  for (;;) {
    const [{ n } = { n: 0 }] = await server.query<{ n: number }>(unfinished);
    if (n === 0) return;
    if (Date.now() > until) throw new Error(`${n} emails or jobs still wait after a minute`);
    // A minute more each round: a retry's wait passes too.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await server.advance(60_000);
  }
}

// Each queued email reached the SMTP server once. A message whose sending a
// kill cut short may arrive twice, with the same Message-ID (transports.ts),
// by which receiving servers drop the copy: so copies are counted by id (the
// outbox row's, the Message-ID's local part), at
// most one extra per kill (one message is sent at a time).
export async function expectMailDelivered(server: ServerProcess, sink: SmtpSink, { kills }: { kills: number }) {
  const outbox = await server.query<{ id: string; status: string }>('select id, status from outbox');
  for (const { id, status } of outbox) expect.soft(status, `email ${id}`).toBe('sent');
  const received = sink.received.map(({ raw }) => raw.match(/^Message-ID: <([^@>]+)@[^>]+>/im)?.[1]);
  const copies = new Map<string, number>();
  for (const id of received) if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
  for (const { id } of outbox) expect.soft(copies.get(id) ?? 0, `copies of email ${id}`).toBeGreaterThanOrEqual(1);
  const extra = [...copies.values()].reduce((sum, count) => sum + count - 1, 0);
  expect.soft(extra, 'emails sent twice').toBeLessThanOrEqual(kills);
  expect.soft([...copies.keys()].every((id) => outbox.some((row) => row.id === id))).toBe(true);
  return outbox.length;
}
