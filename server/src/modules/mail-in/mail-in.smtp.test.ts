import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailSettings, TicketActivity, TicketDetail } from '@srm/contract';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { composeEmail, mailSenderTo, type SmtpRefusal } from '../../test/mail-sender.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ticketsPerSenderHour } from './mail-intake.service.js';
import { maxMessageBytes } from './smtp-listener.js';

const domain = 'mail.srm.test';
let testApp: TestApp;
let team: Team;
let supportAddress: string;
let sender: ReturnType<typeof mailSenderTo>;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      MAIL_IN_PORT: '0',
      MAIL_IN_HOST: '127.0.0.1',
      MAIL_IN_DOMAIN: domain,
      MAIL_IN_TRUSTED_AUTHSERV_IDS: `mx.${domain}`,
    },
  });
  team = await createTeam(testApp, 'Zenith Foods');
  const settings = await testApp.app.inject({
    url: '/api/profile/mail-settings/',
    headers: bearer(team.support.token),
  });
  supportAddress = (settings.json() as MailSettings).support_address;
  sender = mailSenderTo(testApp.app.mailIn.smtpPort()!);
});
afterAll(async () => {
  sender.close();
  await testApp.close();
});

// Each test's stakeholder has an inbox of their own.
const stakeholderAddress = () => `chidi.${randomUUID().slice(0, 8)}@example.ng`;

const send = async (raw: string | Buffer, { from, to = [supportAddress] }: { from: string; to?: string[] }) =>
  sender.send(raw, { from, to });

const refusalOf = (sending: Promise<unknown>) =>
  sending.then(
    () => undefined,
    (error: SmtpRefusal) => error.responseCode,
  );

const detailOf = async (reference: string) => {
  const response = await testApp.app.inject({
    url: `/api/ticket/by-reference/${reference}/`,
    headers: bearer(team.manager.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TicketDetail;
};

// The "we have your request" email the sender got, with its threading, and the ticket it opened.
const openedTicketOf = async (address: string) => {
  const created = (await emailsTo(testApp, address)).find((email) => email.subject.includes('We have your request'));
  if (!created) throw new Error(`no ticket was opened for ${address}`);
  const reference = created.subject.match(/TCK-\d+/)![0];
  return { email: created, ticket: await detailOf(reference) };
};

const entriesOf = (ticket: TicketDetail, type: TicketActivity['type']) =>
  ticket.ticket_activity.filter((entry) => entry.type === type);

describe('a message to the support address', () => {
  it('opens a ticket: the sender its stakeholder, the subject its title, the text its description', async () => {
    const from = stakeholderAddress();
    const messageId = `${randomUUID()}@example.ng`;
    await send(
      await composeEmail({
        from: `Chidi Eze <${from}>`,
        to: supportAddress,
        subject: 'Fwd: Invoice shows the wrong amount',
        text: 'The March invoice charges twice for the same delivery.\n\nChidi',
        messageId,
      }),
      { from },
    );
    const { email, ticket } = await openedTicketOf(from);
    expect(ticket).toMatchObject({
      title: 'Invoice shows the wrong amount',
      description: 'The March invoice charges twice for the same delivery.\n\nChidi',
      status: 'new',
      priority: 'medium',
      sla_category: 'standard',
      handler: null,
      stakeholder: { name: 'Chidi Eze', email: from },
    });
    expect(entriesOf(ticket, 'created')[0]).toMatchObject({
      text: `Opened by an email from Chidi Eze <${from}>, unassigned.`,
      email: { from_address: from, from_name: 'Chidi Eze', sender_check: null, refused_files: [] },
    });
    expect(entriesOf(ticket, 'created')[0]!.email!.original_location).toMatch(/^\/api\/files\/.+\.eml\?/);
    // Their mail program threads our answer under their message, and their reply comes back to the ticket.
    expect(email.threading).toMatchObject({
      messageId: expect.stringMatching(new RegExp(`@${domain}$`)),
      replyTo: expect.stringMatching(new RegExp(`^reply\\+[0-9a-f]{52}@${domain}$`)),
      inReplyTo: messageId,
      references: [messageId],
    });
  });

  it('goes to the default handler of the email settings, who is told', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-settings/',
      headers: bearer(team.manager.token),
      payload: { default_handler_id: team.support.user.id },
    });
    expect(put.statusCode).toBe(200);
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject: 'Where is my delivery?', text: 'Order 55.' }), {
      from,
    });
    const { ticket } = await openedTicketOf(from);
    expect(ticket.handler?.id).toBe(team.support.user.id);
    expect(ticket.stakeholder.name).toBe(from.split('@')[0]);
    const assigned = (await emailsTo(testApp, team.support.user.email)).find((email) =>
      email.subject.startsWith(`${ticket.reference} was assigned to you`),
    );
    expect(assigned?.textBody).toContain(`An email from ${from} assigned you the ticket "Where is my delivery?"`);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/mail-settings/',
      headers: bearer(team.manager.token),
      payload: { default_handler_id: null },
    });
  });

  it('keeps the text of an HTML-only message, without its scripts, styles and images', async () => {
    const from = stakeholderAddress();
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Broken checkout',
        html: `<html><head><style>p { color: red }</style><script>alert('x')</script></head><body>
          <p>The <b>checkout</b> fails.</p><img src="https://tracker.example/pixel.gif" width="1" height="1">
          <p><a href="https://shop.example/cart">My cart</a></p></body></html>`,
      }),
      { from },
    );
    const { ticket } = await openedTicketOf(from);
    expect(ticket.description).toContain('The checkout fails.');
    expect(ticket.description).toContain('My cart [https://shop.example/cart]');
    expect(ticket.description).not.toMatch(/alert|color: red|tracker\.example|<p>/);
  });
});

describe('sender trust', () => {
  it.each([
    ['spf=fail smtp.mailfrom={domain}', 'failed'],
    ['spf=pass smtp.mailfrom={domain}; dkim=fail header.d={domain}', 'failed'],
    ['spf=pass smtp.mailfrom={domain}; dkim=pass header.d={domain}', 'passed'],
    // A failure for another domain (a forwarder's) says nothing of the sender.
    ['spf=fail smtp.mailfrom=forwarder.example; dkim=none', null],
  ])('marks an entry whose trusted relay says "%s" as %s', async (results, verdict) => {
    const from = stakeholderAddress();
    const senderDomain = from.split('@')[1]!;
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Pay to this new account',
        text: 'Our bank details changed.',
        headers: { 'Authentication-Results': `mx.${domain}; ${results.replaceAll('{domain}', senderDomain)}` },
      }),
      { from },
    );
    const [created] = entriesOf((await openedTicketOf(from)).ticket, 'created');
    expect(created!.email!.sender_check).toBe(verdict);
  });

  it('believes no Authentication-Results but those of a trusted relay: a sender may write their own', async () => {
    const from = stakeholderAddress();
    const senderDomain = from.split('@')[1]!;
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Trust me',
        text: 'All checked.',
        headers: { 'Authentication-Results': `mx.attacker.example; spf=pass smtp.mailfrom=${senderDomain}` },
      }),
      { from },
    );
    const [created] = entriesOf((await openedTicketOf(from)).ticket, 'created');
    expect(created!.email!.sender_check).toBeNull();
  });
});

describe('a reply', () => {
  // A ticket opened by the stakeholder's first message, and the email we answered with.
  async function openTicket() {
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject: 'Meter not working', text: 'Since Monday.' }), {
      from,
    });
    return { from, ...(await openedTicketOf(from)) };
  }

  const quoted = (words: string) =>
    `${words}\n\nOn Mon, 23 Nov 2026 at 10:00, Zenith Foods <${supportAddress}> wrote:\n> We opened your ticket.\n> Regards\n`;

  it('to the reply address answers the ticket, without what it quotes', async () => {
    const { from, email, ticket } = await openTicket();
    const replyTo = email.threading!.replyTo;
    await send(await composeEmail({ from, to: replyTo, subject: 'Re: whatever', text: quoted('It is still off.') }), {
      from,
      to: [replyTo],
    });
    const answered = entriesOf(await detailOf(ticket.reference), 'answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ body: 'It is still off.', author: null, email: { from_address: from } });
  });

  it('naming our message in In-Reply-To answers the ticket, whichever address it went to', async () => {
    const { from, email, ticket } = await openTicket();
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Hello again',
        text: 'Any news?',
        inReplyTo: `<${email.threading!.messageId}>`,
      }),
      { from },
    );
    expect(entriesOf(await detailOf(ticket.reference), 'answered')[0]?.body).toBe('Any news?');
  });

  it("naming the ticket's reference in its subject answers it", async () => {
    const { from, ticket } = await openTicket();
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: `Re: [${ticket.reference}] Meter`,
        text: 'Photo attached soon.',
      }),
      { from },
    );
    expect(entriesOf(await detailOf(ticket.reference), 'answered')[0]?.body).toBe('Photo attached soon.');
  });

  it('reopens a resolved ticket and tells its handler', async () => {
    const { from, email, ticket } = await openTicket();
    const reassigned = await testApp.app.inject({
      url: `/api/ticket/set-handler/${ticket.id}/${team.executive.user.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(reassigned.statusCode).toBe(200);
    const resolved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/ticket/update-ticket/${ticket.id}/`,
      headers: bearer(team.manager.token),
      payload: { status: 'resolved' },
    });
    expect(resolved.statusCode).toBe(200);
    await send(
      await composeEmail({ from, to: email.threading!.replyTo, subject: 'Re: Resolved', text: 'No, it is not.' }),
      {
        from,
        to: [email.threading!.replyTo],
      },
    );
    const after = await detailOf(ticket.reference);
    expect(after.status).not.toBe('resolved');
    expect(entriesOf(after, 'reopened')).toHaveLength(1);
    const told = (await emailsTo(testApp, team.executive.user.email)).find((each) =>
      each.subject.startsWith(`${ticket.reference}: `),
    );
    expect(told?.subject).toBe(`${ticket.reference}: ${ticket.stakeholder.name} wrote and reopened it`);
  });

  it('from someone other than the stakeholder is kept as an internal note marked with its sender', async () => {
    const { email, ticket } = await openTicket();
    const stranger = stakeholderAddress();
    await send(
      await composeEmail({
        from: `Bola Ade <${stranger}>`,
        to: email.threading!.replyTo,
        subject: 'Re: Meter',
        text: 'I am his neighbour.',
      }),
      { from: stranger, to: [email.threading!.replyTo] },
    );
    const after = await detailOf(ticket.reference);
    expect(entriesOf(after, 'answered')).toHaveLength(0);
    expect(entriesOf(after, 'noted')[0]).toMatchObject({
      text: `An email from Bola Ade <${stranger}>, who is not the stakeholder, kept as an internal note.`,
      body: 'I am his neighbour.',
      email: { from_address: stranger },
    });
  });
});

describe('files', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const csv = Buffer.from('date,kwh\n2026-11-01,12\n');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(64)]);

  it('keeps documents by their content and refuses programs, scripts and web pages, the message landing still', async () => {
    const from = stakeholderAddress();
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Documents for my claim',
        text: 'Attached.',
        attachments: [
          { filename: 'claim.pdf', content: pdf, contentType: 'application/octet-stream' },
          { filename: 'meter.png', content: png },
          { filename: 'readings.csv', content: csv },
          { filename: 'setup.exe', content: exe },
          { filename: 'invoice.pdf.exe', content: pdf },
          { filename: 'page.txt', content: '<html><script>steal()</script></html>' },
          { filename: 'run.js', content: 'require("child_process")' },
          // Windows drops the trailing space and runs it.
          { filename: 'run.bat ', content: 'echo hi' },
          // A PDF by any other name downloads as what it is.
          { filename: 'quote.doc', content: pdf },
        ],
      }),
      { from },
    );
    const { ticket } = await openedTicketOf(from);
    const [created] = entriesOf(ticket, 'created');
    expect(created!.files.map(({ file_name, content_type, size }) => ({ file_name, content_type, size }))).toEqual([
      { file_name: 'claim.pdf', content_type: 'application/pdf', size: pdf.length },
      { file_name: 'meter.png', content_type: 'image/png', size: png.length },
      { file_name: 'readings.csv', content_type: 'text/csv', size: csv.length },
      { file_name: 'quote.doc.pdf', content_type: 'application/pdf', size: pdf.length },
    ]);
    expect(created!.email!.refused_files).toEqual([
      { name: 'setup.exe', reason: 'a program, script or web page' },
      { name: 'invoice.pdf.exe', reason: 'a program, script or web page' },
      { name: 'page.txt', reason: 'a program, script or web page' },
      { name: 'run.js', reason: 'a program, script or web page' },
      { name: 'run.bat', reason: 'a program, script or web page' },
    ]);
    const download = await testApp.app.inject({ url: created!.files[0]!.location });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file over 10 MB and keeps the rest', async () => {
    const from = stakeholderAddress();
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    await send(
      await composeEmail({
        from,
        to: supportAddress,
        subject: 'Scans',
        text: 'Two scans.',
        attachments: [
          { filename: 'large.pdf', content: large },
          { filename: 'small.pdf', content: pdf },
        ],
      }),
      { from },
    );
    const [created] = entriesOf((await openedTicketOf(from)).ticket, 'created');
    expect(created!.files.map((file) => file.file_name)).toEqual(['small.pdf']);
    expect(created!.email!.refused_files).toEqual([{ name: 'large.pdf', reason: 'larger than 10 MB' }]);
  });
});

describe('no loops, no noise', () => {
  const ticketsOf = async (address: string) =>
    (await emailsTo(testApp, address)).filter((email) => email.subject.includes('We have your request'));

  it.each([
    ['Auto-Submitted: auto-replied', { 'Auto-Submitted': 'auto-replied' }, 'Re: your message'],
    ['Precedence: bulk', { Precedence: 'bulk' }, 'Our newsletter'],
    ['X-Autoreply', { 'X-Autoreply': 'yes' }, 'Thanks'],
    ['an out-of-office subject', {}, 'Out of Office: back on Monday'],
  ])('an auto-reply (%s) opens nothing and is answered by nothing', async (_kind, headers, subject) => {
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject, text: 'I am away.', headers }), { from });
    expect(await ticketsOf(from)).toEqual([]);
  });

  it('a bounce opens nothing and marks the stakeholder address failing on their ticket, until they write again', async () => {
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject: 'Refund', text: 'Please refund.' }), { from });
    const { email, ticket } = await openedTicketOf(from);
    const report = [
      `From: Mail Delivery System <MAILER-DAEMON@mx.example.ng>`,
      `To: ${email.threading!.replyTo}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <${randomUUID()}@mx.example.ng>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--b1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.ng',
      '',
      `Final-Recipient: rfc822; ${from}`,
      'Action: failed',
      'Status: 5.1.1',
      '--b1',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: <${email.threading!.messageId}>`,
      `To: ${from}`,
      '--b1--',
      '',
    ].join('\r\n');
    await send(report, { from: '', to: [email.threading!.replyTo] });
    const bounced = await detailOf(ticket.reference);
    expect(bounced.ticket_activity).toHaveLength(ticket.ticket_activity.length);
    expect(bounced.stakeholder_email_failing).toMatchObject({ reason: 'mail to it came back undelivered' });
    expect(await ticketsOf('mailer-daemon@mx.example.ng')).toEqual([]);

    await send(await composeEmail({ from, to: email.threading!.replyTo, subject: 'Re: Refund', text: 'Hello?' }), {
      from,
      to: [email.threading!.replyTo],
    });
    expect((await detailOf(ticket.reference)).stakeholder_email_failing).toBeNull();
  });

  it('a delay notice or a read receipt is no bounce: the address is not marked failing', async () => {
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject: 'Slow mail', text: 'Hello' }), { from });
    const { email, ticket } = await openedTicketOf(from);
    const report = (type: string, body: string[]) =>
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.example.ng>',
        `To: ${email.threading!.replyTo}`,
        'Subject: Delivery report',
        `Message-ID: <${randomUUID()}@mx.example.ng>`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/report; report-type=${type}; boundary="b1"`,
        '',
        '--b1',
        'Content-Type: text/plain',
        '',
        'A report.',
        '--b1',
        ...body,
        '--b1',
        'Content-Type: text/rfc822-headers',
        '',
        `Message-ID: <${email.threading!.messageId}>`,
        '--b1--',
        '',
      ].join('\r\n');
    const delayed = report('delivery-status', [
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.ng',
      '',
      `Final-Recipient: rfc822; ${from}`,
      'Action: delayed',
      'Status: 4.4.1',
    ]);
    const receipt = report('disposition-notification', [
      'Content-Type: message/disposition-notification',
      '',
      `Final-Recipient: rfc822; ${from}`,
      'Disposition: manual-action/MDN-sent-manually; displayed',
    ]);
    for (const raw of [delayed, receipt]) await send(raw, { from: '', to: [email.threading!.replyTo] });
    const after = await detailOf(ticket.reference);
    expect(after.stakeholder_email_failing).toBeNull();
    expect(after.ticket_activity).toHaveLength(ticket.ticket_activity.length);
  });

  it("our acknowledgement says it was sent by itself, so the sender's own autoresponder does not answer it", async () => {
    const from = stakeholderAddress();
    await send(await composeEmail({ from, to: supportAddress, subject: 'Hello', text: 'Hi' }), { from });
    const { email } = await openedTicketOf(from);
    expect(email.threading!.autoSubmitted).toBe('auto-replied');
  });

  it('takes a message with NUL characters, or a Message-ID far longer than any real one, once', async () => {
    const from = stakeholderAddress();
    const longId = `${'x'.repeat(5000)}@example.ng`;
    const raw = [
      `From: Nul\u0000 Name <${from}>`,
      `To: ${supportAddress}`,
      'Subject: Broken\u0000 subject',
      `Message-ID: <${longId}>`,
      '',
      'Text with a \u0000 in it.',
      '',
    ].join('\r\n');
    await send(raw, { from });
    await send(raw, { from });
    const opened = (await emailsTo(testApp, from)).filter((one) => one.subject.includes('We have your request'));
    expect(opened).toHaveLength(1);
    const { ticket } = await openedTicketOf(from);
    expect(ticket.title).toBe('Broken subject');
    expect(ticket.description).toBe('Text with a  in it.');
  });

  it("a message from the organisation's own address opens nothing", async () => {
    await send(await composeEmail({ from: supportAddress, to: supportAddress, subject: 'Loop?', text: 'Echo' }), {
      from: supportAddress,
    });
    expect(await ticketsOf(supportAddress)).toEqual([]);
  });

  it('a message delivered twice, even at once, is taken once', async () => {
    const from = stakeholderAddress();
    const raw = await composeEmail({ from, to: supportAddress, subject: 'Twice', text: 'Once only, please.' });
    await Promise.all([send(raw, { from }), send(raw, { from })]);
    await send(raw, { from });
    expect(await ticketsOf(from)).toHaveLength(1);
  });

  it(`one sender opens at most ${ticketsPerSenderHour} tickets an hour; the rest join their latest`, async () => {
    const from = stakeholderAddress();
    // A second apart, as the thread orders entries by their time.
    for (let n = 1; n <= ticketsPerSenderHour + 2; n += 1) {
      await send(await composeEmail({ from, to: supportAddress, subject: `Question ${n}`, text: `Number ${n}` }), {
        from,
      });
      testApp.clock.advance(1000);
    }
    const opened = await ticketsOf(from);
    expect(opened).toHaveLength(ticketsPerSenderHour);
    const latestEmail = opened.find((email) => email.subject.endsWith(`Question ${ticketsPerSenderHour}`));
    const latest = await detailOf(latestEmail!.subject.match(/TCK-\d+/)![0]);
    expect(entriesOf(latest, 'answered').map((entry) => entry.body)).toEqual([
      `Number ${ticketsPerSenderHour + 1}`,
      `Number ${ticketsPerSenderHour + 2}`,
    ]);
    // An hour after their first they may open tickets again.
    testApp.clock.advance(60 * 60_000 - (ticketsPerSenderHour + 2) * 1000 + 1);
    await send(await composeEmail({ from, to: supportAddress, subject: 'Next day', text: 'New matter' }), { from });
    expect(await ticketsOf(from)).toHaveLength(ticketsPerSenderHour + 1);
  });
});

describe('the listener', () => {
  it('refuses at RCPT TO any address it does not serve', async () => {
    const from = stakeholderAddress();
    const raw = await composeEmail({ from, to: 'x@y.z', subject: 'Hi', text: 'Hi' });
    expect(await refusalOf(send(raw, { from, to: [`nobody-here@${domain}`] }))).toBe(550);
    expect(await refusalOf(send(raw, { from, to: ['zenith-foods@elsewhere.example'] }))).toBe(550);
    expect(await refusalOf(send(raw, { from, to: [`reply+${'0'.repeat(52)}@${domain}`] }))).toBe(550);
    expect(await refusalOf(send(raw, { from, to: [`postmaster@${domain}`] }))).toBe(550);
  });

  it('takes mail for a tagged support address, refuses a message one byte over 25 MB, and goes on', async () => {
    const from = stakeholderAddress();
    const [slug, at] = supportAddress.split('@');
    const tagged = `${slug}+billing@${at}`;
    await send(await composeEmail({ from, to: tagged, subject: 'Tagged', text: 'By tag.' }), { from, to: [tagged] });
    expect((await openedTicketOf(from)).ticket.title).toBe('Tagged');

    // A message of exactly `bytes` bytes, in lines of at most 1,000 as SMTP wants them.
    const sized = (sender: string, bytes: number) => {
      const head = `From: ${sender}\r\nTo: ${supportAddress}\r\nSubject: Large\r\n\r\n`;
      const line = `${'a'.repeat(998)}\r\n`;
      const room = bytes - head.length;
      const lastLine = room % line.length;
      return head + line.repeat(Math.floor(room / line.length)) + (lastLine ? `${'b'.repeat(lastLine - 2)}\r\n` : '');
    };
    expect(sized(from, maxMessageBytes + 1)).toHaveLength(maxMessageBytes + 1);
    const overLimit = stakeholderAddress();
    expect(await refusalOf(send(sized(overLimit, maxMessageBytes + 1), { from: overLimit }))).toBe(552);
    const raw = await composeEmail({ from, to: supportAddress, subject: 'After', text: 'Still there?' });
    expect(await refusalOf(send(raw, { from }))).toBeUndefined();
  });

  it('offers STARTTLS with the certificate it is given, and takes mail over it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${domain}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const tlsApp = await createTestApp({
      env: {
        MAIL_IN_PORT: '0',
        MAIL_IN_HOST: '127.0.0.1',
        MAIL_IN_DOMAIN: domain,
        MAIL_IN_TLS_CERT: path.join(dir, 'cert.pem'),
        MAIL_IN_TLS_KEY: path.join(dir, 'key.pem'),
      },
    });
    try {
      const tlsTeam = await createTeam(tlsApp, 'Secure Foods');
      const address = (
        (
          await tlsApp.app.inject({ url: '/api/profile/mail-settings/', headers: bearer(tlsTeam.support.token) })
        ).json() as MailSettings
      ).support_address;
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: tlsApp.app.mailIn.smtpPort()!,
        secure: false,
        requireTLS: true,
        tls: { ca: fs.readFileSync(path.join(dir, 'cert.pem')), servername: domain },
      });
      const from = stakeholderAddress();
      await transport.sendMail({ from, to: address, subject: 'Over TLS', text: 'Encrypted on the way.' });
      transport.close();
      const [ticket] = await tlsApp.database.db
        .select({ title: tickets.title })
        .from(tickets)
        .where(eq(tickets.organizationId, tlsTeam.organization.id));
      expect(ticket?.title).toBe('Over TLS');
    } finally {
      await tlsApp.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a malformed message as text and goes on taking mail', async () => {
    const cases = [
      // A multipart whose boundary never comes.
      (from: string) =>
        `From: ${from}\r\nTo: ${supportAddress}\r\nSubject: Broken MIME\r\nContent-Type: multipart/mixed; boundary="zz"\r\n\r\n--zz\r\nContent-Type: text/plain\r\n\r\nWords before the end\r\n`,
      // Raw 8-bit bytes in the headers, and a charset nobody knows.
      (from: string) =>
        Buffer.concat([
          Buffer.from(`From: Ọlá <${from}>\r\nTo: ${supportAddress}\r\nSubject: Ẹ kú àárọ̀\r\n`),
          Buffer.from('Content-Type: text/plain; charset=x-unknown-charset\r\n\r\nPlain words\r\n'),
        ]),
    ];
    for (const compose of cases) {
      const from = stakeholderAddress();
      await send(compose(from), { from });
      const { ticket } = await openedTicketOf(from);
      expect(ticket.description).toMatch(/Words before the end|Plain words/);
    }
  });
});
