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
  it('refuses the 11th login for one email from one address in 15 minutes, saying when to retry', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 10; index += 1) expect(await attempt(limits, 'ada@zenith.ng')).toBe('allowed');
    const refused = await attempt(limits, 'ADA@zenith.ng');
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await attempt(limits, 'kwame@zenith.ng')).toBe('allowed');
  });

  it('lets the same email be tried from another address after one address used its 10 tries', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 11; index += 1) await attempt(limits, 'chidi@zenith.ng', '10.0.0.1');

    expect(await attempt(limits, 'chidi@zenith.ng', '10.0.0.2')).toBe('allowed');
  });

  it('starts counting again after a successful login from that address', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 9; index += 1) await attempt(limits, 'bisi@zenith.ng');
    await limits.forgive('login', { ip: '10.0.0.1', email: 'Bisi@zenith.ng' });
    for (let index = 0; index < 10; index += 1) expect(await attempt(limits, 'bisi@zenith.ng')).toBe('allowed');
    expect(await attempt(limits, 'bisi@zenith.ng')).toMatchObject({ status: 429 });
  });

  it('gives each address only 3 tries at an account that more than 50 failed tries reached within the hour', async () => {
    const limits = createRateLimits();
    for (let address = 1; address <= 6; address += 1) {
      for (let index = 0; index < 10; index += 1) await attempt(limits, 'tunde@zenith.ng', `10.1.0.${address}`);
    }

    for (let index = 0; index < 3; index += 1) {
      expect(await attempt(limits, 'tunde@zenith.ng', '10.2.0.1')).toBe('allowed');
    }
    expect(await attempt(limits, 'tunde@zenith.ng', '10.2.0.1')).toMatchObject({ status: 429 });
    expect(await attempt(limits, 'tunde@zenith.ng', '10.2.0.2')).toBe('allowed');
    expect(await attempt(limits, 'other@zenith.ng', '10.2.0.1')).toBe('allowed');
  });

  it('does not let a success from one address clear the failures counted for the account', async () => {
    const limits = createRateLimits();
    for (let address = 1; address <= 6; address += 1) {
      for (let index = 0; index < 10; index += 1) await attempt(limits, 'yemi@zenith.ng', `10.3.0.${address}`);
    }
    expect(await attempt(limits, 'yemi@zenith.ng', '10.4.0.1')).toBe('allowed');
    await limits.forgive('login', { ip: '10.4.0.1', email: 'yemi@zenith.ng' });

    for (let index = 0; index < 3; index += 1) await attempt(limits, 'yemi@zenith.ng', '10.4.0.2');
    expect(await attempt(limits, 'yemi@zenith.ng', '10.4.0.2')).toMatchObject({ status: 429 });
  });

  it('refuses an address that tries too many emails', async () => {
    const limits = createRateLimits();
    for (let index = 0; index < 50; index += 1) await attempt(limits, `user${index}@zenith.ng`, '10.0.0.9');
    expect(await attempt(limits, 'one-more@zenith.ng', '10.0.0.9')).toMatchObject({ status: 429 });
    expect(await attempt(limits, 'one-more@zenith.ng', '10.0.0.10')).toBe('allowed');
  });

  it('limits emails sent to one inbox whatever the address asking', async () => {
    const limits = createRateLimits();
    const reset = (ip: string) =>
      limits.consume('passwordReset', { ip, email: 'inbox@zenith.ng' }).then(
        () => 'allowed',
        (error: unknown) => error,
      );
    for (let index = 1; index <= 5; index += 1) expect(await reset(`10.5.0.${index}`)).toBe('allowed');

    expect(await reset('10.5.0.6')).toMatchObject({ status: 429 });
  });
});

// With REDIS_URL every server copy shares the counters (CI runs this against its Redis).
const redisUrl = process.env.REDIS_URL;
const clients: RedisClientType[] = [];
afterAll(async () => {
  for (const client of clients) await client.quit();
});

describe.runIf(redisUrl)('rate limits in Redis', () => {
  const connect = async () => {
    const client: RedisClientType = createClient({ url: redisUrl });
    await client.connect();
    clients.push(client);
    return client;
  };

  it('counts attempts made through two server copies together', async () => {
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

  it('shares the account-wide count: an account guessed at through one copy is guarded on the other, and its owner still gets in', async () => {
    const [first, second] = [
      createRateLimits({ redis: await connect() }),
      createRateLimits({ redis: await connect() }),
    ];
    const run = Date.now();
    const email = `attacked.${run}@zenith.ng`;
    for (let address = 1; address <= 6; address += 1) {
      for (let index = 0; index < 10; index += 1) await attempt(first, email, `attacker-${run}-${address}`);
    }

    expect(await attempt(second, email, `owner-${run}`)).toBe('allowed');
    for (let index = 0; index < 2; index += 1) await attempt(second, email, `fresh-${run}`);
    expect(await attempt(second, email, `fresh-${run}`)).toBe('allowed');
    expect(await attempt(first, email, `fresh-${run}`)).toMatchObject({ status: 429 });
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
