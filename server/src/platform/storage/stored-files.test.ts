import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createOrganization } from '../../test/factories.js';
import { pngImage } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkImage } from './images.js';
import { unsavedFilesWaitMs, withStoredFiles } from './stored-files.js';

let testApp: TestApp;
let organizationId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  organizationId = (await createOrganization(testApp.database.db)).id;
});
afterAll(() => testApp.close());

const lostConnection = () => new Error('Connection terminated unexpectedly');

// The database as a server sees it when its connection goes: `transaction`
// fails (before or after its commit), and so does every delete after it.
function databaseThatGoes({ afterCommit }: { afterCommit: boolean }) {
  const real = testApp.database.db;
  let gone = false;
  const db = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return async (work: (tx: Database) => Promise<unknown>) => {
          await real
            .transaction(async (tx) => {
              await work(tx);
              // Gone before the commit: nothing of the transaction stays.
              if (!afterCommit) throw lostConnection();
            })
            .catch(() => undefined);
          gone = true;
          throw lostConnection();
        };
      }
      if (property === 'delete' && gone) {
        return () => {
          throw lostConnection();
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return { ...testApp.database, db };
}

async function upload(database: ReturnType<typeof databaseThatGoes>) {
  const image = await checkImage(pngImage(), 'image');
  const files = { organizationId, kind: 'feedback', files: [image], what: 'a test image' };
  let keys: string[] = [];
  const writing = withStoredFiles({ ...testApp.context, database }, files, async (tx, stored) => {
    keys = stored;
    await tx.execute(sql`select 1`);
  });
  await expect(writing).rejects.toThrow('Connection terminated');
  return keys[0]!;
}

async function isStored(key: string) {
  const file = await testApp.storage.open(key);
  file?.body.destroy();
  return file !== undefined;
}

describe('files stored with their rows', () => {
  it('are removed once the wait has passed when their rows never committed and the database went', async () => {
    const key = await upload(databaseThatGoes({ afterCommit: false }));
    // Nothing could be asked of the database: the file stays for now.
    expect(await isStored(key)).toBe(true);

    testApp.clock.advance(unsavedFilesWaitMs - 1_000);
    await testApp.jobs.runDue();
    expect(await isStored(key)).toBe(true);

    testApp.clock.advance(2_000);
    await testApp.jobs.runDue();
    expect(await isStored(key)).toBe(false);
  });

  it('stay when their rows committed even though the answer was lost', async () => {
    const key = await upload(databaseThatGoes({ afterCommit: true }));

    testApp.clock.advance(unsavedFilesWaitMs + 1_000);
    await testApp.jobs.runDue();
    expect(await isStored(key)).toBe(true);
  });
});
