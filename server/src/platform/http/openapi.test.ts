import { can, messages, permissionTypes } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface DocumentedAnswer {
  description: string;
  content?: Record<string, { schema: { $ref?: string } }>;
}
interface OpenApiOperation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, DocumentedAnswer>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let testApp: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => testApp.close());

// `/api/ticket/get-ticket/:id/` as the document writes it.
const documentPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}').replace(/\*$/, '{*}');
// Fastify answers a prefix's root with and without its slash (`/api/notifications`): one operation.
const operationOf = (method: string, url: string) =>
  (document.paths[documentPath(url)] ?? document.paths[`${documentPath(url)}/`])?.[method.toLowerCase()];
const statusesOf = (operation: OpenApiOperation) => Object.keys(operation.responses);

describe('the OpenAPI document says what each operation refuses', () => {
  it('documents every refusal with the { detail, errors } body, as JSON whatever the operation produces', () => {
    const routes = testApp.app.routeAccess.filter((route) => route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      expect(operation, `${route.method} ${route.url} is in the document`).toBeDefined();
      const refusals = Object.entries(operation!.responses).filter(([status]) => Number(status) >= 400);
      expect(refusals.length, `${route.method} ${route.url} documents its refusals`).toBeGreaterThan(0);
      for (const [status, answer] of refusals) {
        if (route.url === '/api/health' && status === '503') continue;
        expect(answer.content, `${route.method} ${route.url} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        });
        expect(answer.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('derives the statuses from what each route declares: who may call it, its path, its body', () => {
    for (const route of testApp.app.routeAccess.filter(({ url }) => url.startsWith('/api/'))) {
      const operation = operationOf(route.method, route.url)!;
      const statuses = statusesOf(operation);
      const name = `${route.method} ${route.url}`;
      const signedIn = route.access.kind === 'signed-in';
      const action = route.access.kind === 'signed-in' ? route.access.action : undefined;
      const refusedToSomeone =
        action !== undefined &&
        permissionTypes.some((role) =>
          [true, false].some((origin) => !can({ role, isAccountCreator: origin }, action)),
        );

      // A public route may answer 401 for its own reasons (a wrong password), never for a missing session.
      const notSignedIn = operation.responses['401']?.description.includes(messages.notSignedIn) ?? false;
      expect(notSignedIn, name).toBe(signedIn);
      if (refusedToSomeone) expect(statuses, name).toContain('403');
      if (route.url.includes(':') || route.url.endsWith('*')) expect(statuses, name).toContain('404');
      if (route.method !== 'GET') expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415']));
      expect(
        statuses.some((status) => status === '422' || status === '400'),
        name,
      ).toBe(true);
      expect(statuses, name).toContain('503');
    }
  });

  it("documents what a route's service refuses, with the catalogue's words", () => {
    const login = operationOf('POST', '/api/auth/login/')!;
    expect(login.responses['401']?.description).toContain(messages.loginIncorrect);
    expect(login.responses['429']?.description).toContain(messages.tooManyRequests);
    // A GET that changes the ticket refuses a resolved one with 400.
    expect(operationOf('GET', '/api/ticket/set-handler/:ticket_id/:user_id/')!.responses['400']?.description).toContain(
      messages.ticketAlreadyResolved,
    );
    expect(operationOf('POST', '/api/chat/start/:organization_id/')!.responses['403']?.description).toContain(
      messages.chatIdentityInvalid,
    );
    expect(operationOf('PUT', '/api/profile/update-organization/')!.responses['403']?.description).toContain(
      messages.onlyAccountCreators,
    );
    expect(statusesOf(operationOf('POST', '/api/your-ticket/:token/answers/')!)).toEqual(
      expect.arrayContaining(['404', '410', '429']),
    );
  });

  it('keeps the success of an operation that sends a file, as the file', () => {
    const pdf = operationOf('GET', '/api/invoice/invoice-pdf/:id/')!;
    expect(Object.keys(pdf.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(operationOf('GET', '/api/files/*')!.responses['200']?.content ?? {})).toEqual(['*/*']);
  });
});

describe('the OpenAPI document describes the answers', () => {
  it('says which near spelling a ticket, stakeholder or invoice list searched (docs/product.md#search)', () => {
    const schemas = (document as unknown as { components: { schemas: Record<string, { properties: object }> } })
      .components.schemas;
    for (const page of ['TicketPage', 'StakeholderPage', 'InvoicePage']) {
      expect(schemas[page]?.properties, page).toHaveProperty('corrected_search', {
        type: 'string',
        description: 'The near spelling searched instead, when the search as typed found nothing',
      });
    }
  });
});
