// `npm run bench`: HTTP throughput and latency of the app next to a bare Fastify hello-world, in
// one run on the same machine, so the ratio says what our plugins and handlers cost.
//
// Settings (environment):
//   BENCH_DURATION     seconds per target (default 10)
//   BENCH_CONNECTIONS  concurrent connections (default 100)
//   BENCH_WARMUP       warm-up seconds per target, not measured (default 2)
//   BENCH_ONLY         run only targets whose name contains this text
//   DATABASE_URL       when set, the app runs on PostgreSQL instead of PGlite in a temp folder
//
// Later capabilities add their endpoints to `appTargets` below: a name, a path, and optionally a
// method, headers, body, or a `setup(app)` that returns extra headers (e.g. a session cookie).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startApp, startBareFastify } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const only = process.env.BENCH_ONLY;
const STEADY_INVESTORS = 200;

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} path
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {(server: { url: string }) => Promise<Record<string, string> | void>} [setup]
 * @property {object[]} [requests] autocannon's request list, cycled per connection (e.g. cookies)
 * @property {() => string} [note] printed after the figures (e.g. how many repeat views)
 */

/** @type {Target} */
const bareTarget = { name: 'bare Fastify hello-world', path: '/' };

/** @type {Target[]} */
const appTargets = [
  // The app's whole plugin stack (helmet, rate limit, request ids, logging) without the database.
  { name: 'app GET /api/health/live', path: '/api/health/live' },
  // The same plus a database round trip.
  { name: 'app GET /api/health/ready', path: '/api/health/ready' },
  // Signed-in calls (/api/me, the /dashboard aggregate), a different seeded investor each time.
  ...dashboardTargets(),
];

/**
 * GET /api/dashboard as the investors `node bench/seed-dashboard.mjs` seeded: set
 * BENCH_DASHBOARD_SESSIONS to the file it printed, DATABASE_URL to its database and the same
 * AUTH_SECRET (and RATE_LIMIT_PER_MINUTE high, or the per-IP limit answers 429).
 *
 * The first 200 investors are the steady state: each is asked again and again, as a signed-in
 * person's dashboard is, so the server answers from its in-process caches (ADR 010). When the
 * file holds more (`seed-dashboard.mjs --sessions 50000`), a "first views" target asks each of
 * the others once, in turn: every request is a session and a dashboard never seen before, i.e.
 * the database path. It reports how many requests came back to an investor already asked.
 * @returns {Target[]}
 */
function dashboardTargets() {
  const file = process.env.BENCH_DASHBOARD_SESSIONS;
  if (!file) return [];
  const { cookies, investors } = JSON.parse(readFileSync(file, 'utf8'));
  const size = investors >= 1e6 ? `${investors / 1e6}M` : `${investors / 1e3}k`;
  const steady = cookies.slice(0, STEADY_INVESTORS);
  // autocannon cycles through `requests` on every connection, each prebuilt once: the load
  // generator spends no per-request JavaScript (it shares the cores with the server), and each
  // connection walks the investors in turn.
  const rotate = steady.map((cookie) => ({ headers: { cookie } }));
  const targets = [
    // The floor for any signed-in call: session lookup and the smallest handler.
    { name: `app GET /api/me, ${size} inv.`, path: '/api/me', requests: rotate },
    { name: `app GET /api/dashboard, ${size} inv.`, path: '/api/dashboard', requests: rotate },
  ];
  const fresh = cookies.slice(STEADY_INVESTORS);
  if (fresh.length > 0) {
    // One walk through the unseen investors for both first-view targets, so the page's first
    // views are as fresh as the API's.
    let next = 0;
    const firstViews = (headers = {}) => [
      {
        setupRequest(request) {
          const cookie = fresh[next % fresh.length];
          next += 1;
          return { ...request, headers: { ...request.headers, ...headers, cookie } };
        },
      },
    ];
    const note = () => (next > fresh.length ? `${next - fresh.length} repeat views` : '');
    targets.push({
      name: `app GET /api/dashboard, ${size} inv., first views`,
      path: '/api/dashboard',
      requests: firstViews(),
      note,
    });
    // The page itself as a phone first opens it (ADR 026): session, guard, the page's reads in
    // process, React's render and gzip.
    targets.push({
      name: `app GET /dashboard (server-rendered), ${size} inv., first views`,
      path: '/dashboard',
      requests: firstViews({ accept: 'text/html', 'accept-encoding': 'gzip' }),
      note,
    });
  }
  return targets;
}

/** Runs autocannon against one target; returns its figures. */
async function measure(server, target) {
  const headers = { ...target.headers, ...((await target.setup?.(server)) ?? {}) };
  const options = {
    url: server.url + target.path,
    method: target.method ?? 'GET',
    headers,
    body: target.body,
    connections,
    ...(target.requests ? { requests: target.requests } : {}),
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    note: target.note?.() ?? '',
  };
}

const rows = [];
const bare = await startBareFastify();
try {
  rows.push(await measure(bare, bareTarget));
} finally {
  await bare.stop();
}

const app = await startApp({ useDatabaseUrl: true });
try {
  for (const target of appTargets) {
    if (only && !target.name.includes(only)) continue;
    rows.push(await measure(app, target));
  }
} finally {
  const code = await app.stop();
  if (code !== 0) console.error(`warning: the app exited with code ${code} after SIGTERM`);
}

const [baseline] = rows;
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
console.info(
  `\nautocannon, ${connections} connections, ${duration} s per target (+${warmup} s warm-up); ` +
    `Node ${process.version}, ${cpus().length} cores; app on ${app.database}\n`,
);
console.info(
  `${'target'.padEnd(48)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
    `${'vs bare'.padStart(8)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const row of rows) {
  const ratio =
    row === baseline ? '1.00' : (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  console.info(
    `${row.name.padEnd(48)} ${fmt(row.requestsPerSecond).padStart(9)} ${fmt(row.p50, 1).padStart(7)} ` +
      `${fmt(row.p99, 1).padStart(7)} ${ratio.padStart(8)} ${fmt(row.non2xx).padStart(8)} ` +
      `${fmt(row.errors).padStart(7)}${row.note ? `  ${row.note}` : ''}`,
  );
}
const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
if (bad.length > 0) {
  console.error(
    `\nwarning: ${bad.map((r) => r.name).join(', ')} had non-2xx answers or errors; ` +
      'their figures do not measure the real work.',
  );
}

const resultsDir = join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      duration,
      connections,
      database: app.database,
      rows,
    },
    null,
    2,
  ),
);
console.info(`\nraw figures: ${file}`);
