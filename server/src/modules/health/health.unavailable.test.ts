import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openOwnTestDatabase } from '../../test/test-database.js';

let testApp: TestApp;
beforeAll(async () => {
  // One that closing really closes, so it stops answering.
  testApp = await createTestApp({ database: await openOwnTestDatabase() });
});
afterAll(() => testApp.close().catch(() => {}));

it('answers 503 when the database does not answer, so a load balancer stops sending traffic', async () => {
  await testApp.database.close();
  const response = await testApp.app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable' });
});
