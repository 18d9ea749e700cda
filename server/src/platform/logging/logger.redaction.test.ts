import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { capturedLogLines } from '../../test/log-lines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { redactUrl } from './redact-url.js';

// docs/security.md#logs: request logs keep no key that opens something by itself,
// and no email or phone a search was for.
const { lines, destination } = capturedLogLines();

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: destination });
  team = await createTeam(testApp, 'Quiet Logs Ltd');
});
afterAll(() => testApp.close());

const signature = 'Zx9QmT4vLk2Rw8Np3Hs7Jd1Fa6Gc5By0';
const loggedSince = (start: number) => lines.slice(start).join('\n');

describe('request logs', () => {
  it("keep a stakeholder ticket link's ticket but not its signature, page or API", async () => {
    const start = lines.length;
    const token = `3f6b2a9e-1c4d-4e8f-9a7b-2d5c8e1f4a6b.1893456000.${signature}`;
    await testApp.app.inject({ url: `/api/your-ticket/${token}/` });
    await testApp.app.inject({ url: `/your-ticket/${token}`, headers: { accept: 'text/html' } });

    const logged = loggedSince(start);
    expect(logged).toContain('/your-ticket/3f6b2a9e-1c4d-4e8f-9a7b-2d5c8e1f4a6b.1893456000.(hidden)');
    expect(logged).not.toContain(signature);
  });

  it("keep no file address's signature, nor invitation or chat tokens", async () => {
    const start = lines.length;
    await testApp.app.inject({ url: `/api/files/stakeholders/a1b2.png?exp=1893456000&sig=${signature}` });
    await testApp.app.inject({ url: `/user-create-password?token=${signature}`, headers: { accept: 'text/html' } });
    await testApp.app.inject({ url: `/api/auth/check-invitation/?token=${signature}` });

    const logged = loggedSince(start);
    expect(logged).toContain('sig=%28hidden%29');
    expect(logged).toContain('token=%28hidden%29');
    expect(logged).not.toContain(signature);
  });

  it('keep the emails and phones searched for out of the logged address', async () => {
    const start = lines.length;
    await testApp.app.inject({
      url: '/api/ticket/all-tickets/?search=chioma.okafor%40gmail.com&page=2',
      headers: bearer(team.manager.token),
    });
    await testApp.app.inject({ url: '/api/search/?q=0803%20123%204567', headers: bearer(team.manager.token) });

    const logged = loggedSince(start);
    expect(logged).toContain('search=%28email%29&page=2');
    expect(logged).toContain('q=%28phone%29');
    expect(logged).not.toContain('chioma');
    // The number in any form it could be logged in; not a bare run of its digits, which a log line's id, time or
    // duration holds now and then (one such run failed CI).
    for (const form of ['0803%20123%204567', '0803 123 4567', '08031234567', '%204567']) {
      expect(logged).not.toContain(form);
    }
  });

  it('never hold a request body (passwords, codes, chat tokens)', async () => {
    const start = lines.length;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nobody@quiet.ng', password: 'Secret!Pass1' },
    });
    expect(loggedSince(start)).not.toContain('Secret!Pass1');
    expect(loggedSince(start)).not.toContain('nobody@quiet.ng');
  });
});

describe('redactUrl', () => {
  it('leaves an address with nothing secret as it was', () => {
    expect(redactUrl('/api/ticket/all-tickets/?page=2&sort=newest')).toBe(
      '/api/ticket/all-tickets/?page=2&sort=newest',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides phones written with a country code, spaces or dashes', () => {
    expect(redactUrl('/api/search/?q=%2B234-803-123-4567')).toBe('/api/search/?q=%28phone%29');
    expect(redactUrl('/api/search/?q=TCK-000123')).toBe('/api/search/?q=TCK-000123');
  });
});
