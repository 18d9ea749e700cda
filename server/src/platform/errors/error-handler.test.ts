import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';
import { AppError } from './app-error.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.post(
        '/api/test/echo',
        {
          config: { access: access.public },
          schema: {
            body: z.object({
              email: z.email('Please enter a valid email address'),
              address: z.object({ street: z.string().min(1, 'Street is required') }),
            }),
          },
        },
        async (request) => request.body,
      );
      app.post(
        '/api/test/form',
        {
          config: {
            access: access.public,
            invalidInput: {
              status: 400,
              message: 'enterDataCorrectly',
              fields: { email: { status: 422, message: 'validEmail' } },
            },
          },
          schema: { body: z.object({ email: z.email('Please enter a valid email address'), name: z.string().min(1) }) },
        },
        async (request) => request.body,
      );
      app.get('/api/test/crash', { config: { access: access.public } }, async () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "srm"');
      });
      // What drizzle throws when PostgreSQL restarts under a query: the driver's error as `cause`.
      app.get('/api/test/database-restarting', { config: { access: access.public } }, async () => {
        const driverError = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw new Error('Failed query: select 1', { cause: driverError });
      });
      app.get('/api/test/database-unreachable', { config: { access: access.public } }, async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      app.get('/api/test/forbidden', { config: { access: access.public } }, async () => {
        throw new AppError('FORBIDDEN');
      });
    },
  });
});
afterAll(() => testApp.close());

describe('error responses', () => {
  it('answers a schema failure with 422 and one message per field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', address: { street: '' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Please check the highlighted fields and try again.',
      errors: { email: 'Please enter a valid email address', 'address.street': 'Street is required' },
    });
  });

  it("answers a form's bad input with the status and message the route names", async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/form', payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.enterDataCorrectly);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
  });

  it("answers with a field's own status and message when that field is among the failures", async () => {
    for (const payload of [{ email: 'nope', name: 'Ada' }, { email: 'nope' }]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/test/form', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(messages.validEmail);
      expect(response.json().errors.email).toBe('Please enter a valid email address');
    }
  });

  it('answers an unknown API address with a JSON 404, whatever the client accepts', async () => {
    const response = await testApp.app.inject({ url: '/api/no-such-thing/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: 'There is no such address in the SRM API.', errors: {} });
  });

  // Found by the fuzz (src/test/fuzz): Fastify answered these itself, 400 and 414, in its own shape.
  it('answers a path parameter it cannot decode, or longer than any of ours, with the JSON 404 of an unknown record', async () => {
    for (const id of ['%ED%A0%80', '%E0%A4%A', 'a'.repeat(300)]) {
      const response = await testApp.app.inject({ url: `/api/ticket/get-ticket/${id}/` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ detail: messages.notFound, errors: {} });
    }
  });

  it('hides the internals of an unexpected failure behind a 500', async () => {
    const response = await testApp.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Server Error', errors: {} });
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack|at /);
  });

  it('answers 503, to try again shortly, while the database restarts or cannot be reached', async () => {
    for (const url of ['/api/test/database-restarting', '/api/test/database-unreachable']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ detail: messages.serviceUnavailable, errors: {} });
    }
  });

  it('maps an application error code to its status and catalogue message', async () => {
    const response = await testApp.app.inject({ url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You are not allowed to do this.', errors: {} });
  });

  it('answers an unreadable JSON body with 400 in the same shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request could not be read. Please try again.', errors: {} });
  });

  it('answers a body of a kind it does not read with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'This kind of content is not accepted here.', errors: {} });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', address: { street: 'x'.repeat(2 * 1024 * 1024) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The request is too large.');
  });
});

describe('every response', () => {
  it('carries security headers and a request id', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores a request id sent by a client when no trusted proxy is configured', async () => {
    const response = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-client');
  });
});
