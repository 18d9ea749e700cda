import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('answers 200 with the kind of database in use', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('is documented in the OpenAPI document served at /api/docs', async () => {
    const document = await testApp.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/api/health');

    const ui = await testApp.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
