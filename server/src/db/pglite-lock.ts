import lockfile from 'proper-lockfile';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

// PGlite is a single-process database: two processes writing one directory
// corrupt its WAL. The lock is refreshed while we run and goes stale a minute
// after a crash, so a killed server never blocks a restart for long. PGlite runs
// on the event loop, so the stale time must outlast any long query or migration.
const staleAfterMs = 60_000;

export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: `${dataDir}.lock`,
      stale: staleAfterMs,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        // Another process may be writing the directory now: stop before we do too.
        console.error(`SRM stopped: lost the lock on the embedded database in ${dataDir} (${error.message})`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirectoryInUseError(
        `The embedded database in ${dataDir} is already in use by another SRM process. ` +
          'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL for a shared PostgreSQL. ' +
          'If no other process runs, the lock of a crashed one expires within a minute.',
      );
    }
    throw error;
  }
}
