import lockfile from 'proper-lockfile';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

// PGlite is a single-process database: two processes writing one directory
// corrupt its WAL. The lock is refreshed while we run and goes stale (and can be
// taken over) within seconds of a crash, so a killed server never blocks a restart.
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: `${dataDir}.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirectoryInUseError(
        `The embedded database in ${dataDir} is already in use by another SRM process. ` +
          'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL for a shared PostgreSQL.',
      );
    }
    throw error;
  }
}
