// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// the foreground, passing signals through so Ctrl+C and SIGTERM drain it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SERVER = 'apps/server/dist/server.mjs';
const WEB = 'apps/web/dist/index.html';

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = Math.max(newest('packages/domain/src'), newest('packages/contracts/src'));

function buildIfStale(workspace, output, sources) {
  if (mtime(output) >= Math.max(shared, ...sources.map(newest))) return;
  console.info(`Compilando ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('apps/web', WEB, ['apps/web/src', 'apps/web/public', 'apps/web/index.html']);
buildIfStale('apps/server', SERVER, ['apps/server/src']);

const server = spawn(process.execPath, ['--enable-source-maps', SERVER], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
