import { type CustomFields, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#custom-fields: the fields an organisation's managers add to records and tickets.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/profile${url}`, headers: bearer(token), ...(payload && { payload }) });
async function added(token: string, field: object) {
  const response = await call(token, 'POST', '/custom-fields/', field);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CustomFields>().results;
}

describe('defining fields', () => {
  it('adds each type with a key from its name, in order, on the tab chosen (Basic unless chosen)', async () => {
    const team = await createTeam(testApp, 'Defined Fields');
    await added(team.manager.token, { target: 'stakeholder', label: 'Meter Number', type: 'text', required: true });
    await added(team.manager.token, {
      target: 'stakeholder',
      label: 'Panel Brands',
      type: 'multi_choice',
      choices: ['Jinko', 'Canadian Solar'],
      tab: 'contract',
    });
    const fields = await added(team.manager.token, { target: 'ticket', label: 'Site visit needed?', type: 'yes_no' });
    expect(
      fields.map(({ target, key, type, required, tab, choices, retired }) => ({
        target,
        key,
        type,
        required,
        tab,
        choices,
        retired,
      })),
    ).toEqual([
      {
        target: 'stakeholder',
        key: 'meter_number',
        type: 'text',
        required: true,
        tab: 'basic',
        choices: [],
        retired: false,
      },
      {
        target: 'stakeholder',
        key: 'panel_brands',
        type: 'multi_choice',
        required: false,
        tab: 'contract',
        choices: ['Jinko', 'Canadian Solar'],
        retired: false,
      },
      {
        target: 'ticket',
        key: 'site_visit_needed',
        type: 'yes_no',
        required: false,
        tab: null,
        choices: [],
        retired: false,
      },
    ]);
    const read = (await call(team.support.token, 'GET', '/custom-fields/')).json<CustomFields>();
    expect(read.results).toEqual(fields);
  });

  it('is for managers only', async () => {
    const team = await createTeam(testApp, 'Managers Define');
    for (const token of [team.executive.token, team.support.token]) {
      const response = await call(token, 'POST', '/custom-fields/', { target: 'ticket', label: 'Meter', type: 'text' });
      expect(response.statusCode).toBe(403);
    }
    expect((await call(team.manager.token, 'GET', '/custom-fields/')).json<CustomFields>().results).toEqual([]);
  });

  it('refuses a taken name, a choice field without choices, repeated choices and an unknown type', async () => {
    const team = await createTeam(testApp, 'Refused Fields');
    await added(team.manager.token, { target: 'ticket', label: 'Meter Number', type: 'text' });
    const refusals = [
      [{ target: 'ticket', label: 'meter number', type: 'number' }, 'label', messages.customFieldLabelTaken],
      [{ target: 'ticket', label: 'Panel', type: 'choice' }, 'choices', messages.customChoicesNeeded],
      [
        { target: 'ticket', label: 'Panel', type: 'choice', choices: ['A', 'a'] },
        'choices',
        messages.customChoicesRepeated,
      ],
      [{ target: 'ticket', label: 'Panel', type: 'colour' }, 'type', messages.customFieldTypeRequired],
      [{ target: 'ticket', label: ' ', type: 'text' }, 'label', messages.customFieldLabelRequired],
    ] as const;
    for (const [body, field, message] of refusals) {
      const response = await call(team.manager.token, 'POST', '/custom-fields/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toBe(message);
    }
    // The same name is free for the other target.
    await added(team.manager.token, { target: 'stakeholder', label: 'Meter Number', type: 'text' });
  });

  it('renames, requires, moves, retires and reorders, but never changes a key or a type', async () => {
    const team = await createTeam(testApp, 'Edited Fields');
    await added(team.manager.token, { target: 'stakeholder', label: 'Meter Number', type: 'text' });
    const [meter, tariff] = await added(team.manager.token, { target: 'stakeholder', label: 'Tariff', type: 'number' });
    const edited = await call(team.manager.token, 'PUT', `/custom-fields/${meter!.id}/`, {
      label: 'Prepaid Meter Number',
      required: true,
      tab: 'address',
      retired: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CustomFields>().results[0]).toMatchObject({
      key: 'meter_number',
      label: 'Prepaid Meter Number',
      type: 'text',
      required: true,
      tab: 'address',
      retired: true,
    });
    const typed = await call(team.manager.token, 'PUT', `/custom-fields/${meter!.id}/`, { type: 'number' });
    expect(typed.statusCode).toBe(422);

    const reordered = await call(team.manager.token, 'PUT', '/custom-fields/', {
      target: 'stakeholder',
      ids: [tariff!.id, meter!.id],
    });
    expect(reordered.json<CustomFields>().results.map((field) => field.key)).toEqual(['tariff', 'meter_number']);
    const partial = await call(team.manager.token, 'PUT', '/custom-fields/', {
      target: 'stakeholder',
      ids: [tariff!.id],
    });
    expect(partial.json().errors.ids).toBe(messages.customFieldOrderIncomplete);
  });

  it("answers 404 for another organisation's field", async () => {
    const team = await createTeam(testApp, 'Own Fields');
    const other = await createTeam(testApp, 'Their Fields');
    const [field] = await added(other.manager.token, { target: 'ticket', label: 'Meter', type: 'text' });
    const response = await call(team.manager.token, 'PUT', `/custom-fields/${field!.id}/`, { label: 'Mine' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.customFieldUnknown);
  });
});
