import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createOrganization, createUser } from '../../test/factories.js';
import { capturedLogLines } from '../../test/log-lines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from '../auth/access.js';
import { createLogger } from './logger.js';

// A failed statement used to put its parameters (people's names and
// emails) into the log. The log keeps the SQL and the reason only.
const { lines, destination } = capturedLogLines();

let testApp: TestApp;
let organizationId: string;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: destination,
    extend: (app) => {
      // A second account with a taken email: the unique index refuses the statement.
      app.post('/api/test/duplicate', { config: { access: access.public } }, async () => {
        await testApp.database.db.insert(users).values({
          organizationId,
          firstName: 'Chiamaka',
          lastName: 'Nwachukwu-Private',
          email: 'taken.person@zenith.ng',
          permissionType: 'support',
        });
        return {};
      });
    },
  });
  organizationId = (await createOrganization(testApp.database.db)).id;
  await createUser(testApp.database.db, { organizationId, role: 'manager', email: 'taken.person@zenith.ng' });
});
afterAll(() => testApp.close());

it('logs the SQL of a failed statement and why it failed, never its values', async () => {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/test/duplicate' });

  expect(response.statusCode).toBe(500);
  const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
  expect(failure.err.message).toContain('Failed query: insert into "users"');
  expect(failure.err.message).toContain('duplicate key value violates unique constraint');
  expect(failure.err.params).toBe('(hidden)');
  const log = lines.join('\n');
  expect(log).not.toContain('taken.person@zenith.ng');
  expect(log).not.toContain('Nwachukwu-Private');
});

it("hides a database error's detail, which quotes the values it refused", () => {
  const written: string[] = [];
  const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void written.push(line) });
  const refused = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
    code: '23505',
    detail: 'Key (lower(email))=(ada.private@zenith.ng) already exists.',
  });

  log.error({ err: new Error('sign-up failed', { cause: refused }) }, 'failed');
  log.error({ err: refused }, 'failed');

  expect(written).toHaveLength(2);
  expect(written.join('\n')).toContain('users_email_idx');
  expect(written.join('\n')).not.toContain('ada.private');
});
