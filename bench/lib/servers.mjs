// Processes the benchmarks measure: the real built app server and a bare Fastify hello-world,
// each a child process so that neither shares an event loop with the load generator.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_ENTRY runs another build (e.g. an earlier commit's, for before/after in one run).
export const serverEntry =
  process.env.BENCH_SERVER_ENTRY ?? join(repoRoot, 'apps/server/dist/server.mjs');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** User + system CPU time a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Polls `url` until it answers 200; rejects when `child` exits first or time runs out. */
export async function waitFor200(url, child, output, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `process exited (code ${child.exitCode}) before ${url} answered:\n${output()}`,
      );
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time:\n${output()}`);
    await sleep(25);
  }
}

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (tail.length > 30) tail.splice(0, tail.length - 30);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => tail.join('\n') };
}

async function terminate(child) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  }
  return child.exitCode;
}

/**
 * Starts the built app. Uses DATABASE_URL when `useDatabaseUrl` and it is set, otherwise PGlite
 * in `dataDir` (a fresh temporary folder when not given, removed on stop).
 */
export async function startApp({ dataDir, useDatabaseUrl = false, env = {} } = {}) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build.`);
  const ownsDataDir = !dataDir;
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'algoone-bench-')));
  const port = await freePort();
  const childEnv = {
    ...process.env,
    // Measured as it runs in production; production wants a session secret, so a throwaway one.
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
    DATA_DIR: dir,
  };
  if (!useDatabaseUrl) delete childEnv.DATABASE_URL;
  const startedAt = performance.now();
  const { child, output } = spawnNode([serverEntry], childEnv);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${url}/api/health/ready`, child, output);
  } catch (error) {
    await terminate(child);
    if (ownsDataDir) await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const readyMs = performance.now() - startedAt;
  return {
    url,
    pid: child.pid,
    readyCpuMs: cpuMs(child.pid),
    dataDir: dir,
    readyMs,
    database: useDatabaseUrl && process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    output,
    async stop() {
      const code = await terminate(child);
      if (ownsDataDir) await rm(dir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Starts bench/lib/bare-fastify.mjs: the floor any Fastify app on this machine can reach. */
export async function startBareFastify() {
  const port = await freePort();
  const { child, output } = spawnNode([join(repoRoot, 'bench/lib/bare-fastify.mjs')], {
    ...process.env,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/`, child, output);
  return { url, output, stop: () => terminate(child) };
}
