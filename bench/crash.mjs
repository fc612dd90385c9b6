// `node bench/crash.mjs`: are acknowledged writes durable across kill -9? (issue #20)
//
// Starts the built server (NODE_ENV=production) on one data folder, or on a PostgreSQL database
// of its own when DATABASE_URL names a server (it creates `algoone_crash_<pid>` there and drops
// it at the end). Each round: 30 writers create aportes as fast as they can, each as its own
// investor; at a random moment (CRASH_MIN_MS..CRASH_MAX_MS after they start) the server gets
// SIGKILL; it restarts on the same data and every aporte that was answered 201 is looked up.
// Prints, per round, writes acknowledged and acknowledged writes missing. Target: 0 missing.
// Only ever talks to 127.0.0.1.
//
//   CRASH_ROUNDS (10), CRASH_WRITERS (30), CRASH_MIN_MS (300), CRASH_MAX_MS (3000)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sleep, startApp } from './lib/servers.mjs';
import { signUp } from './lib/clients.mjs';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 30);
const MIN_MS = Number(process.env.CRASH_MIN_MS ?? 300);
const MAX_MS = Number(process.env.CRASH_MAX_MS ?? 3000);

const serverUrl = process.env.DATABASE_URL;
let database = null;
if (serverUrl) {
  const admin = new URL(serverUrl);
  if (admin.hostname !== '127.0.0.1') throw new Error('DATABASE_URL must point at 127.0.0.1');
  database = `algoone_crash_${process.pid}`;
  psql(admin, `CREATE DATABASE "${database}"`);
  admin.pathname = `/${database}`;
  process.env.DATABASE_URL = admin.toString();
}

function psql(url, statement) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const result = spawnSync(
    'psql',
    [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qAtc', statement],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'algoone-crash-'));
const env = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  CDI_SYNC: 'false',
};
const start = () => startApp({ dataDir, useDatabaseUrl: !!database, env });

async function writer(url, investor, index, acked, stop) {
  let seq = 0;
  while (!stop.done) {
    seq += 1;
    // A unique amount per write: writer index and sequence number.
    const amountCents = seq * 1000 + index;
    try {
      const response = await fetch(`${url}/api/contributions`, {
        method: 'POST',
        // The server comes back on another port: the Origin is this run's.
        headers: {
          cookie: investor.headers.cookie,
          origin: url,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amountCents, brokerId: 'xp', category: 'FIIs' }),
      });
      const body = await response.json();
      if (response.status === 201) acked.push({ investor, id: body.contribution.id });
      else stop.errors.push(`${response.status} ${JSON.stringify(body).slice(0, 120)}`);
    } catch {
      // The server died under us: this write was never acknowledged.
      return;
    }
  }
}

async function idsOf(url, investor) {
  const ids = new Set();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/contributions?page=${page}&pageSize=100`, {
      headers: { cookie: investor.headers.cookie },
    });
    if (response.status !== 200)
      throw new Error(`list ${response.status}: ${await response.text()}`);
    const body = await response.json();
    for (const item of body.items) ids.add(item.id);
    if (page * 100 >= body.total) return ids;
  }
}

const results = [];
try {
  let app = await start();
  const investors = [];
  for (let i = 0; i < WRITERS; i += 1) investors.push(await signUp(app.url, i));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const acked = [];
    const stop = { done: false, errors: [] };
    const writers = investors.map((investor, i) => writer(app.url, investor, i, acked, stop));
    const killAfter = MIN_MS + Math.floor(Math.random() * (MAX_MS - MIN_MS));
    await sleep(killAfter);
    process.kill(app.pid, 'SIGKILL');
    await Promise.all(writers);
    stop.done = true;
    app = await start();
    const seen = new Map();
    for (const investor of investors) seen.set(investor, await idsOf(app.url, investor));
    const missing = acked.filter(({ investor, id }) => !seen.get(investor).has(id));
    results.push({
      round,
      killAfter,
      acked: acked.length,
      missing: missing.length,
      errors: stop.errors.length,
    });
    console.info(
      `round ${round}: killed after ${killAfter} ms, ${acked.length} acknowledged, ` +
        `${missing.length} missing, ${stop.errors.length} non-201 answers` +
        (stop.errors.length ? ` (first: ${stop.errors[0]})` : ''),
    );
  }
  await app.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
  if (database)
    psql(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.info(
  `\n${database ? 'PostgreSQL' : 'PGlite'}: ${results.length} rounds, ${WRITERS} writers, ` +
    `${total('acked')} writes acknowledged, ${total('missing')} missing, ` +
    `${total('errors')} non-201 answers; load ${loadavg()[0].toFixed(2)}`,
);
if (total('missing') > 0) process.exitCode = 1;
