// `node --import tsx bench/explain-dashboard.mjs`: EXPLAIN (ANALYZE, BUFFERS) of every statement
// GET /api/dashboard sends for one investor seeded by bench/seed-dashboard.mjs, to check that
// each one is an index scan on the investor's rows. Uses the app's own use case, so it explains
// exactly what the route runs. DATABASE_URL is the seeded database; BENCH_INVESTOR picks one
// (default: the middle one). Set BENCH_EXPLAIN_ALL=1 to print every plan in full.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { getDashboard } from '../apps/server/src/modules/dashboard/get-dashboard.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database seeded by bench/seed-dashboard.mjs.');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const { rows } = await pool.query(`select count(*)::int as n from users where id like 'bench-%'`);
const investor = process.env.BENCH_INVESTOR ?? `bench-${Math.ceil(rows[0].n / 2)}`;
const statements = [];
// Every statement the use case sends, whichever way it is sent (drizzle or a prepared query).
const send = pool.query.bind(pool);
pool.query = (config, values, ...rest) => {
  if (typeof config === 'string') statements.push({ query: config, params: values ?? [] });
  else statements.push({ query: config.text, params: config.values ?? values ?? [] });
  return send(config, values, ...rest);
};
const db = drizzle(pool, { schema, casing: 'snake_case' });

const viewer = { id: investor, name: 'Bench', email: '', role: 'investor', sessionId: '' };
// The CDI series comes from memory in the app; here an empty one, so only the aggregate is seen.
const cdiSeries = async () => ({
  rates: [],
  state: { lastSuccessAt: null, coverageFrom: null, lastRateDate: null },
});
await getDashboard({ db, cdiSeries }, viewer, {});
// The access plugin resolves the session first (better-auth): by token, then the user by id.
const [session] = (await send(`select token from sessions limit 1`)).rows;
statements.unshift(
  { query: 'select * from sessions where token = $1', params: [session?.token ?? ''] },
  { query: 'select * from users where id = $1', params: [investor] },
);

const client = await pool.connect();
try {
  for (const [index, { query, params }] of statements.entries()) {
    const plan = await client.query(`explain (analyze, buffers, costs off) ${query}`, params);
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const scans = lines.filter((line) => /Scan|Seq/.test(line)).map((line) => line.trim());
    console.info(`\n#${index + 1} ${query.replace(/\s+/g, ' ').slice(0, 110)}…`);
    console.info(process.env.BENCH_EXPLAIN_ALL ? lines.join('\n') : scans.join('\n'));
    console.info(lines.find((line) => line.startsWith('Execution Time')));
    const seq = scans.filter((line) => /Seq Scan/.test(line));
    if (seq.length > 0) console.info(`  ⚠ sequential scans: ${seq.join('; ')}`);
  }
} finally {
  client.release();
  await pool.end();
}
