// `npm test`: the whole suite, in the order that fails cheapest first. Stops at the first failing
// step and says which one it was. Integration tests run on PGlite, and on PostgreSQL too when
// DATABASE_URL is set (see vitest.config.ts); the browser journeys run on the built app.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const integrationProjects = ['--project', 'server'];
if (process.env.DATABASE_URL) integrationProjects.push('--project', 'server-pg');

/** @type {{ name: string, run: () => Promise<void> | void }[]} */
const steps = [
  { name: 'Chromium', run: () => void ensureChromium() },
  // ESLint and tsc each use one core: side by side they take as long as the slower (ADR 031).
  // Each one's output is printed whole when it ends, so the two never interleave.
  {
    name: 'Lint + typecheck',
    run: () =>
      allOf([
        execBuffered('Lint', npm, ['run', 'lint']),
        execBuffered('Typecheck', npm, ['run', 'typecheck']),
      ]),
  },
  {
    name: 'Unit tests (domain coverage)',
    run: () =>
      exec(vitest, [
        'run',
        '--project',
        'domain',
        '--project',
        'contracts',
        '--project',
        'web',
        '--coverage',
      ]),
  },
  {
    name: process.env.DATABASE_URL
      ? 'Integration tests (PGlite + PostgreSQL)'
      : 'Integration tests (PGlite)',
    run: () => {
      if (!process.env.DATABASE_URL) {
        console.info('DATABASE_URL is not set: PostgreSQL runs are skipped (.ci/run sets it).');
      }
      return exec(vitest, ['run', ...integrationProjects]);
    },
  },
  { name: 'Build', run: () => exec(npm, ['run', 'build']) },
  {
    name: 'Browser journeys',
    run: () => exec(process.execPath, ['scripts/e2e.mjs', '--no-build']),
  },
];

function exec(command, args) {
  return new Promise((resolve, reject) => {
    console.info(
      `\n$ ${[command.startsWith(root) ? command.slice(root.length + 1) : command, ...args].join(' ')}`,
    );
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(signal ? `killed by ${signal}` : `exit code ${code}`));
    });
  });
}

/** Like exec, with the output kept until the command ends, then printed under its name. */
function execBuffered(name, command, args) {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (error) => {
      if (finished) return;
      finished = true;
      console.info(`\n$ ${[command, ...args].join(' ')}  (${name}, ${seconds(Date.now() - t0)})`);
      process.stdout.write(Buffer.concat(output));
      if (error) reject(new Error(`${name}: ${error}`));
      else resolve();
    };
    child.on('error', (error) => finish(error.message));
    child.on('close', (code, signal) =>
      finish(code === 0 ? null : signal ? `killed by ${signal}` : `exit code ${code}`),
    );
  });
}

/** Waits for every one of `runs`, then fails with all their reasons if any failed. */
async function allOf(runs) {
  const failures = (await Promise.allSettled(runs)).filter((r) => r.status === 'rejected');
  if (failures.length > 0) throw new Error(failures.map((f) => f.reason.message).join('; '));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();
let failed = false;

for (const step of steps) {
  console.info(`\n━━ ${step.name} ━━`);
  const t0 = Date.now();
  try {
    await step.run();
    results.push({ name: step.name, ok: true, ms: Date.now() - t0 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    results.push({ name: step.name, ok: false, ms: Date.now() - t0, reason });
    failed = true;
    break;
  }
}

console.info('\n━━ Summary ━━');
for (const r of results) {
  console.info(
    `${r.ok ? '✓' : '✗'} ${r.name.padEnd(44)} ${seconds(r.ms).padStart(7)}${r.ok ? '' : `  (${r.reason})`}`,
  );
}
for (const s of steps.slice(results.length)) console.info(`- ${s.name.padEnd(44)} skipped`);

if (failed) {
  const last = results.at(-1);
  console.error(
    `\nnpm test FAILED at step "${last.name}" (${last.reason}) after ${seconds(Date.now() - started)}.`,
  );
  process.exit(1);
}
console.info(`\nnpm test passed: ${results.length} steps in ${seconds(Date.now() - started)}.`);
