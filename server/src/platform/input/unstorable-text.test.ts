import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedback, stakeholders, tickets, users } from '../../db/schema/index.js';
import { bearer, createTeam, createTicket, type Team } from '../../test/factories.js';
import { aSubmission, submitFeedback } from '../../test/feedback.js';
import { multipartFile, multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';
import { fieldWithUnstorableText } from './unstorable-text.js';

// U+0000 in any text used to answer 500 (PostgreSQL refuses it), public routes included.
let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.post(
        '/api/test/nested',
        { config: { access: access.public }, schema: { body: z.record(z.string(), z.unknown()) } },
        async (request) => request.body,
      );
    },
  });
  team = await createTeam(testApp, 'Nul Org');
});
afterAll(() => testApp.close());

const refusedFor = (field: string) => ({ [field]: messages.textUnstorable });

describe('a NUL character (U+0000) in any text', () => {
  it('is refused in a public JSON form with 422 naming the field, and nothing is saved', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { first_name: 'Ada\u0000', last_name: 'Obi', company_name: 'Zenith', email: 'nul.signup@zenith.ng' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.validationFailed, errors: refusedFor('first_name') });
    expect(await testApp.database.db.select().from(users).where(eq(users.email, 'nul.signup@zenith.ng'))).toEqual([]);
  });

  it('is refused in a login password', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nul.login@zenith.ng', password: 'Zenith!2026\u0000' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(refusedFor('password'));
  });

  it('is refused in a search query string', async () => {
    const response = await testApp.app.inject({
      url: '/api/ticket/all-tickets/?search=inv%00oice',
      headers: bearer(team.manager.token),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(refusedFor('search'));
  });

  it('is refused in a path parameter of a public route', async () => {
    const response = await testApp.app.inject({ url: '/api/ticket/feedback-form/abc%00def/' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(refusedFor('organization_id'));
  });

  it("is refused in the public feedback form's multipart fields with the form's 400, and no feedback is kept", async () => {
    const response = await submitFeedback(testApp, team.organization.id, {
      fields: { ...aSubmission, message: 'The app logs me out\u0000 every day' },
      ip: '203.0.113.77',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.validationFailed, errors: refusedFor('message') });
    expect(await testApp.database.db.select().from(feedback)).toEqual([]);
  });

  it("is refused in the multipart profile form, answered as that form's bad input is", async () => {
    const form = multipartForm({ fields: { first_name: 'Ade\u0000' } });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/update-data/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(team.executive.token) },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(refusedFor('first_name'));
  });

  // A NUL byte marks a binary file (a UTF-16 export, a workbook), not comma-separated text.
  it('refuses a staff import file holding one as no CSV, and adds no one', async () => {
    const file = multipartFile({
      filename: 'staff.csv',
      content:
        'first_name,last_name,email,permission_type\nKofi\u0000,Boateng,kofi.nul@zenith.ng,support\n' +
        'Efua,Boateng,efua.nul@zenith.ng,support\n',
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/import-staff/',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(team.manager.token) },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: messages.csvOnly });
    expect((await testApp.database.db.select().from(users)).map(({ email }) => email)).not.toContain(
      'efua.nul@zenith.ng',
    );
  });

  it('is found deep inside a JSON body, and in a field name', async () => {
    const post = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/test/nested', payload: payload as Record<string, unknown> });

    expect((await post({ address: { lines: ['12 Marina', 'Lagos\u0000'] } })).json().errors).toEqual(
      refusedFor('address.lines.1'),
    );
    expect((await post({ address: { 'li\u0000nes': [] } })).json().errors).toEqual(refusedFor('address'));
    expect((await post({ 'na\u0000me': 'Ada' })).json().errors).toEqual(refusedFor('body'));
    expect((await post({ address: { lines: ['12 Marina', 'Lagos'] } })).statusCode).toBe(200);
  });
});

// Half of a surrogate pair ("\ud800" in JSON) used to answer 500 wherever it reached a jsonb column
// (a stakeholder record, a ticket's history entry).
describe('half of a surrogate pair in any JSON text', () => {
  const postJson = (url: string, json: string, method: 'POST' | 'PUT' = 'POST') =>
    testApp.app.inject({
      method,
      url,
      payload: json,
      headers: { ...bearer(team.manager.token), 'content-type': 'application/json' },
    });

  it('is refused in a new stakeholder record with 422 naming the field, and nothing is saved', async () => {
    const body = JSON.stringify({
      type: 'others',
      name: 'Lagos Ministry \ud800',
      relationship_details: 'Regulator',
      stakeholderType: 'type_1',
      industry_or_sector: 'other',
      strategic_account_manager: team.manager.user.id,
      email: ['ministry@lagos.ng'],
      phone: ['08031234567'],
      address: '1 Alausa',
      contact_preference: 'email',
    });
    const response = await postJson('/api/profile/create-stakeholder/', body);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(refusedFor('name'));
    expect(await testApp.database.db.select().from(stakeholders)).toEqual([]);
  });

  // Ticket edits answer bad input with 400 (docs/product.md#api-conventions).
  it('is refused in a ticket edit with its 400, and the ticket keeps its title', async () => {
    const ticket = await createTicket(testApp.database.db, { organizationId: team.organization.id });
    const response = await postJson(
      `/api/ticket/update-ticket/${ticket.id}/`,
      '{"title":"Refund \\udc00 please","priority":"low","sla_category":"standard"}',
      'PUT',
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(refusedFor('title'));
    const [kept] = await testApp.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(kept?.title).toBe(ticket.title);
  });

  it('is told apart from a whole pair, which is kept', () => {
    expect(fieldWithUnstorableText({ name: 'Ada \ud83d\ude00' })).toBeUndefined();
    expect(fieldWithUnstorableText({ name: 'Ada \ud83d' })).toBe('name');
    expect(fieldWithUnstorableText({ name: '\ude00 Ada' })).toBe('name');
  });
});

describe('fieldWithUnstorableText', () => {
  it('walks a body nested deeper than a call stack would allow', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];

    expect(fieldWithUnstorableText(deep)).toBe(Array(200_000).fill('0').join('.'));
    expect(fieldWithUnstorableText({ text: 'fine', list: [1, null, true] })).toBeUndefined();
  });
});
