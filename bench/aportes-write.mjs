// `node bench/aportes-write.mjs` (on a build): aportes created per second by 30 investors at
// once, each registering one aporte after another (POST /api/contributions: the profile lock,
// the insert and the gamification event in one transaction). On PGlite by default; with
// DATABASE_URL set, also on that PostgreSQL server (in a fresh database, dropped afterwards).
//
//   BENCH_WRITERS   concurrent writers, each its own investor (default 30)
//   BENCH_DURATION  seconds of writing (default 10)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile, signUp } from './lib/clients.mjs';
import { startApp } from './lib/servers.mjs';

const writers = Number(process.env.BENCH_WRITERS ?? 30);
const seconds = Number(process.env.BENCH_DURATION ?? 10);

async function run(label, env, useDatabaseUrl) {
  const app = await startApp({
    useDatabaseUrl,
    env: { ...env, RATE_LIMIT_PER_MINUTE: '10000000', AUTH_RATE_LIMIT_PER_MINUTE: '10000000' },
  });
  try {
    const investors = [];
    for (let i = 0; i < writers; i++) investors.push(await signUp(app.url, i));
    const latencies = [];
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      investors.map(async ({ headers }) => {
        while (performance.now() < until) {
          const started = performance.now();
          const res = await fetch(`${app.url}/api/contributions`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ amountCents: 12_345, brokerId: 'xp', category: 'Renda Fixa' }),
          });
          await res.arrayBuffer();
          if (res.status === 201) latencies.push(performance.now() - started);
          else failed += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    console.info(
      `${label.padEnd(12)} ${writers} writers, ${seconds} s: ${(latencies.length / seconds).toFixed(0)} aportes/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `${failed} failed`,
    );
  } finally {
    await app.stop();
  }
}

await run('PGlite', {}, false);

if (process.env.DATABASE_URL) {
  const server = new URL(process.env.DATABASE_URL);
  const database = `algoone_writes_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(server.href);
  url.pathname = `/${database}`;
  try {
    await run(
      'PostgreSQL',
      { DATABASE_URL: url.href, AUTH_SECRET: randomBytes(32).toString('hex') },
      true,
    );
  } finally {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
}
