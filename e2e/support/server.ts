import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPaystackStandIn } from '../../server/src/test/paystack-stand-in';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'server', 'dist', 'main.js');
const webIndex = path.join(repoRoot, 'web', 'dist', 'index.html');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the SRM server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the SRM server did not become healthy within ${timeoutMs / 1000} s`);
}

export const mailInDomain = 'mail.srm.test';

// The browser suite runs against the built app, as users get it, on a free
// port and a DATA_DIR of its own that is thrown away afterwards, or the one
// given (the Lighthouse run's demo organisation), which its owner cleans up.
export async function startBuiltServer({ dataDir }: { dataDir?: string } = {}) {
  const ownDataDir = dataDir === undefined;
  const usedDataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));
  for (const file of [serverEntry, webIndex]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const mailInPort = await freePort();
  // Paystack, as the server's tests have it (docs/product.md#payments): tests open accounts on it by its
  // /_stand-in/keys, and customers pay on its checkout page.
  const paystack = await startPaystackStandIn();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: usedDataDir,
      // Embedded PGlite unless CI points the suite at a PostgreSQL database.
      DATABASE_URL: process.env.SRM_E2E_DATABASE_URL ?? '',
      LOG_LEVEL: process.env.SRM_E2E_LOG_LEVEL ?? 'warn',
      // Tests name their own client address (support/test.ts).
      TRUST_PROXY: '127.0.0.1',
      // Email in (docs/product.md#email-in): tests write to the organisations' addresses over SMTP.
      MAIL_IN_PORT: String(mailInPort),
      MAIL_IN_HOST: '127.0.0.1',
      MAIL_IN_DOMAIN: mailInDomain,
      PAYSTACK_API_URL: paystack.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilHealthy(baseUrl, server);

  return {
    baseUrl,
    mailInPort,
    paystackUrl: paystack.url,
    stop: async () => {
      await paystack.close();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) fs.rmSync(usedDataDir, { recursive: true, force: true });
    },
  };
}
