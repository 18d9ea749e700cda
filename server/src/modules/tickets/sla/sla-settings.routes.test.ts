import { defaultSlaHours, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const url = '/api/profile/sla-settings/';
const read = (token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const save = (token: string, payload: object) =>
  testApp.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

const defaults = {
  standard_hours: defaultSlaHours.standard,
  medium_hours: defaultSlaHours.medium,
  complex_hours: defaultSlaHours.complex,
};

describe('reading the SLA targets', () => {
  it('answers the default targets while the organisation has not changed them', async () => {
    const response = await read(otherTeam.support.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ standard_hours: 24, medium_hours: 72, complex_hours: 168 });
    expect(response.json()).toEqual(defaults);
  });
});

describe('changing the SLA targets', () => {
  it("saves a manager's targets, answers them and shows them to every member", async () => {
    const targets = { standard_hours: 8, medium_hours: 48, complex_hours: 120 };
    const response = await save(team.manager.token, targets);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(targets);
    expect((await read(team.support.token)).json()).toEqual(targets);
  });

  it('lets an executive change them again', async () => {
    const targets = { standard_hours: 12, medium_hours: 36, complex_hours: 200 };
    expect((await save(team.executive.token, targets)).json()).toEqual(targets);
    expect((await read(team.manager.token)).json()).toEqual(targets);
  });

  it('refuses a support user with 403 and keeps the targets', async () => {
    const before = (await read(team.manager.token)).json();
    const response = await save(team.support.token, { standard_hours: 1, medium_hours: 1, complex_hours: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.forbidden);
    expect((await read(team.manager.token)).json()).toEqual(before);
  });

  it('answers bad hours with 422 and the range message for each bad field', async () => {
    const before = (await read(team.manager.token)).json();
    const response = await save(team.manager.token, { standard_hours: 0, medium_hours: 'soon' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: messages.validationFailed,
      errors: {
        standard_hours: messages.slaHoursRange,
        medium_hours: messages.slaHoursRange,
        complex_hours: messages.slaHoursRange,
      },
    });
    expect((await read(team.manager.token)).json()).toEqual(before);
  });

  it.each([
    ['more than a year', 8761],
    ['a fraction of an hour', 1.5],
    ['a negative number', -4],
  ])('refuses %s', async (_case, hours) => {
    const response = await save(team.manager.token, { ...defaults, medium_hours: hours });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ medium_hours: messages.slaHoursRange });
  });

  it('accepts the bounds, 1 and 8760 hours', async () => {
    const response = await save(team.manager.token, { standard_hours: 1, medium_hours: 8760, complex_hours: 8760 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ standard_hours: 1, medium_hours: 8760, complex_hours: 8760 });
  });

  // docs/product.md#api-conventions: JSON is typed. `true` used to be stored as 1 hour.
  it('refuses true or text where hours are expected, naming each field and keeping the targets', async () => {
    const before = (await read(team.manager.token)).json();
    const response = await save(team.manager.token, { standard_hours: true, medium_hours: '72', complex_hours: 168 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      standard_hours: messages.slaHoursRange,
      medium_hours: messages.slaHoursRange,
    });
    expect((await read(team.manager.token)).json()).toEqual(before);
  });

  it("keeps each organisation's targets apart", async () => {
    const mine = { standard_hours: 10, medium_hours: 20, complex_hours: 30 };
    const theirs = { standard_hours: 40, medium_hours: 50, complex_hours: 60 };
    await save(team.manager.token, mine);
    expect((await read(otherTeam.manager.token)).json()).toEqual(defaults);
    await save(otherTeam.manager.token, theirs);
    expect((await read(team.support.token)).json()).toEqual(mine);
    expect((await read(otherTeam.support.token)).json()).toEqual(theirs);
  });
});
