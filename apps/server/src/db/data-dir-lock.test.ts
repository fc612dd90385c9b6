import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'algoone-lock-'));

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`processo ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, LOCK_FILE), String(dead.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), 'not a pid');
    acquireDataDirLock(dir).release();
  });
});
