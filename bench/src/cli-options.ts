import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type BenchTarget, defaultDatabaseUrl, defaultPgliteDir } from './bench-database.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export const targetOptions = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
} satisfies Options;

export function parseCommandLine<T extends Options>(options: T) {
  return parseArgs({ options, strict: true, allowPositionals: false }).values;
}

export function positiveInteger(name: string, value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
}

// Neither flag: both databases (PostgreSQL first). One flag: that database only.
export function targetsOf(values: { 'database-url'?: string; 'data-dir'?: string }): BenchTarget[] {
  const url = values['database-url'];
  const dataDir = values['data-dir'];
  if (!url && !dataDir) {
    return [
      { kind: 'postgres', url: defaultDatabaseUrl },
      { kind: 'pglite', dataDir: defaultPgliteDir },
    ];
  }
  return [
    ...(url ? [{ kind: 'postgres', url } as const] : []),
    ...(dataDir ? [{ kind: 'pglite', dataDir } as const] : []),
  ];
}
