import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

// Who may call each endpoint (ARCHITECTURE §6). Every documented endpoint has
// a row; as signed-in endpoints arrive, rows name the roles allowed and the
// suite checks each role, another organisation's staff and an anonymous caller.
type Access = { kind: 'public' };

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  expectedStatus: number;
}

const matrix: MatrixRow[] = [{ method: 'GET', url: '/api/health', access: { kind: 'public' }, expectedStatus: 200 }];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('authorization matrix', () => {
  it('has a row for every endpoint in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const covered = matrix.map((row) => `${row.method} ${row.url}`);
    expect(documented.filter((endpoint) => !covered.includes(endpoint))).toEqual([]);
  });

  describe.each(matrix.filter((row) => row.access.kind === 'public'))('$method $url (public)', (row) => {
    it('answers an anonymous caller', async () => {
      const response = await testApp.app.inject({ method: row.method, url: row.url });
      expect(response.statusCode).toBe(row.expectedStatus);
    });
  });
});
