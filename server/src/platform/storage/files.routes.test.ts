import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, pngImage } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newFileKey } from './file-storage.js';
import { createFileUrls, type FileUrls } from './signed-file-urls.js';

let testApp: TestApp;
let fileUrls: FileUrls;
beforeAll(async () => {
  testApp = await createTestApp();
  fileUrls = createFileUrls({ secretKey: testApp.config.SECRET_KEY, clock: testApp.clock });
});
afterAll(() => testApp.close());

const organizationA = randomUUID();
const organizationB = randomUUID();

async function storedAvatar(organizationId: string, bytes = pngImage(), contentType = 'image/png') {
  const key = newFileKey({ organizationId, kind: 'avatars', extension: 'png' });
  await testApp.storage.save({ key, bytes, contentType });
  return key;
}

const get = (url: string) => testApp.app.inject({ url });

describe('GET /api/files/<key>', () => {
  it('serves a file through its signed address, inline, with its stored type and a private cache', async () => {
    const key = await storedAvatar(organizationA);
    const response = await get(fileUrls.urlFor(key));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pngImage())).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(response.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);
  });

  it('answers 404 once the address has expired', async () => {
    const key = await storedAvatar(organizationA);
    const url = fileUrls.urlFor(key);
    testApp.clock.advance(2 * 60 * 60_000);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('answers 404 to an address whose key, expiry or signature was changed', async () => {
    const key = await storedAvatar(organizationA);
    const theirKey = await storedAvatar(organizationB);
    const url = fileUrls.urlFor(key);
    const [, query] = url.split('?');
    const params = new URLSearchParams(query);
    const signature = params.get('signature') ?? '';
    const expires = Number(params.get('expires'));

    const tampered = [
      // Organisation A's signature does not open organisation B's file.
      `/api/files/${theirKey}?${query}`,
      `/api/files/${key}?exp=${expires + 3600}&sig=${signature}`,
      `/api/files/${key}?exp=${expires}&sig=${signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
      `/api/files/${key}?exp=${expires}`,
      `/api/files/${key}`,
      `/api/files/${key}?exp=${expires}&sig=${signature}&sig=${signature}`,
    ];
    for (const address of tampered) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toEqual({ detail: expect.any(String), errors: {} });
    }
  });

  it('answers a signed address of a missing file exactly like a bad one', async () => {
    const key = await storedAvatar(organizationA);
    const url = fileUrls.urlFor(key);
    await testApp.storage.remove(key);
    const missing = await get(url);
    const forged = await get(`/api/files/${key}?exp=9999999999&sig=${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(forged.json());
  });

  it('answers 404 to keys that try to leave the storage folder, signed or not', async () => {
    for (const key of ['..%2F..%2Fsecret-key', `${organizationA}/../../secret-key`, '%2Fetc%2Fpasswd']) {
      const response = await get(`/api/files/${key}?exp=9999999999&sig=${'0'.repeat(64)}`);
      expect(response.statusCode, key).toBe(404);
    }
  });

  it('serves even a mislabelled file with nosniff, so a browser never runs it as a page', async () => {
    const key = await storedAvatar(organizationA, htmlPage(), 'image/png');
    const response = await get(fileUrls.urlFor(key));
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.paths['/api/files/{*}'].get.tags).toEqual(['files']);
  });
});
