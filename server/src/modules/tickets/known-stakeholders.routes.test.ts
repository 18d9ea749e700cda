import type { FeedbackDetail, TicketDetail } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFeedback,
  createStakeholder,
  createTeam,
  createTicket,
  type Team,
} from '../../test/factories.js';
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
const record = (name: string, emails: string[], extra: Partial<Parameters<typeof createStakeholder>[1]> = {}) =>
  createStakeholder(testApp.database.db, { organizationId: team.organization.id, name, emails, ...extra });

describe("the ticket form's stakeholder search", () => {
  it('finds stakeholder records by name, email or phone, one choice per email, most recently active first', async () => {
    const older = await record('Ngozi Adamu', ['ngozi@acme.ng', 'accounts@acme.ng'], {
      phones: ['8039990000'],
      createdAt: new Date('2026-01-01'),
    });
    const newer = await record('Emeka Obi', ['emeka@acme.ng'], { createdAt: new Date('2026-02-01') });
    await createStakeholder(testApp.database.db, { organizationId: otherTeam.organization.id, emails: ['x@acme.ng'] });

    const byEmail = (await search('ACME.ng')).json().results;
    expect(byEmail).toEqual([
      { name: 'Emeka Obi', email: 'emeka@acme.ng', stakeholder_id: newer.id, reference: newer.reference },
      { name: 'Ngozi Adamu', email: 'ngozi@acme.ng', stakeholder_id: older.id, reference: older.reference },
      { name: 'Ngozi Adamu', email: 'accounts@acme.ng', stakeholder_id: older.id, reference: older.reference },
    ]);
    expect((await search('0803 999')).json().results).toHaveLength(2);
    expect((await search('nobody')).json().results).toEqual([]);
  });

  it('offers executives no record they may not see', async () => {
    await record('Hidden Holdings', ['board@hidden.ng'], { sensitivity: 'restricted' });
    expect((await search('hidden', team.executive.token)).json().results).toEqual([]);
    expect((await search('hidden')).json().results).toHaveLength(1);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%')).json().results).toEqual([]);
    expect((await search('_')).json().results).toEqual([]);
  });

  it('needs something to search for', async () => {
    expect((await search('')).statusCode).toBe(422);
  });
});

describe('links from tickets and feedback to their stakeholder record', () => {
  it("shows a ticket's and a feedback's record to those who may see it, and only the ticket to others", async () => {
    const { db } = testApp.database;
    const organizationId = team.organization.id;
    const open = await record('Ngozi Okafor', ['ngozi@example.ng']);
    const ticket = await createTicket(db, { organizationId, stakeholderEmail: 'ngozi@example.ng' });
    const feedback = await createFeedback(db, { organizationId });
    const detailOf = async (token: string) =>
      (
        await testApp.app.inject({ url: `/api/ticket/get-ticket/${ticket.id}/`, headers: bearer(token) })
      ).json() as TicketDetail;
    const feedbackOf = async (token: string) =>
      (
        await testApp.app.inject({ url: `/api/ticket/get-single-feedback/${feedback.id}/`, headers: bearer(token) })
      ).json() as FeedbackDetail;
    const link = { id: open.id, reference: open.reference, name: 'Ngozi Okafor' };
    expect((await detailOf(team.support.token)).stakeholder_record).toEqual(link);
    // The feedback factory's stakeholder is ngozi@example.ng too.
    expect((await feedbackOf(team.support.token)).stakeholder_record).toEqual(link);

    const secret = await record('Board Member', ['board@example.ng'], { sensitivity: 'most_confidential' });
    const boardTicket = await createTicket(db, { organizationId, stakeholderEmail: 'board@example.ng' });
    const boardDetail = async (token: string) =>
      (
        await testApp.app.inject({ url: `/api/ticket/get-ticket/${boardTicket.id}/`, headers: bearer(token) })
      ).json() as TicketDetail;
    expect((await boardDetail(team.support.token)).stakeholder_record).toBeNull();
    expect((await boardDetail(team.support.token)).reference).toBe(boardTicket.reference);
    expect((await boardDetail(team.manager.token)).stakeholder_record?.id).toBe(secret.id);
  });
});
