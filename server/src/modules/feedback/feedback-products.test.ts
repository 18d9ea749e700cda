import { type ManagedFeedbackProduct, messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFeedback, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Products Org');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const manage = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = team.manager.token) =>
  testApp.app.inject({ method, url: `/api/profile/feedback-products/${url}`, payload, headers: bearer(token) });
const cards = async (token = team.support.token) =>
  (await testApp.app.inject({ url: '/api/ticket/feedback-products/', headers: bearer(token) })).json().results as {
    product: string;
    project_name: string;
    short_code: string;
    colour: string;
  }[];
const productsOf = async (token = team.manager.token) =>
  (await manage('GET', '', undefined, token)).json().results as ManagedFeedbackProduct[];
const formOf = (product: string, organizationId = team.organization.id) =>
  testApp.app.inject({ url: `/api/ticket/feedback-form/${organizationId}/?product=${product}` });

describe("an organisation's feedback products (docs/product.md#feedback)", () => {
  it('starts with its three products, their codes and colours', async () => {
    expect(
      (await productsOf()).map(({ slug, name, short_code, colour, retired }) => [
        slug,
        name,
        short_code,
        colour,
        retired,
      ]),
    ).toEqual([
      ['acadaboo', 'Acadaboo', 'AC', 'acadaboo', false],
      ['neo', 'Neo', 'NE', 'neo', false],
      ['oberon', 'Oberon', 'OB', 'oberon', false],
    ]);
  });

  it('adds a product whose form address comes from its name, unique in the organisation', async () => {
    const added = await manage('POST', '', { name: 'Mobile App', short_code: 'ma', colour: 'indigo' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ slug: 'mobile-app', name: 'Mobile App', short_code: 'MA', colour: 'indigo' });
    const again = await manage('POST', '', { name: 'Mobile  app!', short_code: 'MA2', colour: 'red' });
    expect(again.json()).toMatchObject({ slug: 'mobile-app-2' });
    expect((await cards()).map((card) => card.product)).toEqual(expect.arrayContaining(['mobile-app', 'mobile-app-2']));
    expect((await formOf('mobile-app')).json()).toMatchObject({
      product: { name: 'Mobile App', short_code: 'MA', colour: 'indigo' },
    });
  });

  it('refuses a name already taken, a bad code or colour, with a message beside the field', async () => {
    const taken = await manage('POST', '', { name: 'NEO', short_code: 'NX', colour: 'neo' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: messages.productNameTaken });
    const bad = await manage('POST', '', { name: ' ', short_code: 'TOO-LONG', colour: 'mauve' });
    expect(bad.json().errors).toEqual({
      name: messages.productNameRequired,
      short_code: messages.productCodeFormat,
      colour: messages.productColourRequired,
    });
  });

  it('renames a product: its feedback, cards and form follow, and the form address stays', async () => {
    const neo = (await productsOf()).find((product) => product.slug === 'neo')!;
    await createFeedback(testApp.database.db, { organizationId: team.organization.id, product: 'neo' });
    const renamed = await manage('PUT', `${neo.id}/`, { name: 'Neo Banking', short_code: 'NB', colour: 'green' });
    expect(renamed.json()).toMatchObject({
      slug: 'neo',
      name: 'Neo Banking',
      short_code: 'NB',
      colour: 'green',
      count: 1,
    });

    expect((await cards()).find((card) => card.product === 'neo')).toMatchObject({
      project_name: 'Neo Banking',
      short_code: 'NB',
      colour: 'green',
    });
    const inbox = await testApp.app.inject({ url: '/api/ticket/get-feedbacks/', headers: bearer(team.support.token) });
    expect(inbox.json().results.map((row: { project_name: string }) => row.project_name)).toContain('Neo Banking');
    expect((await formOf('neo')).json().product).toMatchObject({ name: 'Neo Banking' });
  });

  it('retires a product: it leaves the cards (unless it has feedback), its form still works, and it can come back', async () => {
    const oberon = (await productsOf()).find((product) => product.slug === 'oberon')!;
    const retired = await manage('PUT', `${oberon.id}/`, {
      name: 'Oberon',
      short_code: 'OB',
      colour: 'oberon',
      retired: true,
    });
    expect(retired.json()).toMatchObject({ retired: true });
    expect((await cards()).map((card) => card.product)).not.toContain('oberon');
    expect((await formOf('oberon')).json()).toMatchObject({ product: { name: 'Oberon' } });

    await createFeedback(testApp.database.db, { organizationId: team.organization.id, product: 'oberon' });
    expect((await cards()).find((card) => card.product === 'oberon')).toMatchObject({
      project_name: 'Oberon',
      colour: 'oberon',
    });

    await manage('PUT', `${oberon.id}/`, { name: 'Oberon', short_code: 'OB', colour: 'oberon', retired: false });
    expect((await productsOf()).find((product) => product.slug === 'oberon')).toMatchObject({ retired: false });
  });

  it("keeps each organisation's products its own", async () => {
    const neo = (await productsOf()).find((product) => product.slug === 'neo')!;
    const fromOutside = await manage(
      'PUT',
      `${neo.id}/`,
      { name: 'Hijacked', short_code: 'HJ', colour: 'red' },
      otherTeam.manager.token,
    );
    expect(fromOutside.statusCode).toBe(404);
    expect((await productsOf(otherTeam.manager.token)).map((product) => product.name)).toEqual([
      'Acadaboo',
      'Neo',
      'Oberon',
    ]);
    expect((await formOf('mobile-app', otherTeam.organization.id)).json()).toMatchObject({ product: null });
  });

  it('is managed by managers and executives only', async () => {
    expect((await manage('GET', '', undefined, team.support.token)).statusCode).toBe(403);
    expect(
      (await manage('POST', '', { name: 'X', short_code: 'XX', colour: 'red' }, team.support.token)).statusCode,
    ).toBe(403);
    expect((await manage('GET', '', undefined, team.executive.token)).statusCode).toBe(200);
  });
});
