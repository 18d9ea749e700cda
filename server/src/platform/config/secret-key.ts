import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const secretFileName = 'secret_key';

// Outside production a missing SECRET_KEY is generated once and kept in DATA_DIR,
// so sessions and signed links survive restarts without any setup.
export function readOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, secretFileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
