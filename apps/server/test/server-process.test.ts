import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { driver } from './support/test-app.ts';

// The real entry point, as `npm start` runs it, on its own PGlite folder.
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const children: ChildProcess[] = [];
/** Grandchildren too (`npm start`'s tree), killed at the end if a test left them running. */
const strays: number[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitReady(port: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/** Every process whose parent chain leads to `pid`, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const next = [...parentOf]
      .filter(([, ppid]) => frontier.includes(ppid))
      .map(([child]) => child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of strays.filter(alive)) process.kill(pid, 'SIGKILL');
});

describe.runIf(driver === 'pglite')('the server process', () => {
  it('refuses a second server on the same data folder, then drains and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'algoone-proc-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitReady(port);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/já está em uso pelo processo/);

    // The first one still serves: the refused start did not disturb it.
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Its lock was released, so a new server starts on the same folder and sees the data.
    const third = startServer(dataDir, port);
    await waitReady(port);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('SIGTERM to `npm start` alone drains the whole tree, exits and frees the data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'algoone-npm-start-'));
    const port = await freePort();
    // As a container runtime or process manager does: one signal, to npm's own process.
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        NODE_ENV: 'test',
        CDI_SYNC: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(npm);
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const npmExited = new Promise((resolve) => npm.on('exit', resolve));
    await waitReady(port, 120_000);
    const tree = descendants(npm.pid ?? 0);
    strays.push(...tree);
    expect(tree.length, output).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'algoone.lock'))).toBe(true);

    npm.kill('SIGTERM');
    await npmExited;
    const until = Date.now() + 20_000;
    while (tree.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(tree.filter(alive), output).toEqual([]);
    expect(existsSync(join(dataDir, 'algoone.lock'))).toBe(false);

    // The next start on the same folder is not refused.
    const next = startServer(dataDir, port);
    await waitReady(port);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 240_000);

  it('stops with one clear line and exit 1 on a bad environment', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Configuração inválida — PORT/);
  }, 30_000);
});
