import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close().catch(() => {}));

it('answers 503 when the database does not answer, so a load balancer stops sending traffic', async () => {
  await testApp.database.close();
  const response = await testApp.app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable' });
});
