// `node bench/soak.mjs`: 60 s of mixed traffic against the built server (NODE_ENV=production),
// with the server's RSS sampled every second (issue #20). Closed loop: SOAK_CONNECTIONS clients
// each send their next request when the last one answered, so the rate is the highest the
// machine holds at that concurrency. The mix, per request: sign-in 5%, dashboard 55%, a new
// aporte 25%, goals 15% (create, then delete, so no investor reaches the goal limit).
// On PGlite in a temporary folder, or on PostgreSQL in a database of its own
// (`algoone_soak_<pid>`, created and dropped) when DATABASE_URL names a server on 127.0.0.1.
//
//   SOAK_SECONDS (60), SOAK_CONNECTIONS (16), SOAK_INVESTORS (40)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { startApp } from './lib/servers.mjs';
import { PASSWORD, percentile, rssMb, signUp } from './lib/clients.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const INVESTORS = Number(process.env.SOAK_INVESTORS ?? 40);

let database = null;
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  if (url.hostname !== '127.0.0.1') throw new Error('DATABASE_URL must point at 127.0.0.1');
  database = `algoone_soak_${process.pid}`;
  psql(`CREATE DATABASE "${database}"`);
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.toString();
}

function psql(statement) {
  const admin = new URL(process.env.DATABASE_URL);
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

const app = await startApp({
  useDatabaseUrl: !!database,
  env: {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    CDI_SYNC: 'false',
  },
});

const latencies = { signIn: [], dashboard: [], aporte: [], goals: [] };
const errors = [];
const rss = [];
try {
  const investors = [];
  for (let i = 0; i < INVESTORS; i += 1) investors.push(await signUp(app.url, i));

  async function call(kind, path, init = {}) {
    const started = performance.now();
    try {
      const response = await fetch(`${app.url}${path}`, init);
      const body = await response.text();
      latencies[kind].push(performance.now() - started);
      if (response.status >= 400) errors.push(`${kind} ${response.status} ${body.slice(0, 100)}`);
      return { status: response.status, body };
    } catch (error) {
      errors.push(`${kind} ${error.message}`);
      return { status: 0, body: '' };
    }
  }

  const json = (investor, body, method = 'POST') => ({
    method,
    headers: { ...investor.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  async function client(n, until) {
    let i = n;
    while (Date.now() < until) {
      const investor = investors[i++ % investors.length];
      const roll = Math.random() * 100;
      if (roll < 5) {
        await call('signIn', '/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.url },
          body: JSON.stringify({ email: investor.email, password: PASSWORD }),
        });
      } else if (roll < 60) {
        await call('dashboard', '/api/dashboard', { headers: investor.headers });
      } else if (roll < 85) {
        await call(
          'aporte',
          '/api/contributions',
          json(investor, {
            amountCents: 1 + Math.floor(Math.random() * 1e6),
            brokerId: 'xp',
            category: 'FIIs',
          }),
        );
      } else {
        const created = await call(
          'goals',
          '/api/goals',
          json(investor, { name: 'Viagem', targetCents: 1_000_000, termMonths: 12 }),
        );
        if (created.status === 201) {
          const id = JSON.parse(created.body).goal.id;
          await call('goals', `/api/goals/${id}`, { method: 'DELETE', headers: investor.headers });
        }
      }
    }
  }

  const sampler = setInterval(async () => rss.push(await rssMb(app.pid)), 1000);
  rss.push(await rssMb(app.pid));
  const started = performance.now();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n, until)));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rss.push(await rssMb(app.pid));

  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.info(
    `\nSoak on ${app.database}: ${SECONDS} s, ${CONNECTIONS} connections, ${INVESTORS} investors`,
  );
  console.info(
    `requests ${all.length} (${Math.round(all.length / elapsed)} req/s), errors ${errors.length}` +
      (errors.length ? ` (first: ${errors[0]})` : ''),
  );
  console.info(`all: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}`);
  for (const [kind, values] of Object.entries(latencies)) {
    const sorted = values.sort((a, b) => a - b);
    console.info(
      `  ${kind.padEnd(9)} ${String(sorted.length).padStart(6)}  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}`,
    );
  }
  const first10 = rss.slice(0, 10);
  const last10 = rss.slice(-10);
  const avg = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  console.info(
    `RSS: start ${rss[0].toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB, end ${rss.at(-1).toFixed(0)} MB; ` +
      `mean of the last 10 s ${avg(last10).toFixed(0)} MB against the first 10 s ${avg(first10).toFixed(0)} MB ` +
      `(${(avg(last10) - avg(first10)).toFixed(0)} MB); load ${loadavg()[0].toFixed(2)}`,
  );
  if (errors.length > 0) process.exitCode = 1;
} finally {
  await app.stop();
  if (database) psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
