import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own: two processes on one data folder silently lose
 * acknowledged writes. We hold an exclusive lock file carrying our pid for as long as the
 * server runs, and take over a lock whose owner is no longer alive.
 */
export const LOCK_FILE = 'algoone.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${ownerPid}. ` +
        'Pare o outro servidor ou use outro DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  // Two attempts: the second after removing a stale lock. If another process wins the race
  // for the stale lock in between, our exclusive create fails and we report it as the owner.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          if (readOwner(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      try {
        unlinkSync(path);
      } catch {
        // Someone else removed it first; the next attempt decides who wins.
      }
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(path));
}
