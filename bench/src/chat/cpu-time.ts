import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// CPU time of the processes taking part, read from /proc (Linux), so a
// measurement can say which of them the two cores were busy with: the server
// copies, the stakeholders' and the staff's clients, PostgreSQL, Redis.
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function cpuSecondsOf(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function pidsNamed(command: string) {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

export type ProcessGroups = Record<string, number[]>;

// A backend's title names its database: "postgres: 15/main: postgres srm_bench 127.0.0.1(…) idle".
function isBackendOf(pid: number, databaseName: string) {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return title.split(' ').slice(0, 5).includes(databaseName);
  } catch {
    return false;
  }
}

// The processes of each group now, and the services': the backends serving
// the bench database apart from the rest of PostgreSQL (its background
// writers, and whatever else the machine runs on it), then Redis.
export function withServices(groups: ProcessGroups, databaseName: string): ProcessGroups {
  const postgres = pidsNamed('postgres');
  const bench = postgres.filter((pid) => isBackendOf(pid, databaseName));
  return {
    ...groups,
    [`postgres ${databaseName}`]: bench,
    'postgres other': postgres.filter((pid) => !bench.includes(pid)),
    redis: pidsNamed('redis-server'),
  };
}

// Starts a reading; its end gives each group's CPU seconds over the interval
// and the interval's length. A backend that started meanwhile counts from zero.
export function startCpuReading(groups: () => ProcessGroups) {
  const startedAt = performance.now();
  const before = new Map<number, number>();
  for (const pids of Object.values(groups())) for (const pid of pids) before.set(pid, cpuSecondsOf(pid));
  return () => {
    const cpuSeconds: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups())) {
      cpuSeconds[name] = pids.reduce((sum, pid) => sum + cpuSecondsOf(pid) - (before.get(pid) ?? 0), 0);
    }
    return { cpuSeconds, seconds: (performance.now() - startedAt) / 1000 };
  };
}
