// `node bench/admin.mjs`: every admin list and the KPI endpoint over the seeded investors (issue
// #18: p99 ≤ 200 ms at 100,000 investors). Seed first, with the same AUTH_SECRET:
//
//   node bench/seed-dashboard.mjs --investors 100000
//   node bench/seed-admin.mjs --investors 100000
//   DATABASE_URL=…/algoone_bench_100000 BENCH_ADMIN_SESSIONS=<file it printed> node bench/admin.mjs
//
// Each target runs autocannon for BENCH_DURATION seconds (default 10, after BENCH_WARMUP = 1)
// with BENCH_CONNECTIONS concurrent requests (default 4: a team of staff, not a crowd), against
// the built app (`NODE_ENV=production`) on that PostgreSQL database. Searches and filters rotate
// through several values, so no answer is the same query over and over. BENCH_ONLY filters
// targets by name. Prints a table and writes bench/results/admin-<time>.json.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, startApp } from './lib/servers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const only = process.env.BENCH_ONLY;
const sessionsFile = process.env.BENCH_ADMIN_SESSIONS;
if (!sessionsFile || !process.env.DATABASE_URL || !process.env.AUTH_SECRET) {
  console.error(
    'Set DATABASE_URL (the seeded database), BENCH_ADMIN_SESSIONS (the file bench/seed-admin.mjs ' +
      'printed) and the AUTH_SECRET the seed used.',
  );
  process.exit(1);
}
const seed = JSON.parse(readFileSync(sessionsFile, 'utf8'));

// Cursors a person reaches by paging: the middle of the user list and of the audit log.
const probe = new pg.Client({ connectionString: process.env.DATABASE_URL });
await probe.connect();
const middleUser = (
  await probe.query(`select name_key, id from users where id = $1`, [seed.sampleInvestorId])
).rows[0];
const middleAudit = (await probe.query(`select (max(id) / 2)::bigint as id from audit_log`)).rows[0]
  .id;
const sampleEmail = (
  await probe.query(`select email from users where id = $1`, [seed.sampleInvestorId])
).rows[0].email;
await probe.end();
const userCursor = Buffer.from(JSON.stringify([middleUser.name_key, middleUser.id])).toString(
  'base64url',
);

const asAdmin = { cookie: seed.admin };
const asConsultant = { cookie: seed.consultant };
/** One request per value, cycled by every connection. */
const each = (path, values, headers = asAdmin) =>
  values.map((value) => ({ path: path(value), headers }));
const q = (params) => `?${new URLSearchParams(params)}`;

/** @type {{ name: string, requests: { path: string, headers: Record<string, string> }[] }[]} */
const targets = [
  { name: 'overview (admin)', requests: each(() => '/api/admin/overview', [0]) },
  {
    name: 'overview (consultant)',
    requests: each(() => '/api/admin/overview', [0], asConsultant),
  },
  { name: 'users, first page', requests: each(() => '/api/admin/users', [0]) },
  {
    name: 'users, search name/email',
    requests: each(
      (term) => `/api/admin/users${q({ q: term })}`,
      ['joão', 'GONCALVES', 'maria silva', 'simões 4', `bench-4242@`, 'araújo 77', 'zzz'],
    ),
  },
  {
    name: 'users, page in the middle',
    requests: each(() => `/api/admin/users${q({ after: userCursor })}`, [0]),
  },
  {
    name: 'users, staff only',
    requests: each(() => `/api/admin/users${q({ role: 'consultant' })}`, [0]),
  },
  {
    name: 'user detail (audited)',
    requests: each(
      (id) => `/api/admin/users/${id}`,
      [seed.sampleInvestorId, 'bench-77', 'bench-99999'],
    ),
  },
  { name: 'consultants', requests: each(() => '/api/admin/consultants', [0]) },
  { name: 'portfolios (admin, all)', requests: each(() => '/api/admin/portfolios', [0]) },
  {
    name: 'portfolios, by profile / queue',
    requests: each(
      (params) => `/api/admin/portfolios${q(params)}`,
      [{ profile: 'Arrojado' }, { consultant: 'fila' }, { consultant: seed.consultantId }],
    ),
  },
  {
    name: 'portfolios (consultant)',
    requests: each(() => '/api/admin/portfolios', [0], asConsultant),
  },
  {
    name: 'goals (admin), each status',
    requests: each(
      (status) => `/api/admin/goals${q({ status })}`,
      ['all', 'at_risk', 'in_progress', 'reached'],
    ),
  },
  { name: 'goals (consultant)', requests: each(() => '/api/admin/goals', [0], asConsultant) },
  { name: 'audit log, first page', requests: each(() => '/api/admin/audit', [0]) },
  {
    name: 'audit log, filtered',
    requests: each(
      (params) => `/api/admin/audit${q(params)}`,
      [
        { action: 'auth.', result: 'failure' },
        { actor: 'Consultora 7' },
        { target: seed.sampleInvestorId },
        { target: sampleEmail },
        { action: 'admin.' },
        { from: '2026-09-01', to: '2026-09-30' },
        { before: String(middleAudit) },
      ],
    ),
  },
  { name: 'security', requests: each(() => '/api/admin/security', [0]) },
  { name: 'billing figures', requests: each(() => '/api/admin/billing/figures', [0]) },
  { name: 'cashback totals', requests: each(() => '/api/admin/cashback/totals', [0]) },
  { name: 'privacy requests', requests: each(() => '/api/admin/privacy/requests', [0]) },
];

const app = await startApp({
  useDatabaseUrl: true,
  env: { RATE_LIMIT_PER_MINUTE: '100000000', CDI_SYNC: 'false' },
});
const rows = [];
try {
  // The stored drift of clients seeded by SQL is written by the app at start (ADR 024).
  const waitStarted = performance.now();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  for (;;) {
    const { rows: left } = await db.query(`
      select exists (select 1 from portfolio_holdings h
        where h.amount_cents > 0
          and not exists (select 1 from portfolio_drift d where d.user_id = h.user_id)
          and exists (select 1 from recommendations r where r.user_id = h.user_id)) as pending`);
    if (!left[0].pending) break;
    await new Promise((wake) => setTimeout(wake, 500));
  }
  const drifted = (await db.query(`select count(*)::int as n from portfolio_drift`)).rows[0].n;
  // A live database's statistics know the table; autovacuum would get there within minutes.
  await db.query(`vacuum analyze portfolio_drift`);
  await db.end();
  console.info(
    `stored drift: ${drifted.toLocaleString('en-US')} clients, ready after ` +
      `${((performance.now() - waitStarted) / 1000).toFixed(1)} s\n`,
  );

  for (const target of targets) {
    if (only && !target.name.includes(only)) continue;
    // A wrong answer must not pass as a fast one: every request is checked once first. The
    // first one's time is the cold case (nothing cached, for the overview's figures).
    let firstMs = null;
    for (const request of target.requests) {
      const sent = performance.now();
      const response = await fetch(app.url + request.path, { headers: request.headers });
      await response.arrayBuffer().catch(() => null);
      firstMs ??= performance.now() - sent;
      if (response.status !== 200) {
        throw new Error(`${request.path}: ${response.status}`);
      }
    }
    const options = { url: app.url, connections, requests: target.requests };
    if (warmup > 0) await autocannon({ ...options, duration: warmup });
    const result = await autocannon({ ...options, duration });
    rows.push({
      name: target.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      firstMs: Math.round(firstMs),
    });
    const row = rows.at(-1);
    console.info(
      `${row.name.padEnd(34)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} req/s  ` +
        `p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ` +
        `first ${String(row.firstMs).padStart(4)} ms` +
        `${row.p99 > 200 ? '  (over 200 ms)' : ''}${row.non2xx || row.errors ? `  ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`,
    );
  }
} finally {
  await app.stop();
}

const dir = join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
const file = join(dir, `admin-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  JSON.stringify({ investors: seed.investors, connections, duration, rows }, null, 2),
);
console.info(
  `\n${seed.investors.toLocaleString('en-US')} investors, ${connections} connections; ${file}`,
);
