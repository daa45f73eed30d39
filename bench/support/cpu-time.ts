import { readdirSync, readFileSync } from 'node:fs';
import { processStatFields } from '../../backend/src/common/process-stat';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds of a process so far, from /proc (Linux); undefined elsewhere or once it has gone. */
export function processCpuSeconds(pid: number): number | undefined {
  const fields = processStatFields(pid);
  return fields && (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds so far of each PostgreSQL process of this machine (backends, WAL writer, checkpointer…), by pid. */
export type PostgresCpu = Map<number, number>;

/** Undefined when no PostgreSQL process runs here (a database server on another machine) or /proc is absent. */
export function postgresCpu(): PostgresCpu | undefined {
  let entries;
  try {
    entries = readdirSync('/proc', { withFileTypes: true });
  } catch {
    return undefined;
  }
  const byPid: PostgresCpu = new Map();
  for (const entry of entries) {
    if (!entry.isDirectory() || !/^\d+$/.test(entry.name)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${entry.name}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== 'postgres') continue;
    const seconds = processCpuSeconds(Number(entry.name));
    if (seconds !== undefined) byPid.set(Number(entry.name), seconds);
  }
  return byPid.size > 0 ? byPid : undefined;
}

/**
 * CPU seconds PostgreSQL spent between two readings: per process, so that a backend ending in between (its time leaves
 * the sum) does not count as negative time; what such a process spent since the first reading is not counted.
 */
export function postgresCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let seconds = 0;
  for (const [pid, total] of after) seconds += total - (before.get(pid) ?? 0);
  return seconds;
}

/** This process's user and system CPU seconds so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
