import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-child.js';

const run = promisify(execFile);

// Debian's PostgreSQL programs, newest version first; PG_BIN overrides.
function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => fs.existsSync(`${dir}/pg_ctl`));
  if (!found) throw new Error('no PostgreSQL programs under /usr/lib/postgresql (set PG_BIN to their folder)');
  return found;
}

// PostgreSQL refuses to run as root: then its programs run as the postgres user.
const asRoot = process.getuid?.() === 0;

// A PostgreSQL server of the suite's own, on a temporary folder and a free port,
// that it may stop and start while a server process uses it: the machine's
// shared PostgreSQL serves other test runs and is never restarted.
export async function startPrivatePostgres() {
  const bin = postgresBinDir();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-faults-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const runPg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  if (asRoot) fs.chownSync(folder, ...postgresUser());
  await runPg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => runPg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  // `fast`: open connections are ended at once, as a restart by an operator does.
  const stop = () => runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async remove() {
      await stop().catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresUser(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
