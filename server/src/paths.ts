import path from 'node:path';

// This file sits one level below the package root both as source (src/) and
// as build output (dist/), so these paths hold for `tsx` and for `node dist/`.
const packageRoot = path.resolve(import.meta.dirname, '..');

export const migrationsDir = path.join(packageRoot, 'src', 'db', 'migrations');
export const webDistDir = path.resolve(packageRoot, '..', 'web', 'dist');
