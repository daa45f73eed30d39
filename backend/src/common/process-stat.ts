import { readFileSync } from 'node:fs';

/**
 * The fields of a process's /proc/<pid>/stat (Linux) after its command name, or undefined elsewhere or when there is no
 * such process. The command name, in parentheses, may hold spaces and parentheses: fields are counted after the last
 * `)`, so `state` is [0], `utime` [11], `stime` [12] and `starttime` [19] (proc(5) numbers them 3, 14, 15 and 22).
 */
export function processStatFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
