import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { assertValidFileKey, type FileStorage } from './file-storage.js';

// The content type is kept beside the file, under a name no key can take
// (keys have at most one dot).
const metaSuffix = '.meta.json';

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

// A file being written, under a name of its own; removing the file removes it
// too, so a process that died while writing leaves nothing once the files of
// its unsaved upload are removed (stored-files.ts).
const partialSuffix = '.partial';

// Written under the partial name and renamed into place, so a reader sees the
// whole file or none of it, never half of one.
async function writeAtomically(target: string, bytes: Buffer | string) {
  const temporary = target + partialSuffix;
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

// Files under `<DATA_DIR>/uploads`, one per key, in folders named after the
// key's segments (the organisation first).
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathOf(key: string) {
    assertValidFileKey(key);
    const resolved = path.resolve(root, ...key.split('/'));
    // The key pattern already forbids it; a second look costs nothing.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`key escapes the storage root: ${key}`);
    return resolved;
  }

  return {
    async save({ key, bytes, contentType }) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // The file goes last: once it is there, its content type is too.
      await writeAtomically(target + metaSuffix, JSON.stringify({ contentType }));
      await writeAtomically(target, bytes);
    },

    async open(key) {
      const target = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        // An open file stays readable even if it is removed meanwhile.
        const { size } = await handle.stat();
        const meta = JSON.parse(await fs.readFile(target + metaSuffix, 'utf8')) as { contentType: string };
        return { contentType: meta.contentType, size, body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      const target = pathOf(key);
      for (const name of [target, target + partialSuffix, target + metaSuffix, target + metaSuffix + partialSuffix]) {
        await fs.rm(name, { force: true });
      }
    },
  };
}

export function uploadsDirOf(config: Pick<Config, 'DATA_DIR'>) {
  return path.join(config.DATA_DIR, 'uploads');
}
