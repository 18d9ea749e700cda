import fs from 'node:fs';
import path from 'node:path';
import { FeedbackSubmission, maxImageBytes, messages, pathTo } from '@srm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.js';
import { appLink } from '../../platform/mail/app-link.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { checkImage } from '../../platform/storage/images.js';
import { uploadsDirOf } from '../../platform/storage/local-disk-storage.js';
import { createTeam, type Team } from '../../test/factories.js';
import { aSubmission, submitFeedback } from '../../test/feedback.js';
import { gifImage, htmlPage, jpegImage, pngImage, svgImage } from '../../test/images.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFeedbackService } from './feedback.service.js';
import { maxFeedbackRequestBytes } from './feedback-upload.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Feedback Org');
});
afterAll(() => testApp.close());

// Every test sends from its own address, so the per-address limit counts per test.
let nextAddress = 1;
const send = (options: Parameters<typeof submitFeedback>[2] = {}, organizationId = team.organization.id) =>
  submitFeedback(testApp, organizationId, { ip: `198.51.100.${nextAddress++}`, ...options });

async function feedbackRows(subject: string) {
  const result = await testApp.database.db.execute<{ reference: string }>(
    sql`select reference from feedback where subject = ${subject}`,
  );
  return result.rows;
}

// The feedback images the organisation's folder holds (their content-type notes aside).
function storedImages() {
  const folder = path.join(uploadsDirOf(testApp.config), team.organization.id, 'feedback');
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((name) => !name.endsWith('.meta.json'));
}

const withSubject = (subject: string) => ({ ...aSubmission, subject });

describe('POST /api/ticket/create-feedback/{organization_id}/', () => {
  it('saves the feedback with its images and answers with its reference', async () => {
    const before = storedImages().length;

    const response = await send({
      fields: withSubject('Two screenshots'),
      attachments: [{ content: pngImage() }, { content: jpegImage(), filename: 'photo.jpg', type: 'image/jpeg' }],
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ reference: expect.stringMatching(/^FBK-\d{6}$/) });
    expect(await feedbackRows('Two screenshots')).toHaveLength(1);
    expect(storedImages()).toHaveLength(before + 2);
  });

  it('needs no images, and takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = withSubject('No images, no phone');

    const response = await send({ fields: withoutPhone, attachments: [] });

    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['the 10 digits', '8031234567'],
    ['a leading 0 and spaces', '0803 123 4567'],
    ['+234 and dashes', '+234-803-123-4567'],
    ['234 without the plus', '2348031234567'],
  ])('keeps a phone typed with %s as its 10 digits', async (_form, phone) => {
    const subject = `Phone typed as ${phone}`;

    const response = await send({ fields: { ...withSubject(subject), phone } });

    expect(response.statusCode).toBe(201);
    const stored = await testApp.database.db.execute<{ stakeholder_phone: string }>(
      sql`select stakeholder_phone from feedback where subject = ${subject}`,
    );
    expect(stored.rows).toEqual([{ stakeholder_phone: '8031234567' }]);
  });

  it('emails each manager of the organisation, with a link to the feedback', async () => {
    const response = await send({ fields: withSubject('Please call me back') });

    const email = (await emailsTo(testApp, team.manager.user.email)).find((sent) =>
      sent.subject.endsWith('Please call me back'),
    );
    expect(email?.subject).toBe(`New feedback ${response.json().reference} on Acadaboo: Please call me back`);
    const [stored] = await testApp.database.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.organizationId, team.organization.id), eq(feedback.reference, response.json().reference)));
    expect(email?.textBody).toContain(appLink(testApp.config, pathTo.feedback(stored!.id)));
    expect(await emailsTo(testApp, team.support.user.email)).toEqual([]);
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['email', { email: '' }, messages.emailRequired],
    ['email', { email: 'ngozi@' }, messages.invalidEmail],
    ['phone', { phone: '080312345' }, messages.phoneInvalid],
    ['phone', { phone: '0801234567' }, messages.phoneInvalid],
    ['phone', { phone: '803123456a' }, messages.phoneInvalid],
    ['phone', { phone: '+44 7911 123456' }, messages.phoneInvalid],
    ['subject', { subject: '   ' }, messages.subjectRequired],
    ['message', { message: '' }, messages.messageRequired],
    ['message', { message: 'x'.repeat(5001) }, messages.textTooLong],
  ])('refuses a bad %s with its message (%j)', async (field, change, message) => {
    const response = await send({ fields: { ...aSubmission, ...change } });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('accepts an image of exactly 5 MB and refuses one of 5 MB and 1 byte', async () => {
    const exact = await send({
      fields: withSubject('Exactly 5 MB'),
      attachments: [{ content: pngImage(maxImageBytes) }],
    });
    const over = await send({
      fields: withSubject('One byte over'),
      attachments: [{ content: pngImage(maxImageBytes + 1) }],
    });

    expect(exact.statusCode).toBe(201);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ attachments: messages.imageTooLarge });
    expect(await feedbackRows('One byte over')).toEqual([]);
  });

  it('knows a PNG renamed .txt as a PNG by its content', async () => {
    const response = await send({
      fields: withSubject('Renamed PNG'),
      attachments: [{ content: pngImage(), filename: 'notes.txt', type: 'text/plain' }],
    });

    expect(response.statusCode).toBe(201);
    const detail = await testApp.database.db.execute<{ file_name: string; content_type: string }>(
      sql`select m.file_name, m.content_type from feedback_media m join feedback f on f.id = m.feedback_id where f.subject = 'Renamed PNG'`,
    );
    expect(detail.rows).toEqual([{ file_name: 'notes.png', content_type: 'image/png' }]);
  });

  it.each([
    ['a text file renamed .png', htmlPage(), 'report.png'],
    ['an SVG', svgImage(), 'logo.svg'],
    ['a plain text file', Buffer.from('just words'), 'words.png'],
  ])('refuses %s, whatever its name and declared type', async (_what, content, filename) => {
    const subject = `Refused ${filename}`;
    const before = storedImages().length;

    const response = await send({
      fields: withSubject(subject),
      attachments: [{ content, filename, type: 'image/png' }],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ attachments: messages.imagesOnly });
    expect(await feedbackRows(subject)).toEqual([]);
    expect(storedImages()).toHaveLength(before);
  });

  it('takes five images and refuses a sixth', async () => {
    const five = Array.from({ length: 5 }, () => ({ content: gifImage() }));

    const accepted = await send({ fields: withSubject('Five images'), attachments: five });
    const refused = await send({ fields: withSubject('Six images'), attachments: [...five, { content: gifImage() }] });

    expect(accepted.statusCode).toBe(201);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ attachments: messages.tooManyAttachments });
    expect(await feedbackRows('Six images')).toEqual([]);
  });

  it('refuses a request larger than five full images before reading it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/ticket/create-feedback/${team.organization.id}/`,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(maxFeedbackRequestBytes + 1),
      },
      payload: Buffer.alloc(maxFeedbackRequestBytes + 1),
      remoteAddress: '198.51.100.250',
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.attachmentsTooLarge);
  });

  it('refuses an oversized request sent without a length once it passes the limit', async () => {
    const { Readable } = await import('node:stream');
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    // A body of ~27 MB streamed in chunks: no content-length to check up front.
    const body = new Readable({
      read() {
        if (sent === 0) this.push(Buffer.from('--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n'));
        sent += 1;
        this.push(sent > 27 ? null : chunk);
      },
    });

    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/ticket/create-feedback/${team.organization.id}/`,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      payload: body,
      remoteAddress: '198.51.100.251',
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.attachmentsTooLarge);
  });

  it('answers 400 to a malformed or cut-short upload, and 415 to anything but a form', async () => {
    const post = (contentType: string, payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/ticket/create-feedback/${team.organization.id}/`,
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: '198.51.100.253',
      });

    expect((await post('multipart/form-data', 'no boundary')).statusCode).toBe(400);
    expect(
      (await post('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda'))
        .statusCode,
    ).toBe(400);
    expect((await post('application/json', JSON.stringify(aSubmission))).statusCode).toBe(415);
  });

  it('answers 404 for an unknown organisation, and for an address that is no id at all', async () => {
    const unknown = await send({}, '00000000-0000-4000-8000-000000000000');
    const malformed = await send({}, 'not-an-id');

    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
  });

  it('saves nothing, and leaves no image behind, when the database write fails', async () => {
    const { db } = testApp.database;
    // A real failure inside the transaction, after the feedback row is written.
    await db.execute(sql`
      create function refuse_media() returns trigger language plpgsql as $$
      begin raise exception 'media table unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_media before insert on feedback_media execute function refuse_media()`);
    const before = storedImages();
    try {
      const response = await send({
        fields: withSubject('Database fails'),
        attachments: [{ content: pngImage() }, { content: jpegImage() }],
      });

      expect(response.statusCode).toBe(500);
      expect(await feedbackRows('Database fails')).toEqual([]);
      expect(storedImages()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_media on feedback_media`);
      await db.execute(sql`drop function refuse_media()`);
    }
  });

  it('removes the images already stored when storing another fails, and saves no feedback', async () => {
    let saves = 0;
    const failingSecondSave: FileStorage = {
      ...testApp.storage,
      async save(file) {
        saves += 1;
        if (saves === 2) throw new Error('disk full');
        return testApp.storage.save(file);
      },
    };
    const service = createFeedbackService({ ...testApp.context, storage: failingSecondSave });
    const before = storedImages();
    const image = async (bytes: Buffer) => ({ image: await checkImage(bytes, 'attachments'), fileName: 'shot.png' });

    const submitting = service.submitFeedback({
      organizationId: team.organization.id,
      submission: FeedbackSubmission.parse(withSubject('Storage fails')),
      attachments: [await image(pngImage()), await image(jpegImage()), await image(gifImage())],
    });

    await expect(submitting).rejects.toThrow('disk full');
    expect(saves).toBe(3);
    expect(storedImages()).toEqual(before);
    expect(await feedbackRows('Storage fails')).toEqual([]);
  });

  it('limits submissions per client address', async () => {
    const ip = '198.51.100.252';
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      answers.push((await send({ fields: withSubject(`Flood ${attempt}`), attachments: [], ip })).statusCode);
    }

    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
