import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { publicPageEntries, signInPages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let webDistDir: string;

beforeAll(async () => {
  // A deploy path that itself contains "assets" must not make every file long-cached.
  webDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'srm-web-')), 'assets', 'dist');
  fs.mkdirSync(webDistDir, { recursive: true });
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>SRM</title><div id="root"></div>');
  fs.writeFileSync(
    path.join(webDistDir, 'assets', 'index-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(webDistDir, 'robots.txt'), 'User-agent: *\n');
  // As the build leaves a file it compressed (web/scripts/precompress.mjs): its brotli and gzip copies beside it.
  // (The copies say so, for the test to tell them from the file compressed on the way out.)
  const original = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  const precompressed = `${original}\n// the build's copy`;
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-9e8d7c.js'), original);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-9e8d7c.js.br'), zlib.brotliCompressSync(precompressed));
  fs.writeFileSync(path.join(webDistDir, 'assets', 'app-9e8d7c.js.gz'), zlib.gzipSync(precompressed));
  testApp = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(path.dirname(path.dirname(webDistDir)), { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built web app', () => {
  it.each(['/', '/tickets', '/feedback/2b1c/extra', '/form/acadaboo/4d2e', '/apiary', '/feedback-product/acme.io'])(
    'serves index.html for the page address %s',
    async (url) => {
      const response = await testApp.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the page to a client that accepts anything, like curl', async () => {
    const response = await testApp.app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await testApp.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets for clients that accept it', async () => {
    const response = await testApp.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('sends the copy the build compressed, as %s, to a client that takes it', async (encoding, decompress) => {
    const response = await testApp.app.inject({
      url: '/assets/app-9e8d7c.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decompress(response.rawPayload).toString()).toContain("the build's copy");
  });

  it.each(['/robots.txt', '/index.html'])('revalidates %s, which is not hashed', async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset or a non-page request with the page', async () => {
    const missingAsset = await testApp.app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    const missingIcon = await testApp.app.inject({ url: '/apple-touch-icon.png', headers: html });
    expect(missingIcon.statusCode).toBe(404);
    const post = await testApp.app.inject({ method: 'POST', url: '/tickets', headers: html });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toHaveProperty('detail');
  });
});

describe('the pages with entries of their own, and the pages drawn ahead', () => {
  let withEntries: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-web-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root" data-entry="app"></div>');
    fs.mkdirSync(path.join(distDir, 'entries'));
    for (const entry of Object.keys(publicPageEntries)) {
      const page = `<!doctype html><div id="root" data-entry="${entry}"></div>`;
      fs.writeFileSync(path.join(distDir, 'entries', `${entry}.html`), page);
    }
    fs.mkdirSync(path.join(distDir, 'prerendered'));
    for (const page of Object.keys(signInPages)) {
      const drawn = `<!doctype html><div id="root" data-entry="sign-in entry, drawn ahead as ${page}"></div>`;
      fs.writeFileSync(path.join(distDir, 'prerendered', `${page}.html`), drawn);
      fs.writeFileSync(path.join(distDir, 'prerendered', `${page}.html.br`), zlib.brotliCompressSync(drawn));
    }
    withEntries = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await withEntries.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'landing'],
    ['/form/acadaboo/4d2e', 'feedback-form'],
    ['/form/acadaboo/4d2e/', 'feedback-form'],
    ['/chat/4d2e?embed=1', 'public-chat'],
    ['/your-ticket/abc.123.def', 'public-ticket'],
    ['/login', 'sign-in entry, drawn ahead as login'],
    ['/login/', 'sign-in entry, drawn ahead as login'],
    ['/create-account?next=%2Fhome', 'sign-in entry, drawn ahead as create-account'],
    ['/forgot-password', 'app'],
    ['/tickets', 'app'],
    ['/form/acadaboo', 'app'],
    ['/chat/4d2e/extra', 'app'],
    ['/your-ticket', 'app'],
  ])('sends %s the %s entry', async (url, entry) => {
    const response = await withEntries.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`data-entry="${entry}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    [
      '/form/Neo/4d2e8f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      '/api/ticket/feedback-form/4d2e8f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b/?product=neo',
    ],
    ['/chat/4d2e8f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b?embed=1', '/api/chat/public/4d2e8f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b/'],
    ['/your-ticket/abc.123.def', '/api/your-ticket/abc.123.def/'],
    // What would end the address or the header inside it stays encoded.
    ['/your-ticket/a%3E%3B%2Cb%0D%0A', '/api/your-ticket/a%3E%3B%2Cb%0D%0A/'],
  ])('has the browser fetch what %s reads first along with its code', async (url, firstRead) => {
    const response = await withEntries.app.inject({ url, headers: html });
    expect(response.headers.link).toBe(`<${firstRead}>; rel=preload; as=fetch; crossorigin=anonymous`);
  });

  it.each(['/', '/login', '/tickets', '/form/neo/not-an-organisation', '/chat/4d2e'])(
    'names nothing to fetch ahead for %s, which reads nothing first or nothing at all',
    async (url) => {
      const response = await withEntries.app.inject({ url, headers: html });
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('sends a page drawn ahead as the copy the build compressed, to a client that takes it', async () => {
    const response = await withEntries.app.inject({ url: '/login', headers: { ...html, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('drawn ahead as login');
  });
});
