import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processStatFields } from '../common/process-stat';

/**
 * PGlite runs inside one process: two programs opening the same data folder would both write to it and can corrupt
 * it. Whoever opens an on-disk PGlite (the server, or a command such as `npm run admin:create`) first takes this
 * lock, a file in the data folder naming its process; it is removed on close. A lock whose process is gone (crash,
 * kill -9, container restart) is stale and taken over.
 */
export const LOCK_FILE = 'pglite.lock';

interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it (Linux), so a pid reused by another process is not mistaken for the owner. */
  started?: string;
  /** Who holds it, in French, e.g. "le serveur" or "npm run admin:create". */
  program: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
    program: string,
  ) {
    const holder = `${owner.program} (processus ${owner.pid}, depuis le ${owner.since})`;
    super(
      program === SERVER
        ? `La base embarquée ${dataDir} est déjà ouverte par ${holder} : un seul programme à la fois peut l'utiliser. ` +
            'Arrêtez-le avant de démarrer ce serveur, ou donnez-lui un autre DATA_DIR.'
        : `La base embarquée ${dataDir} est ouverte par ${holder} : un seul programme à la fois peut l'utiliser. ` +
            `Arrêtez-le (Ctrl+C dans son terminal), puis relancez ${program}.`,
    );
  }
}

/** How the server names itself in its lock. */
export const SERVER = 'le serveur';

/** Data folders this process holds: opening one twice in a process is refused too. */
const held = new Set<string>();

/** The kernel's start time of a process (Linux /proc), undefined elsewhere or if there is no such process. */
function startTime(pid: number): string | undefined {
  return processStatFields(pid)?.[19];
}

function isRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // not held by this process (checked before), so left by an earlier one
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTime(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    return Number.isInteger(owner?.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses (DataDirLockedError) if a running program holds the folder, without taking it: a check before a long start. */
export function assertDataDirFree(dataDir: string, program: string): void {
  const owner = readOwner(join(resolve(dataDir), LOCK_FILE));
  if (owner && isRunning(owner)) throw new DataDirLockedError(dataDir, owner, program);
}

/** Takes the lock of an on-disk data folder (created beforehand) and returns its release. */
export function lockDataDir(dataDir: string, program: string): () => void {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, started: startTime(process.pid), program, since: new Date().toLocaleString('fr-FR') };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (held.has(folder)) throw new DataDirLockedError(dataDir, owner, program);
    try {
      writeFileSync(path, JSON.stringify(owner), { flag: 'wx' });
      held.add(folder);
      return () => {
        held.delete(folder);
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readOwner(path);
    if (current && isRunning(current)) throw new DataDirLockedError(dataDir, current, program);
    // Stale (or half-written by a process that died at once): moved aside under a name of our own, then the
    // exclusive create above decides. If what was moved is a live lock another process took over meanwhile, it goes back.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      continue; // another process moved it first
    }
    const moved = readOwner(aside);
    if (moved && isRunning(moved)) renameSync(aside, path);
    else rmSync(aside, { force: true });
  }
  throw new Error(`Impossible de prendre le verrou ${path}.`);
}
