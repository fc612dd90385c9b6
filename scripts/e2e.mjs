// `npm run test:e2e`: builds the app when its build is missing or older than its sources, then
// runs the browser journeys (apps/web/e2e/**/*.e2e.ts) with Vitest. The journeys' global setup
// starts the real server on a free port and a temporary data directory.
//
//   node scripts/e2e.mjs                 build if needed, run every journey
//   node scripts/e2e.mjs --no-build      never build (npm test has just built)
//   node scripts/e2e.mjs --build         always build
//   node scripts/e2e.mjs public          extra arguments go to vitest (here: a file filter)
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime, SERVER_SOURCES, SHARED_SOURCES, WEB_SOURCES } from './build-inputs.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const forceBuild = args.includes('--build');
const vitestArgs = args.filter((a) => a !== '--no-build' && a !== '--build');

// WEB_DIST is the server's own setting for where the built SPA lives.
const webDist = process.env.WEB_DIST ?? 'apps/web/dist';
const outputs = [
  'apps/server/dist/server.mjs',
  join(webDist, 'index.html'),
  join(webDist, 'landing.html'),
  join(webDist, '..', 'dist-ssr', 'render.mjs'),
];
const sources = [...WEB_SOURCES, ...SERVER_SOURCES, ...SHARED_SOURCES];

function buildReason() {
  if (forceBuild) return '--build given';
  const missing = outputs.filter((o) => !existsSync(resolve(root, o)));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  const built = Math.min(...outputs.map((o) => statSync(resolve(root, o)).mtimeMs));
  const changed = sources.filter((s) => newestMtime(join(root, s)) > built);
  return changed.length > 0 ? `sources changed since the last build: ${changed.join(', ')}` : null;
}

function exec(command, commandArgs) {
  return new Promise((resolve) => {
    console.info(`$ ${command} ${commandArgs.join(' ')}`);
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!noBuild) {
  const reason = buildReason();
  if (reason) {
    console.info(`Building the app (${reason}).`);
    const code = await exec('npm', ['run', 'build']);
    if (code !== 0) {
      console.error('e2e: the build failed; no journeys were run.');
      process.exit(code);
    }
  } else {
    console.info('The build is up to date.');
  }
}
const missing = outputs.filter((o) => !existsSync(resolve(root, o)));
if (missing.length > 0) {
  console.error(
    `e2e: cannot run the journeys without ${missing.join(' and ')}. Run npm run build.`,
  );
  process.exit(1);
}

const code = await exec(join(root, 'node_modules', '.bin', 'vitest'), [
  'run',
  '--config',
  'apps/web/e2e/vitest.e2e.config.ts',
  ...vitestArgs,
]);
process.exit(code);
