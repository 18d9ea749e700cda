import { randomUUID } from 'node:crypto';
import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSessionToken, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const catalogue = new Set<string>(Object.values(messages));

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Catalogue Org');
});
afterAll(() => testApp.close());

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

// Every route the server documents, read from its own OpenAPI document, so a new route is covered unlisted.
function documentedRoutes(): { routes: Route[]; schemas: Record<string, JsonSchema> } {
  const document = testApp.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  return { routes, schemas: document.components?.schemas ?? {} };
}

function bodyFieldsOf(operation: Operation, schemas: Record<string, JsonSchema>): string[] | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return undefined;
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  return Object.keys(resolved?.properties ?? {});
}

const badValues: unknown[] = [null, 12_345, 'not-a-valid-value', 'x'.repeat(20_000), {}, ['a']];
const badQueryValues = ['not-a-number', '-5', 'x'.repeat(5_000)];

interface BadRequest {
  url: string;
  payload?: unknown;
}

// A bad request of each kind a client can send: path ids that are no ids, a
// missing or non-object body, every body field given one wrong value, every
// query parameter a wrong one.
function badRequestsFor(route: Route, schemas: Record<string, JsonSchema>): BadRequest[] {
  const parameters = route.operation.parameters ?? [];
  const pathWith = (id: string) => route.path.replace(/\{[^}]+\}/g, id);
  const url = pathWith(randomUUID());
  const requests: BadRequest[] = [{ url: pathWith('not-an-id') }];
  const fields = bodyFieldsOf(route.operation, schemas);
  if (fields) {
    requests.push({ url }, { url, payload: [] }, { url, payload: {} });
    for (const value of badValues) {
      requests.push({ url, payload: Object.fromEntries(fields.map((field) => [field, value])) });
    }
  }
  const query = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  for (const value of badQueryValues) {
    const search = new URLSearchParams(query.map((name): [string, string] => [name, value]));
    if (query.length > 0) requests.push({ url: `${url}?${search}` });
  }
  return requests;
}

describe('error answers', () => {
  it('use only catalogue texts, for bad input to every documented route', async () => {
    const { routes, schemas } = documentedRoutes();
    const outside: string[] = [];
    let fieldAnswers = 0;
    for (const route of routes) {
      for (const request of badRequestsFor(route, schemas)) {
        // A fresh session per request: a bad request to logout may still end it.
        const token = await createSessionToken(testApp, team.manager.user.id);
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: request.url,
          headers: bearer(token),
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const where = `${route.method} ${request.url.slice(0, 80)} → ${response.statusCode}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode < 400) continue;
        const body = response.json() as { detail: string; errors: Record<string, string> };
        const texts = [body.detail, ...Object.values(body.errors)];
        outside.push(...texts.filter((text) => !catalogue.has(text)).map((text) => `${where}: ${text}`));
        if (Object.keys(body.errors).length > 0) fieldAnswers++;
      }
    }
    expect(outside).toEqual([]);
    // The sweep reached the schemas: most bad requests were answered field by field.
    expect(fieldAnswers).toBeGreaterThan(routes.length);
  });

  const headers = () => bearer(team.manager.token);

  it('answers a missing body as unreadable, not in zod English', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-department/',
      headers: headers(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: messages.badRequest });
  });

  it.each([
    ['a number where text is expected', { first_name: 42 }, 'first_name', messages.firstNameRequired],
    ['a missing field', { last_name: undefined }, 'last_name', messages.lastNameRequired],
    ['a value outside a list', { permission_type: 'owner' }, 'permission_type', messages.permissionTypeRequired],
    ['text over its length', { first_name: 'x'.repeat(101) }, 'first_name', messages.textTooLong],
    ['a malformed email', { email: 'ngozi@' }, 'email', messages.validEmail],
  ])('answers %s with its catalogue text', async (_case, payload, field, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/add-staff/',
      headers: headers(),
      payload: { first_name: 'Ngozi', last_name: 'Okafor', email: 'ngozi@zenith.ng', ...payload },
    });
    expect(response.json().errors[field]).toBe(message);
  });

  it('answers a bad page number and an id that is no id with catalogue texts', async () => {
    const page = await testApp.app.inject({ url: '/api/ticket/all-tickets/?page=zero', headers: headers() });
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ page: messages.invalidValue });

    const ticket = await testApp.app.inject({ url: '/api/ticket/get-ticket/42/', headers: headers() });
    expect(ticket.statusCode).toBe(422);
    expect(ticket.json().errors).toEqual({ id: messages.invalidValue });
  });
});
