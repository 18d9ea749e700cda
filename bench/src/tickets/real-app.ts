import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.js';
import { createAppContext } from '../../../server/src/app-context.js';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import { hashToken, newOpaqueToken } from '../../../server/src/platform/auth/secrets.js';
import { insertSession } from '../../../server/src/platform/auth/session.queries.js';
import { systemClock } from '../../../server/src/platform/clock/clock.js';
import { loadConfig } from '../../../server/src/platform/config/config.js';

// The app as main.ts builds it in production, on the bench database: every
// plugin, hook, schema and serializer, a silent log. The job runner (mail
// delivery, SLA clock) is not started, so the data only changes by the measured requests.
// With `redisUrl`, Redis carries the rate limits and the socket.io adapter, as in production.
// `env` adds settings an operator would (the mail-in bench's SMTP listener).
export async function startRealApp(
  database: DatabaseHandle,
  { redisUrl, env = {} }: { redisUrl?: string; env?: Record<string, string> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    APP_URL: 'http://127.0.0.1:3000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  const context = await createAppContext(config, { clock: systemClock, database });
  const app = await buildApp(context, { webDistDir: path.join(dataDir, 'no-web-build') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    app,
    mailer: context.mailer,
    close: async () => {
      await app.close();
      await context.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A live session for the user, as login would store it (only the token's hash).
export async function signIn(database: DatabaseHandle, userId: string) {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  await insertSession(database.db, { userId, tokenHash, now, expiresAt: new Date(now.getTime() + 24 * 3_600_000) });
  return {
    token,
    signOut: () => database.db.execute(sql`delete from sessions where token_hash = ${tokenHash}`),
  };
}
