import { randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { Logger } from '../logging/logger.js';
import { type FileStorage, newFileKey } from './file-storage.js';
import { removeQuietly } from './remove-quietly.js';

interface StorageDeps {
  storage: FileStorage;
  log: Logger;
  database: DatabaseHandle;
  jobs: JobRunner;
  clock: Clock;
}

export interface FilesToStore {
  organizationId: string;
  // The folder of the storage they go to ('feedback', 'stakeholders').
  kind: string;
  files: readonly { bytes: Buffer; contentType: string; extension: string }[];
  // What they are, for the log if one cannot be removed again.
  what: string;
}

// The files of an upload whose rows never committed because the process died
// in between are removed by this job, queued before the first file is stored
// and cancelled by the commit of the rows. It waits far longer than a request
// may take to write them, so it never removes the files of a commit under way.
export const unsavedFilesJob = 'files.remove-unsaved';
export const unsavedFilesWaitMs = 60 * 60_000;
type UnsavedFiles = { keys: string[]; what: string };

export function handleUnsavedFiles({ jobs, storage, log }: Pick<StorageDeps, 'jobs' | 'storage' | 'log'>) {
  jobs.handle<UnsavedFiles>(unsavedFilesJob, {
    run: async ({ keys, what }) => {
      await Promise.all(keys.map((key) => storage.remove(key)));
      log.warn({ keys }, `removed ${what}, left behind by a server that stopped before saving it`);
    },
  });
}

async function storeAll(storage: FileStorage, keys: string[], files: FilesToStore) {
  const saves = await Promise.allSettled(
    files.files.map((file, index) =>
      storage.save({ key: keys[index]!, bytes: file.bytes, contentType: file.contentType }),
    ),
  );
  const failed = saves.find((save) => save.status === 'rejected');
  if (failed) throw failed.reason;
}

// Stores each file under a new random key, then writes the rows naming them
// (`write`, given the keys in the files' order) in one transaction. No row
// without its file, and no file without its row: a failed save or write removes
// the files at once, a crash before the commit leaves them to the job above.
export async function withStoredFiles<Result>(
  deps: StorageDeps,
  files: FilesToStore,
  write: (tx: Database, keys: string[]) => Promise<Result>,
): Promise<Result> {
  const { database, jobs, clock } = deps;
  if (files.files.length === 0) return database.db.transaction((tx) => write(tx, []));
  const keys = files.files.map((file) => newFileKey({ ...files, extension: file.extension }));
  const upload = randomUUID();
  const runAt = new Date(clock.now().getTime() + unsavedFilesWaitMs);
  await jobs.enqueue<UnsavedFiles>(database.db, unsavedFilesJob, { keys, what: files.what }, { key: upload, runAt });
  try {
    await storeAll(deps.storage, keys, files);
    return await database.db.transaction(async (tx) => {
      const result = await write(tx, keys);
      await jobs.cancel(tx, unsavedFilesJob, upload);
      return result;
    });
  } catch (error) {
    // The job tells whether the rows were saved: their commit removed it. A lost
    // connection may hide a commit that happened, so its answer decides, not the
    // error; with no answer at all, the job removes the files once it runs.
    const unsaved = await jobs.cancel(database.db, unsavedFilesJob, upload).catch(() => false);
    if (unsaved) await removeQuietly(deps, keys, files.what);
    throw error;
  }
}
