import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';

// Behind a reverse proxy (TRUST_PROXY=1) the proxy's request id is kept, so
// one request can be followed through both logs.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { TRUST_PROXY: '1' },
    extend: (app) => {
      app.get('/api/test/ip', { config: { access: access.public } }, async (request) => ({ ip: request.ip }));
    },
  });
});
afterAll(() => testApp.close());

it('keeps the request id set by a trusted proxy', async () => {
  const response = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-4f1c9a7b' } });
  expect(response.headers['x-request-id']).toBe('edge-4f1c9a7b');
});

it('replaces a malformed request id, so nothing can be smuggled into the logs', async () => {
  const response = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\nforged' } });
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

it('takes the client address from the one trusted proxy, not from what the client wrote', async () => {
  const response = await testApp.app.inject({
    url: '/api/test/ip',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': '6.6.6.6, 41.58.1.7' },
  });
  expect(response.json()).toEqual({ ip: '41.58.1.7' });
});
