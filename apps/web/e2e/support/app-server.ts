// Starts the real, built server (apps/server/dist/server.mjs) as a child process on a free port
// and a fresh temporary data directory, the way a user runs it. DATABASE_URL is removed so the
// journeys always run on the embedded PGlite database, whatever the calling shell has set.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.mjs');

export interface AppServer {
  baseURL: string;
  dataDir: string;
  /** Sends SIGTERM and resolves with the exit code once the process has gone. */
  stop(): Promise<number | null>;
  /** The last lines the server printed, for error messages. */
  recentOutput(): string;
}

export interface StartOptions {
  /** Use this data directory instead of a fresh temporary one (kept on stop). */
  dataDir?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Also append the server's output to this file. */
  logFile?: string;
  /**
   * Serve a private copy of the web build (default true), so that a rebuild of apps/web/dist
   * while the journeys run (another terminal, another engineer) cannot swap the files under the
   * server: it lists the static files once, at start.
   */
  snapshotWeb?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

export async function startAppServer(options: StartOptions = {}): Promise<AppServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run npm run build first.`);
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'algoone-e2e-')));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const webDist = resolve(
    repoRoot,
    options.env?.WEB_DIST ?? process.env.WEB_DIST ?? 'apps/web/dist',
  );
  let webCopy: string | undefined;
  if (options.snapshotWeb !== false && existsSync(join(webDist, 'index.html'))) {
    // The page renderer (dist-ssr) sits beside the browser build, as the server looks for it.
    const copyRoot = await mkdtemp(join(tmpdir(), 'algoone-e2e-web-'));
    webCopy = join(copyRoot, 'dist');
    await cp(webDist, webCopy, { recursive: true });
    const renderer = join(webDist, '..', 'dist-ssr');
    if (existsSync(renderer)) await cp(renderer, join(copyRoot, 'dist-ssr'), { recursive: true });
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    // Emailed links point at the address the browser uses.
    APP_URL: baseURL,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(webCopy ? { WEB_DIST: webCopy } : {}),
  };
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const tail: string[] = [];
  let log: ReturnType<typeof createWriteStream> | undefined;
  if (options.logFile) {
    mkdirSync(dirname(options.logFile), { recursive: true });
    log = createWriteStream(options.logFile, { flags: 'a' });
  }
  const record = (chunk: Buffer) => {
    log?.write(chunk);
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const recentOutput = () => tail.join('\n');

  let stopped: Promise<number | null> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited(child);
        clearTimeout(timer);
      }
      await new Promise<void>((done) => (log ? log.end(done) : done()));
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      if (webCopy) await rm(dirname(webCopy), { recursive: true, force: true });
      return child.exitCode;
    })();
    return stopped;
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ` +
          `ready. Its last output:\n${recentOutput()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health/ready`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server was not ready at ${baseURL} in time. Its last output:\n${recentOutput()}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return { baseURL, dataDir, stop, recentOutput };
}
