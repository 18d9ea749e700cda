import { randomUUID } from 'node:crypto';
import { messages, type PublicTicket, type Ticket, type TicketDetail } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAttachments } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(64)]);

async function createdTicket() {
  const email = `chidi.${randomUUID().slice(0, 8)}@example.ng`;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    headers: bearer(team.manager.token),
    payload: {
      name: 'Chidi Eze',
      email,
      title: 'Quote for the new meters',
      priority: 'medium',
      sla_category: 'standard',
      description: 'Please send a quote.',
      handler_id: team.support.user.id,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Ticket;
}

const reply = (
  ticket: Ticket,
  files: { filename: string; content: Buffer; type?: string }[],
  token = team.manager.token,
) => {
  const form = multipartForm({
    fields: { body: 'Here is the quote.' },
    files: files.map((file) => ({ field: 'files', type: 'application/octet-stream', ...file })),
  });
  return testApp.app.inject({
    method: 'POST',
    url: `/api/ticket/reply-to-ticket/${ticket.id}/`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

const detailOf = async (ticket: Ticket) =>
  (
    await testApp.app.inject({ url: `/api/ticket/get-ticket/${ticket.id}/`, headers: bearer(team.manager.token) })
  ).json() as TicketDetail;

// The token of the stakeholder's page in the newest email about the ticket.
async function pageTokenOf(ticket: Ticket) {
  const [newest] = await emailsTo(testApp, ticket.stakeholder.email);
  return newest!.textBody.match(/\/your-ticket\/(\S+)/)![1]!;
}

describe("files on a ticket's thread", () => {
  it('go with a reply: in the thread, attached to the email, and on the stakeholder’s page', async () => {
    const ticket = await createdTicket();
    const sent = await reply(ticket, [
      { filename: 'quote.pdf', content: pdf },
      { filename: 'meter.png', content: png },
    ]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ detail: messages.ticketReplySent });

    const [replied] = (await detailOf(ticket)).ticket_activity.filter((entry) => entry.type === 'replied');
    expect(replied!.files.map(({ file_name, content_type, size }) => ({ file_name, content_type, size }))).toEqual([
      { file_name: 'quote.pdf', content_type: 'application/pdf', size: pdf.length },
      { file_name: 'meter.png', content_type: 'image/png', size: png.length },
    ]);
    const email = (await emailsTo(testApp, ticket.stakeholder.email)).find((one) => one.subject.includes('New reply'));
    const attached = await testApp.database.db
      .select({ filename: outboxAttachments.filename, content: outboxAttachments.content })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, email!.id))
      .orderBy(outboxAttachments.filename);
    expect(attached.map((file) => file.filename)).toEqual(['meter.png', 'quote.pdf']);
    expect(attached[1]!.content.equals(pdf)).toBe(true);

    const page = (
      await testApp.app.inject({ url: `/api/your-ticket/${await pageTokenOf(ticket)}/` })
    ).json() as PublicTicket;
    const onPage = page.thread.find((entry) => entry.kind === 'reply');
    expect(onPage!.files.map((file) => file.file_name)).toEqual(['quote.pdf', 'meter.png']);
    const download = await testApp.app.inject({ url: onPage!.files[0]!.location });
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a program, even named as a PDF, and writes nothing', async () => {
    const ticket = await createdTicket();
    for (const file of [
      { filename: 'setup.exe', content: exe },
      { filename: 'invoice.pdf', content: exe },
      { filename: 'quote.pdf.exe', content: pdf },
    ]) {
      const refused = await reply(ticket, [{ filename: 'fine.pdf', content: pdf }, file]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { files: messages.documentNotAccepted } });
    }
    expect((await detailOf(ticket)).ticket_activity.filter((entry) => entry.type === 'replied')).toEqual([]);
    expect((await emailsTo(testApp, ticket.stakeholder.email)).map((email) => email.subject)).not.toContainEqual(
      expect.stringContaining('New reply'),
    );
  });

  it('takes at most ten files with one reply', async () => {
    const ticket = await createdTicket();
    const eleven = Array.from({ length: 11 }, (_, n) => ({ filename: `page-${n}.pdf`, content: pdf }));
    const refused = await reply(ticket, eleven);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { files: messages.tooManyDocuments } });
  });

  it('lets the stakeholder attach files to their answer on their page', async () => {
    const ticket = await createdTicket();
    const token = await pageTokenOf(ticket);
    const form = multipartForm({
      fields: { body: 'The old meter, as you asked.' },
      files: [{ field: 'files', filename: 'old-meter.png', content: png, type: 'image/png' }],
    });
    const answered = await testApp.app.inject({
      method: 'POST',
      url: `/api/your-ticket/${token}/answers/`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(answered.statusCode).toBe(201);
    const page = answered.json() as PublicTicket;
    expect(page.thread.find((entry) => entry.kind === 'answer')?.files.map((file) => file.file_name)).toEqual([
      'old-meter.png',
    ]);
    const [staffSide] = (await detailOf(ticket)).ticket_activity.filter((entry) => entry.type === 'answered');
    expect(staffSide!.files.map((file) => file.content_type)).toEqual(['image/png']);
  });

  it('reads no upload for a link that opens nothing', async () => {
    const form = multipartForm({
      fields: { body: 'Hello' },
      files: [{ field: 'files', filename: 'a.pdf', content: pdf, type: 'application/pdf' }],
    });
    const answered = await testApp.app.inject({
      method: 'POST',
      url: `/api/your-ticket/${randomUUID()}.9999999999.${'a'.repeat(43)}/answers/`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(answered.statusCode).toBe(404);
  });
});
