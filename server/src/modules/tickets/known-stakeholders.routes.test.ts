import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, createTicket, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp);
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const search = (text: string, token = team.manager.token) =>
  testApp.app.inject({
    url: `/api/ticket/stakeholders/?search=${encodeURIComponent(text)}`,
    headers: bearer(token),
  });

describe('GET /api/ticket/stakeholders/', () => {
  it('finds earlier stakeholders by name or email, once each with the name last used, newest first', async () => {
    const { db } = testApp.database;
    const organizationId = team.organization.id;
    await createTicket(db, { organizationId, stakeholderEmail: 'ngozi@acme.ng', createdAt: new Date('2026-01-01') });
    await createTicket(db, { organizationId, stakeholderEmail: 'emeka@acme.ng', createdAt: new Date('2026-02-01') });
    await createTicket(db, { organizationId, stakeholderEmail: 'ngozi@acme.ng', createdAt: new Date('2026-03-01') });
    await createTicket(db, { organizationId: otherTeam.organization.id, stakeholderEmail: 'ngozi.b@acme.ng' });

    const byEmail = await search('ACME.ng');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().results.map((person: { email: string }) => person.email)).toEqual([
      'ngozi@acme.ng',
      'emeka@acme.ng',
    ]);
    // The factory names every stakeholder Chidi Eze.
    expect((await search('chidi')).json().results).toHaveLength(2);
    expect((await search('nobody')).json().results).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%')).json().results).toEqual([]);
    expect((await search('_')).json().results).toEqual([]);
  });

  it('needs something to search for', async () => {
    expect((await search('')).statusCode).toBe(422);
  });
});
