import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  const { mailer, database } = testApp;
  await mailer.queue(database.db, {
    organizationId: null,
    to: 'Ada_Obi@Zenith.ng',
    subject: 'Your code <b>',
    html: '<p>Your code is <strong>482913</strong></p><script>alert(1)</script>',
    text: 'Your code is 482913',
  });
  await mailer.queue(database.db, {
    organizationId: null,
    to: 'kwame@zenith.ng',
    subject: 'Other',
    html: '',
    text: 'x',
  });
});
afterAll(() => testApp.close());

describe('dev mailbox', () => {
  it('lists the emails for an address, whatever its letter case', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox/messages?to=ada_obi@zenith.ng' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ to: 'Ada_Obi@Zenith.ng', subject: 'Your code <b>', text: 'Your code is 482913' }),
    ]);
  });

  it('shows every email on one page, with the text escaped', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Your code is 482913');
    expect(response.body).toContain('Your code &lt;b&gt;');
  });

  it('shows an email as HTML in a sandbox where its scripts cannot run', async () => {
    const list = await testApp.app.inject({ url: '/dev/mailbox/messages?to=ada_obi@zenith.ng' });
    const { id } = list.json().results[0];
    const response = await testApp.app.inject({ url: `/dev/mailbox/${id}/html` });
    expect(response.body).toContain('<strong>482913</strong>');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });
});

describe('where it could leak codes', () => {
  it('answers callers from other machines as if it did not exist', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox/messages', remoteAddress: '192.168.1.40' });
    expect(response.statusCode).toBe(404);
  });

  it('does not exist when mail is really sent through SMTP', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await withSmtp.app.inject({ url: '/dev/mailbox/messages' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

describe('in production', () => {
  it('has no dev mailbox', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SECRET_KEY: 'k'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        APP_URL: 'https://srm.example',
      },
    });
    try {
      const response = await production.app.inject({ url: '/dev/mailbox/messages' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
