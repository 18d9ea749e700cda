import { type MailSettings, messages } from '@srm/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '../../db/schema/index.js';
import { bearer, createDepartment, createOrganization, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp({ env: { MAIL_IN_DOMAIN: 'mail.srm.test' } });
  team = await createTeam(testApp, 'Zenith Foods Ltd.');
  otherTeam = await createTeam(testApp, 'Ọ̀yọ́ Stores');
});
afterAll(() => testApp.close());

const read = async (token = team.manager.token) => {
  const response = await testApp.app.inject({ url: '/api/profile/mail-settings/', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as MailSettings;
};
const save = (payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'PUT', url: '/api/profile/mail-settings/', headers: bearer(token), payload });

describe('the support address', () => {
  it("is the organisation's name made an address on MAIL_IN_DOMAIN, for every member to read", async () => {
    expect(await read(team.support.token)).toEqual({
      support_address: 'zenith-foods-ltd@mail.srm.test',
      slug: 'zenith-foods-ltd',
      slug_changeable: true,
      mailbox: null,
      default_handler_id: null,
      default_department_id: null,
      listening: false,
    });
    // Letters beyond a–z are dropped; a name too short for an address gets one.
    expect((await read(otherTeam.support.token)).slug).toBe('y-stores');
  });

  it('takes a number when the name is taken or reserved', async () => {
    const { db } = testApp.database;
    const twin = await createOrganization(db, 'Zenith Foods Ltd');
    const postmaster = await createOrganization(db, 'Postmaster');
    const rows = await db
      .select({ slug: mailSettings.slug })
      .from(mailSettings)
      .where(inArray(mailSettings.organizationId, [twin.id, postmaster.id]))
      .orderBy(mailSettings.slug);
    expect(rows.map((row) => row.slug)).toEqual(['postmaster-2', 'zenith-foods-ltd-2']);
  });

  it('may be chosen once by a manager, within the rules, and then stays', async () => {
    const team2 = await createTeam(testApp, 'Lagos Water');
    const token = team2.manager.token;
    expect((await save({ slug: 'x' }, token)).json()).toMatchObject({ errors: { slug: messages.supportSlugInvalid } });
    expect((await save({ slug: '-water-' }, token)).statusCode).toBe(422);
    const reserved = await save({ slug: 'postmaster' }, token);
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toMatchObject({ errors: { slug: messages.supportSlugReserved } });
    const taken = await save({ slug: 'zenith-foods-ltd' }, token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: { slug: messages.supportSlugTaken } });
    expect((await read(token)).slug_changeable).toBe(true);

    const chosen = await save({ slug: ' Lagos-Water-Help ' }, token);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ support_address: 'lagos-water-help@mail.srm.test', slug_changeable: false });
    // The same slug again changes nothing; another is refused.
    expect((await save({ slug: 'lagos-water-help' }, token)).statusCode).toBe(200);
    const again = await save({ slug: 'lagos-water' }, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { slug: messages.supportSlugChangedOnce } });
  });

  it('is changed once even by two requests at once', async () => {
    const team3 = await createTeam(testApp, 'Kano Gas');
    const answers = await Promise.all([
      save({ slug: 'kano-gas-one' }, team3.manager.token),
      save({ slug: 'kano-gas-two' }, team3.manager.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await read(team3.manager.token)).slug).toMatch(/^kano-gas-(one|two)$/);
  });

  it('is not the executive’s or the support user’s to change', async () => {
    expect((await save({ default_handler_id: null }, team.executive.token)).statusCode).toBe(403);
    expect((await save({ default_handler_id: null }, team.support.token)).statusCode).toBe(403);
  });
});

describe('where tickets opened by email go', () => {
  it('a member or a department of the organisation, choosing one clearing the other', async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id);
    expect((await save({ default_handler_id: team.support.user.id })).json()).toMatchObject({
      default_handler_id: team.support.user.id,
      default_department_id: null,
    });
    expect((await save({ default_department_id: department.id })).json()).toMatchObject({
      default_handler_id: null,
      default_department_id: department.id,
    });
    const both = await save({ default_handler_id: team.support.user.id, default_department_id: department.id });
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({ errors: { default_department_id: messages.mailDefaultEitherOr } });
  });

  it("never another organisation's member or department", async () => {
    const theirs = await createDepartment(testApp.database.db, otherTeam.organization.id);
    const member = await save({ default_handler_id: otherTeam.support.user.id });
    expect(member.statusCode).toBe(422);
    expect(member.json()).toMatchObject({ errors: { default_handler_id: messages.handlerNotInOrganization } });
    const department = await save({ default_department_id: theirs.id });
    expect(department.json()).toMatchObject({ errors: { default_department_id: messages.departmentRequired } });
  });
});
