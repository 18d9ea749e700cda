import { messages } from '@srm/contract';
import { expect } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../smtp-sink.js';
import { apiClient } from './api-client.js';
import { openChats } from './burst.js';
import { letTimePass } from './checks.js';
import type { Organisation } from './organisation.js';
import type { PrivatePostgres } from './private-postgres.js';
import type { ServerProcess } from './server-child.js';

function ticketCalls(server: ServerProcess, organisation: Organisation) {
  const api = apiClient(server.address);
  const { token, managerId } = organisation;
  return {
    api,
    list: () => api.call('GET', '/ticket/all-tickets/?page=1', { token }),
    create: (title: string) =>
      api.call<{ reference: string }>('POST', '/ticket/create-ticket/', {
        token,
        json: {
          name: 'Chidi Eze',
          email: 'chidi@example.ng',
          title,
          priority: 'medium',
          sla_category: 'standard',
          description: 'Asked during an outage.',
          handler_id: managerId,
        },
      }),
    count: async (title: string) => {
      const [row] = await server.query<{ n: number }>(
        `select count(*)::int as n from tickets where title = '${title.replaceAll("'", "''")}'`,
      );
      return row?.n ?? 0;
    },
  };
}

// docs/testing.md#faults: PostgreSQL stopped under a running server (all
// its connections ended, as a restart ends them) and started again. Meanwhile
// requests answer 503 with the catalogue's text, the chat socket's too; after,
// the same server process answers again, without a restart.
export async function restartPostgresUnder(
  server: ServerProcess,
  postgres: PrivatePostgres,
  organisation: Organisation,
) {
  const calls = ticketCalls(server, organisation);
  const [chat] = await openChats(calls.api, server.address, organisation, 1);
  expect((await calls.list()).status).toBe(200);

  await postgres.stop();
  const during = {
    list: await calls.list(),
    create: await calls.create('Created while the database restarts'),
    publicChat: await calls.api.call('POST', `/chat/start/${organisation.organizationId}/`, {
      json: { name: 'Visitor', email: 'visitor.outage@example.ng' },
    }),
    health: await calls.api.call('GET', '/health'),
  };
  const chatAnswer = await chat!.socket
    .timeout(10_000)
    .emitWithAck('messages', { roomId: chat!.roomId, text: 'Anyone there?', clientId: crypto.randomUUID() });
  await postgres.start();

  for (const [call, answer] of Object.entries(during)) expect(answer.status, `${call} while down`).toBe(503);
  expect(during.list.body).toEqual({ detail: messages.serviceUnavailable, errors: {} });
  expect(chatAnswer).toEqual({ ok: false, status: 503, detail: messages.serviceUnavailable });

  // The pool connects again by itself: the first requests after the start may still find it starting.
  const until = Date.now() + 20_000;
  while ((await calls.list()).status !== 200) {
    if (Date.now() > until) throw new Error('the server did not answer again within 20 s of the database starting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect((await calls.create('Created once the database is back')).status).toBe(201);
  const sent = await chat!.socket
    .timeout(10_000)
    .emitWithAck('messages', { roomId: chat!.roomId, text: 'Back again', clientId: crypto.randomUUID() });
  expect(sent).toMatchObject({ ok: true });
  chat!.socket.disconnect();
  expect(await calls.count('Created while the database restarts')).toBe(0);
  expect(await calls.count('Created once the database is back')).toBe(1);
}

// docs/testing.md#faults: the SMTP server is down for a minute while
// emails are queued; each attempt fails and is retried (30 s, then 1 min);
// once it is back, each email goes out once. The server's clock moves instead
// of waiting the minute.
export async function smtpDownForAMinute(server: ServerProcess, sink: SmtpSink, organisation: Organisation) {
  const calls = ticketCalls(server, organisation);
  const port = Number(new URL(sink.url).port);
  await sink.close();
  const references: string[] = [];
  for (const title of ['Mailed during the outage 1', 'Mailed during the outage 2', 'Mailed during the outage 3']) {
    const answer = await calls.create(title);
    expect(answer.status).toBe(201);
    references.push(answer.body.reference);
  }
  const outageMail = `select count(*)::int as n from outbox where subject like '[%] We have your request: Mailed during the outage%'`;
  const failedOnce = async () =>
    (
      await server.query<{ n: number }>(
        `${outageMail} and status = 'pending' and attempts >= 1 and last_error is not null`,
      )
    )[0]?.n;
  const until = Date.now() + 20_000;
  while ((await failedOnce()) !== 3) {
    if (Date.now() > until) throw new Error('the emails were not tried while the SMTP server was down');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Half a minute later, the retry fails too: still down.
  await server.advance(31_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const back = await startSmtpSink({ port });
  try {
    await letTimePass(server);
    const rows = await server.query<{ status: string; attempts: number }>(
      `${outageMail.replace('count(*)::int as n', 'status, attempts')}`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: expect.any(Number) });
    for (const reference of references) {
      expect(
        back.received.filter(({ raw }) => raw.includes(`[${reference}]`)),
        reference,
      ).toHaveLength(1);
    }
    expect(Math.min(...rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
  } finally {
    await back.close();
  }
}
