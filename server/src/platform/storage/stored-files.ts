import type { Logger } from '../logging/logger.js';
import { type FileStorage, newFileKey } from './file-storage.js';
import type { CheckedImage } from './images.js';
import { removeQuietly } from './remove-quietly.js';

interface StorageDeps {
  storage: FileStorage;
  log: Logger;
}

export interface FilesToStore {
  organizationId: string;
  // The folder of the storage they go to ('feedback', 'stakeholders').
  kind: string;
  files: readonly Pick<CheckedImage, 'bytes' | 'contentType' | 'extension'>[];
  // What they are, for the log if one cannot be removed again.
  what: string;
}

// Each file is stored under a new random key; if any save fails, those
// already stored go again, so a failed upload leaves no file behind.
async function storeAll({ storage, log }: StorageDeps, { organizationId, kind, files, what }: FilesToStore) {
  const saves = await Promise.allSettled(
    files.map(async (file) => {
      const key = newFileKey({ organizationId, kind, extension: file.extension });
      await storage.save({ key, bytes: file.bytes, contentType: file.contentType });
      return key;
    }),
  );
  const stored = saves.flatMap((save) => (save.status === 'fulfilled' ? [save.value] : []));
  const failed = saves.find((save) => save.status === 'rejected');
  if (failed) {
    await removeQuietly({ storage, log }, stored, what);
    throw failed.reason;
  }
  return stored;
}

// Stores the files, then runs `write` with their keys (in the files' order),
// which writes the rows naming them in one transaction. If it fails, the files
// go again: no row without its file, no file without its row.
export async function withStoredFiles<Result>(
  deps: StorageDeps,
  files: FilesToStore,
  write: (keys: string[]) => Promise<Result>,
): Promise<Result> {
  const keys = await storeAll(deps, files);
  try {
    return await write(keys);
  } catch (error) {
    await removeQuietly(deps, keys, files.what);
    throw error;
  }
}
