import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedback, users } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { aSubmission, submitFeedback } from '../../test/feedback.js';
import { multipartFile, multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';
import { fieldWithNul } from './nul-characters.js';

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

const refusedFor = (field: string) => ({ [field]: messages.textHasNul });

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

describe('fieldWithNul', () => {
  it('walks a body nested deeper than a call stack would allow', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];

    expect(fieldWithNul(deep)).toBe(Array(200_000).fill('0').join('.'));
    expect(fieldWithNul({ text: 'fine', list: [1, null, true] })).toBeUndefined();
  });
});
