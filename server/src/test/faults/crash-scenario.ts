import { expect } from 'vitest';
import type { SmtpSink } from '../smtp-sink.js';
import { apiClient } from './api-client.js';
import { type Outcome, openChats, startBurst } from './burst.js';
import { checkChat, checkFeedback, checkInvoices, checkTickets, expectMailDelivered, letTimePass } from './checks.js';
import { signUpOrganisation } from './organisation.js';
import { type ServerProcess, startServerProcess } from './server-child.js';

export function tally(outcomes: Outcome[]) {
  const counts: Record<string, number> = {};
  for (const { kind, answer } of outcomes) counts[`${kind} ${answer}`] = (counts[`${kind} ${answer}`] ?? 0) + 1;
  return counts;
}

// docs/testing.md#faults: a burst of ticket creates, feedback with an
// image, chat messages and invoice sends; `kill -9` once 40 of them were
// answered 2xx; a restart on the same database and DATA_DIR; then every
// answered request is there once and whole, numbering has no gap, and every
// queued email reaches the SMTP server.
export async function crashMidBurst({
  env,
  dataDir,
  sink,
  onServer,
}: {
  env: Record<string, string>;
  dataDir: string;
  sink: SmtpSink;
  // Told of each server process started, so the test can stop the last one.
  onServer: (server: ServerProcess) => void;
}) {
  let server = await startServerProcess(env);
  onServer(server);
  let api = apiClient(server.address);
  const organisation = await signUpOrganisation(api, sink, { drafts: 12 });
  const chats = await openChats(api, server.address, organisation, 4);
  const burst = startBurst({
    api,
    organisation,
    chats,
    drafts: organisation.draftIds.slice(0, 10),
    concurrency: 8,
    total: 1_000,
    label: 'crash',
  });
  await burst.acknowledged(40);
  await server.kill9();
  const outcomes = await burst.finished;
  for (const { socket } of chats) socket.disconnect();
  expect(outcomes.filter(({ answer }) => answer === 'unknown').length, 'requests cut by the kill').toBeGreaterThan(0);

  server = await startServerProcess(env);
  onServer(server);
  api = apiClient(server.address);
  // A send whose answer the kill cut is tried again, as a person would: sent now, or already sent.
  const cutSends = outcomes.filter(({ kind, answer }) => kind === 'invoice' && answer === 'unknown');
  for (const { key } of cutSends) {
    const { status } = await api.call('POST', `/invoice/send-invoice/${key}/`, { token: organisation.token });
    expect([200, 400], `send of ${key} again`).toContain(status);
  }
  // Numbering goes on after the restart.
  for (const id of organisation.draftIds.slice(10)) {
    await api.ok('POST', `/invoice/send-invoice/${id}/`, { token: organisation.token });
  }

  const { organizationId } = organisation;
  await letTimePass(server);
  const emails = await expectMailDelivered(server, sink, { kills: 1 });
  const found = {
    tickets: await checkTickets(server, organizationId, outcomes),
    feedback: await checkFeedback(server, dataDir, organizationId, outcomes),
    chat: await checkChat(server, organizationId, outcomes),
    invoices: await checkInvoices(server, organizationId, outcomes),
    emails,
  };
  return { server, organisation, outcomes, found };
}
