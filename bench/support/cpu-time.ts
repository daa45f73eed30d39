import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds of a process so far, from /proc (Linux); undefined elsewhere or once it has gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    // The command name, in parentheses, may hold spaces and parentheses: the fields are counted after the last one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of every PostgreSQL process of this machine (its backends, WAL writer, checkpointer…), or undefined when
 * none runs here (a database server on another machine).
 */
export function postgresCpuSeconds(): number | undefined {
  let total: number | undefined;
  let entries;
  try {
    entries = readdirSync('/proc', { withFileTypes: true });
  } catch {
    return undefined;
  }
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
    if (seconds !== undefined) total = (total ?? 0) + seconds;
  }
  return total;
}

/** This process's user and system CPU seconds so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
