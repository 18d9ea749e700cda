import { messages, searchCountCap } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.js';
import { bearer, createFeedback, createTeam, type Team } from '../../test/factories.js';
import { aSubmission, submitFeedback } from '../../test/feedback.js';
import { jpegImage, pngImage } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Inbox Org');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const get = (url: string, token = team.support.token) => testApp.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload: object, token = team.support.token) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

// Feedback a minute apart, oldest first, so "newest first" is visible.
async function feedbackSeries(
  organizationId: string,
  subjects: string[],
  { product = 'acadaboo', from = '2026-03-02T09:00:00Z' } = {},
) {
  const start = Date.parse(from);
  const rows = [];
  for (const [index, subject] of subjects.entries()) {
    rows.push(
      await createFeedback(testApp.database.db, {
        organizationId,
        product,
        subject,
        createdAt: new Date(start + index * 60_000),
      }),
    );
  }
  return rows;
}

describe('feedback inbox', () => {
  let desk: Team;
  beforeAll(async () => {
    desk = await createTeam(testApp, 'Busy Desk');
    await feedbackSeries(
      desk.organization.id,
      Array.from({ length: 17 }, (_, index) => `Question ${index + 1}`),
    );
    await feedbackSeries(desk.organization.id, ['Neo crashes on start'], {
      product: 'neo',
      from: '2026-03-01T09:00:00Z',
    });
    await feedbackSeries(desk.organization.id, ['Kiosk printer jams'], {
      product: 'kiosk',
      from: '2026-03-01T10:00:00Z',
    });
  });

  it('lists every product form newest first, 15 to a page, with the total', async () => {
    const first = await get('/api/ticket/get-feedbacks/', desk.support.token);
    const second = await get('/api/ticket/get-feedbacks/?page=2', desk.support.token);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 19, page: 1, page_size: 15 });
    expect(first.json().results).toHaveLength(15);
    expect(second.json().results.map((row: { subject: string }) => row.subject)).toEqual([
      'Question 2',
      'Question 1',
      'Kiosk printer jams',
      'Neo crashes on start',
    ]);
    expect(first.json().results[0]).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^FBK-\d{6}$/),
      subject: 'Question 17',
      message: 'Since Monday the dashboard logs me out.',
      product: 'acadaboo',
      project_name: 'Acadaboo',
      status: 'open',
      stakeholder: { name: 'Ngozi Okafor', email: 'ngozi@example.ng', phone: null },
      attachment_count: 0,
      created_at: '2026-03-02T09:16:00.000Z',
    });
  });

  it('searches subjects, references, names and emails, case-insensitively', async () => {
    const bySubject = await get('/api/ticket/get-feedbacks/?search=NEO%20CRASHES', desk.support.token);
    const byReference = await get('/api/ticket/get-feedbacks/?search=FBK-000019', desk.support.token);
    const byEmail = await get('/api/ticket/get-feedbacks/?search=ngozi@example', desk.support.token);
    const nothing = await get('/api/ticket/get-feedbacks/?search=zzz', desk.support.token);

    expect(bySubject.json().results.map((row: { subject: string }) => row.subject)).toEqual(['Neo crashes on start']);
    expect(byReference.json().results.map((row: { subject: string }) => row.subject)).toEqual(['Kiosk printer jams']);
    expect(byEmail.json().count).toBe(19);
    expect(nothing.json()).toMatchObject({ results: [], count: 0 });
  });

  it("filters by product, whatever the case of the product's name", async () => {
    const response = await post('/api/ticket/filter-feedbacks/', { project_name: 'Neo' }, desk.support.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      count: 1,
      results: [{ subject: 'Neo crashes on start', project_name: 'Neo' }],
    });
  });

  it('refuses a product name that no form could have', async () => {
    const response = await post('/api/ticket/filter-feedbacks/', { project_name: '../etc' }, desk.support.token);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ project_name: messages.feedbackProductUnknown });
  });

  it("counts responses per product: the organisation's (three to start with), then the others", async () => {
    const response = await get('/api/ticket/feedback-products/', desk.support.token);

    expect(response.json()).toEqual({
      results: [
        { product: 'acadaboo', project_name: 'Acadaboo', short_code: 'AC', colour: 'acadaboo', count: 17 },
        { product: 'neo', project_name: 'Neo', short_code: 'NE', colour: 'neo', count: 1 },
        { product: 'oberon', project_name: 'Oberon', short_code: 'OB', colour: 'oberon', count: 0 },
        { product: 'kiosk', project_name: 'Kiosk', short_code: 'KI', colour: 'srm', count: 1 },
      ],
    });
  });

  it("never shows another organisation's feedback", async () => {
    const response = await get('/api/ticket/get-feedbacks/', otherTeam.support.token);

    expect(response.json().results.map((row: { subject: string }) => row.subject)).not.toContain(
      'Neo crashes on start',
    );
  });
});

describe("a feedback search's total (decision 012)", () => {
  let busy: Team;
  beforeAll(async () => {
    busy = await createTeam(testApp, 'Login Trouble Ltd');
    const start = Date.parse('2026-04-01T09:00:00Z');
    // 1,001 about logging in, oldest first, then one about something else.
    const rows = Array.from({ length: searchCountCap + 2 }, (_, index) => {
      const createdAt = new Date(start + index * 60_000);
      return {
        organizationId: busy.organization.id,
        number: index + 1,
        reference: `FBK-${String(index + 1).padStart(6, '0')}`,
        product: 'neo',
        subject: index <= searchCountCap ? `Cannot login ${index + 1}` : 'Invoice is wrong',
        message: 'Please help.',
        stakeholderName: 'Ngozi Okafor',
        stakeholderEmail: 'ngozi@example.ng',
        createdAt,
        updatedAt: createdAt,
      };
    });
    await testApp.database.db.insert(feedback).values(rows);
  });

  const subjectsOf = (response: { json(): unknown }) =>
    (response.json() as { results: { subject: string }[] }).results.map((row) => row.subject);

  it('stops counting at 1,000 and says so, with the newest page first', async () => {
    const first = await get('/api/ticket/get-feedbacks/?search=login', busy.support.token);
    expect(first.json()).toMatchObject({ count: searchCountCap, count_capped: true });
    expect(subjectsOf(first).slice(0, 2)).toEqual(['Cannot login 1001', 'Cannot login 1000']);
    const product = await post(
      '/api/ticket/filter-feedbacks/',
      { project_name: 'neo', search: 'LOGIN' },
      busy.support.token,
    );
    expect(product.json()).toMatchObject({ count: searchCountCap, count_capped: true });
  });

  it('is exact near the end, and answers a page past the last match with no rows', async () => {
    const last = await get('/api/ticket/get-feedbacks/?search=login&page=67', busy.support.token);
    expect(last.json()).toMatchObject({ count: searchCountCap + 1, count_capped: false });
    expect(subjectsOf(last)).toEqual(Array.from({ length: 11 }, (_, index) => `Cannot login ${11 - index}`));
    const beyond = await get('/api/ticket/get-feedbacks/?search=login&page=68', busy.support.token);
    expect(beyond.json()).toEqual({
      results: [],
      count: searchCountCap + 1,
      count_capped: false,
      page: 68,
      page_size: 15,
    });
  });

  it('keeps the exact total of an unsearched inbox', async () => {
    const all = await get('/api/ticket/get-feedbacks/', busy.support.token);
    expect(all.json()).toMatchObject({ count: searchCountCap + 2, count_capped: false });
    expect(subjectsOf(all)[0]).toBe('Invoice is wrong');
  });
});

describe('GET /api/ticket/get-single-feedback/{id}/', () => {
  async function submittedWithImages() {
    const subject = `With images ${Math.random()}`;
    const sent = await submitFeedback(testApp, team.organization.id, {
      fields: { ...aSubmission, subject },
      attachments: [
        { content: pngImage(), filename: 'login error.png' },
        { content: jpegImage(), filename: 'C:\\Users\\ngozi\\phone.jpeg', type: 'image/jpeg' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    const list = await get(`/api/ticket/get-feedbacks/?search=${encodeURIComponent(subject)}`);
    return list.json().results[0].id as string;
  }

  it('shows the stakeholder, the message and each image through a signed address that serves it', async () => {
    const id = await submittedWithImages();

    const response = await get(`/api/ticket/get-single-feedback/${id}/`);

    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id,
      stakeholder: { name: 'Ngozi Okafor', email: 'ngozi@example.ng', phone: '8031234567' },
      message: aSubmission.message,
      project_name: 'Acadaboo',
      status: 'open',
      attachment_count: 2,
      ticket: null,
    });
    expect(detail.feedback_media).toEqual([
      {
        id: expect.any(String),
        location: expect.stringMatching(/^\/api\/files\/.+\?exp=\d+&sig=[0-9a-f]{64}$/),
        file_name: 'login error.png',
        content_type: 'image/png',
        size: pngImage().length,
      },
      {
        id: expect.any(String),
        location: expect.any(String),
        file_name: 'phone.jpg',
        content_type: 'image/jpeg',
        size: jpegImage().length,
      },
    ]);
    const image = await testApp.app.inject({ url: detail.feedback_media[0].location });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngImage())).toBe(true);
  });

  it("answers 404 to another organisation's staff", async () => {
    const id = await submittedWithImages();

    const response = await get(`/api/ticket/get-single-feedback/${id}/`, otherTeam.manager.token);

    expect(response.statusCode).toBe(404);
  });

  it("never opens another organisation's file with a signature made for one's own", async () => {
    const ours = (await get(`/api/ticket/get-single-feedback/${await submittedWithImages()}/`)).json();
    const theirsSent = await submitFeedback(testApp, otherTeam.organization.id, { ip: '203.0.113.77' });
    expect(theirsSent.statusCode).toBe(201);
    const theirsId = (await get('/api/ticket/get-feedbacks/', otherTeam.support.token)).json().results[0].id;
    const theirs = (await get(`/api/ticket/get-single-feedback/${theirsId}/`, otherTeam.support.token)).json();
    const [theirPath] = theirs.feedback_media[0].location.split('?');
    const [, ourQuery] = ours.feedback_media[0].location.split('?');

    const forged = await testApp.app.inject({ url: `${theirPath}?${ourQuery}` });

    expect(forged.statusCode).toBe(404);
  });
});

describe('tickets made from feedback', () => {
  const ticketFrom = (feedbackId: string, token = team.manager.token) =>
    post(
      '/api/ticket/create-ticket/',
      {
        name: 'Ngozi Okafor',
        email: 'ngozi@example.ng',
        title: 'The app logs me out on every page',
        priority: 'high',
        sla_category: 'standard',
        description: 'Since Monday the dashboard logs me out.',
        handler_id: team.executive.user.id,
        feedback_id: feedbackId,
      },
      token,
    );
  const feedbackDetail = async (id: string) => (await get(`/api/ticket/get-single-feedback/${id}/`)).json();

  it('links the ticket and the feedback both ways, and says so in the history', async () => {
    const source = await createFeedback(testApp.database.db, { organizationId: team.organization.id });

    const created = await ticketFrom(source.id);

    expect(created.statusCode).toBe(201);
    expect(created.json().feedback).toEqual({ id: source.id, reference: source.reference });
    expect((await feedbackDetail(source.id)).ticket).toEqual({
      id: created.json().id,
      reference: created.json().reference,
      status: 'new',
    });
    const ticket = (await get(`/api/ticket/get-ticket/${created.json().id}/`)).json();
    expect(ticket.feedback).toEqual({ id: source.id, reference: source.reference });
    expect(ticket.ticket_activity[0].text).toContain(`from feedback ${source.reference}`);
  });

  it("shows the feedback's images on its ticket, each through a signed address that serves it", async () => {
    const subject = `Ticket images ${Math.random()}`;
    const png = pngImage();
    const sent = await submitFeedback(testApp, team.organization.id, {
      fields: { ...aSubmission, subject },
      attachments: [
        { content: png, filename: 'login error.png' },
        { content: jpegImage(), filename: 'phone.jpg', type: 'image/jpeg' },
      ],
      ip: '203.0.113.41',
    });
    expect(sent.statusCode).toBe(201);
    const source = (await get(`/api/ticket/get-feedbacks/?search=${encodeURIComponent(subject)}`)).json().results[0];
    const created = (await ticketFrom(source.id)).json();

    // Whoever reads the ticket sees them, support users too.
    const ticket = (await get(`/api/ticket/get-ticket/${created.id}/`)).json();
    expect(ticket.attachments).toEqual([
      {
        id: expect.any(String),
        location: expect.stringMatching(/^\/api\/files\/.+\?exp=\d+&sig=[0-9a-f]{64}$/),
        file_name: 'login error.png',
        content_type: 'image/png',
        size: png.length,
      },
      expect.objectContaining({ file_name: 'phone.jpg', content_type: 'image/jpeg' }),
    ]);
    const served = await testApp.app.inject({ url: ticket.attachments[0].location });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const byReference = (await get(`/api/ticket/by-reference/${created.reference}/`)).json();
    expect(byReference.attachments.map((file: { file_name: string }) => file.file_name)).toEqual([
      'login error.png',
      'phone.jpg',
    ]);
  });

  it('shows no attachments on a ticket made from no feedback', async () => {
    const created = await post(
      '/api/ticket/create-ticket/',
      {
        name: 'Ngozi Okafor',
        email: 'ngozi@example.ng',
        title: 'A call about billing',
        priority: 'low',
        sla_category: 'standard',
        description: 'She called about her bill.',
        handler_id: team.executive.user.id,
      },
      team.manager.token,
    );
    expect((await get(`/api/ticket/get-ticket/${created.json().id}/`)).json().attachments).toEqual([]);
  });

  it('resolves the feedback when its ticket is resolved', async () => {
    const source = await createFeedback(testApp.database.db, { organizationId: team.organization.id });
    const ticket = (await ticketFrom(source.id)).json();

    const resolved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/ticket/update-ticket/${ticket.id}/`,
      payload: { status: 'resolved' },
      headers: bearer(team.manager.token),
    });

    expect(resolved.statusCode).toBe(200);
    expect(await feedbackDetail(source.id)).toMatchObject({ status: 'resolved', ticket: { status: 'resolved' } });
  });

  it('makes one live ticket per feedback, and another once that one is deleted', async () => {
    const source = await createFeedback(testApp.database.db, { organizationId: team.organization.id });
    const first = (await ticketFrom(source.id)).json();

    const again = await ticketFrom(source.id);
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/ticket/delete-ticket/${first.id}/`,
      headers: bearer(team.manager.token),
    });
    const reopened = await feedbackDetail(source.id);
    const afterDelete = await ticketFrom(source.id);

    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.feedbackHasTicket);
    expect(reopened).toMatchObject({ status: 'open', ticket: null });
    expect(afterDelete.statusCode).toBe(201);
  });

  it('makes one ticket when two people press Create at once', async () => {
    const source = await createFeedback(testApp.database.db, { organizationId: team.organization.id });

    const answers = await Promise.all([ticketFrom(source.id), ticketFrom(source.id)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().detail).toBe(messages.feedbackHasTicket);
  });

  it("answers 404 for another organisation's feedback, and makes no ticket", async () => {
    const theirs = await createFeedback(testApp.database.db, { organizationId: otherTeam.organization.id });

    const response = await ticketFrom(theirs.id);

    expect(response.statusCode).toBe(404);
    expect(
      (await get(`/api/ticket/get-single-feedback/${theirs.id}/`, otherTeam.support.token)).json().ticket,
    ).toBeNull();
  });

  it('refuses support users, as every ticket create', async () => {
    const source = await createFeedback(testApp.database.db, { organizationId: team.organization.id });

    expect((await ticketFrom(source.id, team.support.token)).statusCode).toBe(403);
  });
});
