// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// the foreground, passing signals through so Ctrl+C and SIGTERM drain it cleanly. package.json
// runs this file with `exec`: otherwise npm's SIGTERM reached only the shell npm starts, which
// died without passing it on, and the server went on as an orphan holding the data folder's
// lock (issue #20). In production, run the server directly (README, "Production").
// With WEB_DIST set the SPA is someone else's build: only the server is built here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestMtime, SERVER_SOURCES, SHARED_SOURCES, WEB_SOURCES } from './build-inputs.mjs';

const SERVER = 'apps/server/dist/server.mjs';
// The page renderer (ADR 026) and the prerendered landing page (ADR 009), the web build's last
// outputs.
const WEB = ['apps/web/dist-ssr/render.mjs', 'apps/web/dist/landing.html'];

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = Math.max(...SHARED_SOURCES.map(newestMtime));

function buildIfStale(workspace, outputs, sources) {
  const built = Math.min(...[outputs].flat().map(mtime));
  if (built >= Math.max(shared, ...sources.map(newestMtime))) return;
  console.info(`Compilando ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.WEB_DIST) buildIfStale('apps/web', WEB, WEB_SOURCES);
buildIfStale('apps/server', SERVER, SERVER_SOURCES);

const server = spawn(process.execPath, ['--enable-source-maps', SERVER], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
