import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createDepartment, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const asManager = () => bearer(team.manager.token);
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers = asManager()) =>
  testApp.app.inject({ method, url: `/api/profile/${url}`, payload, headers });

describe('creating a department', () => {
  it('answers the department as the list shows it', async () => {
    const response = await send('POST', 'create-department/', {
      name: '  Logistics ',
      description: 'Deliveries and drivers',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Logistics', description: 'Deliveries and drivers', staff_count: 0 });
  });

  it("answers missing fields with 400, the form's message and one line per field", async () => {
    const response = await send('POST', 'create-department/', { name: ' ', description: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.fillFormsToProceed,
      errors: { name: messages.departmentNameRequired, description: messages.departmentDescriptionRequired },
    });
  });
});

describe('editing and deleting', () => {
  it('renames a department of the organisation', async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id, 'Front Desk');
    const response = await send('PUT', `update-department/${department.id}/`, {
      name: 'Reception',
      description: 'Walk-ins',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: department.id, name: 'Reception', description: 'Walk-ins' });
  });

  it('answers a bad edit with the edit form message', async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id);
    const response = await send('PUT', `update-department/${department.id}/`, { name: '', description: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.fillOutFormsToProceed);
  });

  it("leaves a deleted department's staff in place, without a department", async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id, 'Closing Soon');
    await testApp.database.db
      .update(users)
      .set({ departmentId: department.id })
      .where(eq(users.id, team.support.user.id));

    const response = await send('DELETE', `delete-department/${department.id}/`);

    expect(response.statusCode).toBe(200);
    const [support] = await testApp.database.db.select().from(users).where(eq(users.id, team.support.user.id));
    expect(support).toMatchObject({ id: team.support.user.id, departmentId: null });
    expect((await send('GET', `get-department-users/${department.id}/`)).statusCode).toBe(404);
  });

  it("cannot touch another organisation's department", async () => {
    const theirs = await createDepartment(testApp.database.db, otherTeam.organization.id, 'Theirs');
    expect((await send('PUT', `update-department/${theirs.id}/`, { name: 'Mine', description: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `delete-department/${theirs.id}/`)).statusCode).toBe(404);
    const stillThere = await send('GET', 'get-departments/', undefined, bearer(otherTeam.manager.token));
    expect(stillThere.json().results.map((row: { name: string }) => row.name)).toContain('Theirs');
  });
});

describe('listing', () => {
  it("lists only the organisation's departments, newest first, paged, with staff counts", async () => {
    const listTeam = await createTeam(testApp, 'Listing Org');
    const headers = bearer(listTeam.executive.token);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      testApp.clock.advance(1_000);
      await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/create-department/',
        payload: { name, description: `${name} team` },
        headers,
      });
    }
    const firstPage = await testApp.app.inject({ url: '/api/profile/get-departments/?page_size=2', headers });
    expect(firstPage.json()).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(firstPage.json().results.map((row: { name: string }) => row.name)).toEqual(['Charlie', 'Bravo']);

    const search = await testApp.app.inject({ url: '/api/profile/get-departments/?search=alp', headers });
    expect(search.json().results.map((row: { name: string }) => row.name)).toEqual(['Alpha']);
  });

  it('counts the staff each department really has, as its users list shows them', async () => {
    const countTeam = await createTeam(testApp, 'Counting Org');
    const headers = bearer(countTeam.manager.token);
    const department = await createDepartment(testApp.database.db, countTeam.organization.id, 'Billing');
    await createDepartment(testApp.database.db, countTeam.organization.id, 'Empty');
    for (const member of [countTeam.executive, countTeam.support]) {
      await testApp.database.db.update(users).set({ departmentId: department.id }).where(eq(users.id, member.user.id));
    }
    const list = await testApp.app.inject({ url: '/api/profile/get-departments/', headers });
    const counts = Object.fromEntries(
      list.json().results.map((row: { name: string; staff_count: number }) => [row.name, row.staff_count]),
    );
    expect(counts).toEqual({ Billing: 2, Empty: 0 });
    const staff = await testApp.app.inject({ url: `/api/profile/get-department-users/${department.id}/`, headers });
    expect(staff.json()).toHaveLength(2);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await send('GET', 'get-departments/?search=%25');
    expect(response.json().results).toEqual([]);
  });

  it("lists a department's staff with their department name", async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id, 'Care Desk');
    await testApp.database.db
      .update(users)
      .set({ departmentId: department.id })
      .where(eq(users.id, team.executive.user.id));
    const response = await send('GET', `get-department-users/${department.id}/`);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: team.executive.user.id,
        department_id: department.id,
        department_name: 'Care Desk',
        email_verified: true,
      }),
    ]);
  });

  it('is closed to support users', async () => {
    const response = await send('GET', 'get-departments/', undefined, bearer(team.support.token));
    expect(response.statusCode).toBe(403);
  });
});
