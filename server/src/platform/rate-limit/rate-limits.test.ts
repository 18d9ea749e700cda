import { createClient, type RedisClientType } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { addressBlockOf, createRateLimits } from './rate-limits.js';

const attempt = (limits: ReturnType<typeof createRateLimits>, email: string, ip = '10.0.0.1') =>
  limits.consume('login', { ip, email }).then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)),
  );

describe('rate limits in memory', () => {
  it('refuses the 11th login for one email in 15 minutes, saying when to retry', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 10; index += 1) expect(await attempt(limits, 'ada@zenith.ng')).toBe('allowed');
    const refused = await attempt(limits, 'ADA@zenith.ng');
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await attempt(limits, 'kwame@zenith.ng')).toBe('allowed');
  });

  it('starts counting again after a successful login, so a user cannot be locked out by others', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 9; index += 1) await attempt(limits, 'bisi@zenith.ng');
    await limits.forgive('login', { email: 'Bisi@zenith.ng' });
    for (let index = 0; index < 10; index += 1) expect(await attempt(limits, 'bisi@zenith.ng')).toBe('allowed');
    expect(await attempt(limits, 'bisi@zenith.ng')).toMatchObject({ status: 429 });
  });

  it('refuses an address that tries too many emails', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 50; index += 1) await attempt(limits, `user${index}@zenith.ng`, '10.0.0.9');
    expect(await attempt(limits, 'one-more@zenith.ng', '10.0.0.9')).toMatchObject({ status: 429 });
    expect(await attempt(limits, 'one-more@zenith.ng', '10.0.0.10')).toBe('allowed');
  });
});

// With REDIS_URL every server copy shares the counters (CI runs this against its Redis).
const redisUrl = process.env.REDIS_URL;
const clients: RedisClientType[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

describe.runIf(redisUrl)('rate limits in Redis', () => {
  it('counts attempts made through two server copies together', async () => {
    const connect = async () => {
      const client: RedisClientType = createClient({ url: redisUrl });
      await client.connect();
      clients.push(client);
      return client;
    };
    const [first, second] = [
      createRateLimits({ redis: await connect() }),
      createRateLimits({ redis: await connect() }),
    ];
    // Fresh keys each run: Redis keeps counters between runs.
    const email = `shared.${Date.now()}@zenith.ng`;
    const ip = `shared-${Date.now()}`;
    for (let index = 0; index < 5; index += 1) expect(await attempt(first, email, ip)).toBe('allowed');
    for (let index = 0; index < 5; index += 1) expect(await attempt(second, email, ip)).toBe('allowed');
    expect(await attempt(first, email, ip)).toMatchObject({ status: 429 });
  });
});

describe('addressBlockOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (address, block) => {
    expect(addressBlockOf(address)).toBe(block);
  });

  it('counts two addresses of one IPv6 /64 against one limit', async () => {
    const rateLimits = createRateLimits();
    for (let attempt = 0; attempt < 30; attempt++) {
      await rateLimits.consume('feedback', { ip: `2001:db8:1:2::${attempt.toString(16)}` });
    }

    await expect(rateLimits.consume('feedback', { ip: '2001:db8:1:2:ffff::9' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(rateLimits.consume('feedback', { ip: '2001:db8:1:3::1' })).resolves.toBeUndefined();
  });
});
