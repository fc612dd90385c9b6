import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { driver } from './support/test-app.ts';

// The real entry point, as `npm start` runs it, on its own PGlite folder.
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const children: ChildProcess[] = [];

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

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
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
