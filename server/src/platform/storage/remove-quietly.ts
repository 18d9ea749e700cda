import type { Logger } from '../logging/logger.js';
import type { FileStorage } from './file-storage.js';

// Removes files whose save has already succeeded or failed for good (a
// replaced avatar, the images of a feedback that was not saved). A file left
// behind only wastes space, so a failure here is logged, never thrown.
export async function removeQuietly(
  { storage, log }: { storage: FileStorage; log: Logger },
  keys: readonly string[],
  why: string,
) {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.remove(key);
      } catch (error) {
        log.warn({ err: error, key }, `could not remove ${why}`);
      }
    }),
  );
}
