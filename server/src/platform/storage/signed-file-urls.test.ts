import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock/clock.js';
import { createFileUrls } from './signed-file-urls.js';

const secretKey = 'a-test-secret-key-of-at-least-32-characters';
const key = '6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11/avatars/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png';

function partsOf(url: string) {
  const parsed = new URL(url, 'http://srm.test');
  return {
    key: decodeURIComponent(parsed.pathname.replace(/^\/api\/files\//, '')),
    expires: parsed.searchParams.get('exp') ?? undefined,
    signature: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('signed file addresses', () => {
  it('open their file for one to two hours, and stay the same within the hour', () => {
    const clock = createFakeClock(new Date('2026-03-01T10:05:00Z'));
    const urls = createFileUrls({ secretKey, clock });
    const url = urls.urlFor(key);
    expect(url).toMatch(/^\/api\/files\/[^?]+\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(partsOf(url).key).toBe(key);
    expect(urls.secondsLeft(partsOf(url))).toBe(115 * 60);

    clock.advance(50 * 60_000);
    expect(urls.urlFor(key)).toBe(url);
    clock.advance(10 * 60_000);
    expect(urls.urlFor(key)).not.toBe(url);
    expect(urls.secondsLeft(partsOf(url))).toBe(55 * 60);

    clock.advance(55 * 60_000);
    expect(urls.secondsLeft(partsOf(url))).toBeNull();
  });

  it('open nothing once any part of them is changed', () => {
    const urls = createFileUrls({ secretKey, clock: createFakeClock() });
    const parts = partsOf(urls.urlFor(key));
    const otherKey = key.replace('6f1b7e9e', '7f1b7e9e');
    expect(urls.secondsLeft(parts)).not.toBeNull();
    expect(urls.secondsLeft({ ...parts, key: otherKey })).toBeNull();
    expect(urls.secondsLeft({ ...parts, expires: String(Number(parts.expires) + 3600) })).toBeNull();
    expect(urls.secondsLeft({ ...parts, signature: `${parts.signature?.slice(0, -1)}0` })).toBeNull();
    expect(urls.secondsLeft({ ...parts, signature: parts.signature?.slice(0, 10) })).toBeNull();
    expect(urls.secondsLeft({ key })).toBeNull();
  });

  it('are worthless under another secret key', () => {
    const clock = createFakeClock();
    const parts = partsOf(createFileUrls({ secretKey, clock }).urlFor(key));
    const otherServer = createFileUrls({ secretKey: `${secretKey}-other`, clock });
    expect(otherServer.secondsLeft(parts)).toBeNull();
  });
});
