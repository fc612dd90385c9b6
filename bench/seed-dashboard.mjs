// `node bench/seed-dashboard.mjs --investors 100000`: a PostgreSQL database full of investors
// for the dashboard benchmark, each with a profile, a recommendation, two brokers, three net
// worth snapshots, a saved portfolio and 50 aportes; five years of CDI; and signed session
// cookies for a sample of them, so that `npm run bench` can load GET /api/dashboard as many
// different signed-in investors.
//
// Everything is generated inside PostgreSQL with generate_series, in batches of investors (no
// row-by-row inserts); the aportes' primary key and index are rebuilt once at the end.
//
// Options (flags or environment):
//   --investors N     BENCH_INVESTORS     how many investors (default 10000; try 100000, 1000000)
//   --aportes N       BENCH_APORTES       aportes per investor (default 50)
//   --database NAME   BENCH_DATABASE      database to (re)create (default algoone_bench_<N>)
//   --sessions N      BENCH_SESSIONS      signed-in investors to sample (default 200)
//   --keep            reuse the database if it already holds this seed
//   DATABASE_URL      the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   AUTH_SECRET       required: the same secret must be given to the app (`npm run bench`)
//
// It prints the DATABASE_URL and the BENCH_DASHBOARD_SESSIONS file to pass to `npm run bench`.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from './lib/servers.mjs';
import { benchTarget, elapsedLog, sessionCookie } from './lib/seed.mjs';

const { values: flags } = parseArgs({
  options: {
    investors: { type: 'string' },
    aportes: { type: 'string' },
    database: { type: 'string' },
    sessions: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const investors = Number(flags.investors ?? process.env.BENCH_INVESTORS ?? 10_000);
const aportes = Number(flags.aportes ?? process.env.BENCH_APORTES ?? 50);
const sessionCount = Math.min(
  investors,
  Number(flags.sessions ?? process.env.BENCH_SESSIONS ?? 200),
);
const { database, serverUrl, databaseUrl, secret } = benchTarget({
  investors,
  database: flags.database,
});
const BATCH = 25_000;

const log = elapsedLog();

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount > 0 && flags.keep) {
      const probe = new pg.Client({ connectionString: databaseUrl.toString() });
      await probe.connect();
      const seeded = await probe
        .query(`select count(*)::int as n from users where id like 'bench-%'`)
        .catch(() => ({ rows: [{ n: 0 }] }));
      await probe.end();
      if (seeded.rows[0].n === investors) return false;
    }
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    return true;
  } finally {
    await admin.end();
  }
}

const client = new pg.Client({ connectionString: databaseUrl.toString() });

async function seed() {
  await migrate(drizzle(client), {
    migrationsFolder: join(repoRoot, 'apps/server/src/db/migrations'),
  });
  log('migrated');
  // Bulk load: no per-row foreign-key triggers (the rows are generated consistent), and the
  // aportes' primary key and index built once after the load instead of row by row.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '256MB'`);
  const indexes = await client.query(
    `select indexname, indexdef from pg_indexes
      where tablename = 'contributions' and indexname <> 'contributions_pkey'`,
  );
  for (const { indexname } of indexes.rows) await client.query(`drop index "${indexname}"`);
  await client.query(`alter table contributions drop constraint contributions_pkey`);

  await client.query(`
    insert into brokers (id, name, cashback_annual_bps, sort_order, featured)
    values ('xp', 'XP Investimentos', 60, 1, true), ('btg', 'BTG Pactual', 50, 2, true)
    on conflict (id) do nothing`);

  for (let first = 1; first <= investors; first += BATCH) {
    const last = Math.min(investors, first + BATCH - 1);
    await client.query('begin');
    const range = [first, last];
    await client.query(
      `insert into users (id, name, email, email_verified, role, created_at, updated_at)
       select 'bench-' || i, 'Investidor ' || i, 'bench-' || i || '@algoone.test', true,
              'investor', now() - interval '200 days', now()
       from generate_series($1::int, $2::int) i`,
      range,
    );
    await client.query(
      `insert into investor_profiles (user_id, onboarding_completed_at, allocation_step_done)
       select 'bench-' || i, now() - interval '180 days', i % 5 = 0
       from generate_series($1::int, $2::int) i`,
      range,
    );
    await client.query(
      `insert into suitability_records (id, user_id, questionnaire_id, answers, total_points,
         profile, allocation_profile, time_horizon, completed_at, valid_until)
       select md5('suitability-' || i)::uuid, 'bench-' || i, 'rapido-v1',
              '{"experiencia":"renda-fixa","objetivos":"objetivo-definido","prazo":"3-a-5-anos","volatilidade":"resgatar-parte"}',
              9, p.profile, p.profile, h.horizon,
              now() - interval '180 days', now() - interval '180 days' + interval '24 months'
       from generate_series($1::int, $2::int) i
       cross join lateral (select (array['Conservador','Moderado','Arrojado'])[1 + i % 3] as profile) p
       cross join lateral (select (array['Curto','Médio','Longo'])[1 + (i / 3) % 3] as horizon) h`,
      range,
    );
    await client.query(
      `insert into recommendations (id, user_id, suitability_record_id, profile, horizon,
         allocation, note, justifications, reading, available_amount_cents, preferences,
         status, created_at)
       select md5('recommendation-' || i)::uuid, 'bench-' || i, md5('suitability-' || i)::uuid,
              'Moderado', 'Médio',
              '{"Renda Fixa":50,"Multimercado":25,"Ações Brasil":20,"Internacional":5,"Cripto":0}',
              'Carteira equilibrada.', '{}', 'onboarding', 5000000,
              '{"cryptoInterest":false,"noStocks":false,"internationalInterest":true}',
              case when i % 4 = 0 then 'aplicada' else 'pendente' end,
              now() - interval '180 days'
       from generate_series($1::int, $2::int) i`,
      range,
    );
    await client.query(
      `insert into investor_brokers (user_id, broker_id, selected_at, account_confirmed_at)
       select 'bench-' || i, b.id, now() - interval '180 days',
              case when b.id = 'xp' and i % 2 = 0 then now() - interval '170 days' end
       from generate_series($1::int, $2::int) i cross join (values ('xp'), ('btg')) b(id)`,
      range,
    );
    // Three figures: mid-December last year, late January and a few days ago (São Paulo); the
    // last one is 5% above the first plus the aportes made since, a plausible year.
    await client.query(
      `insert into net_worth_snapshots (user_id, amount_cents, recorded_at)
       select 'bench-' || i, (base * s.factor)::bigint,
              (date_trunc('year', now() at time zone 'America/Sao_Paulo') + s.offset_)
                at time zone 'America/Sao_Paulo'
       from generate_series($1::int, $2::int) i
       cross join lateral (select 2000000 + (i % 80) * 100000 as base) b
       cross join (values (1.00, interval '-17 days 12 hours'),
                          (1.03, interval '20 days 10 hours')) s(factor, offset_)`,
      range,
    );
    await client.query(
      `insert into net_worth_snapshots (user_id, amount_cents, recorded_at)
       select 'bench-' || i,
              ((2000000 + (i % 80) * 100000) * 1.05)::bigint + coalesce(sum(a.amount) filter (
                where a.day > (date_trunc('year', now() at time zone 'America/Sao_Paulo') - interval '17 days')::date), 0),
              now() - ((i % 20) || ' days')::interval
       from generate_series($1::int, $2::int) i
       cross join lateral (
         select 10000 + ((i * 31 + k * 17) % 500) * 100 as amount,
                (now() at time zone 'America/Sao_Paulo')::date - (k * 12 + i % 7) as day
         from generate_series(0, $3::int - 1) k) a
       group by i`,
      [...range, aportes],
    );
    await client.query(
      `insert into portfolio_holdings (user_id, category, amount_cents, updated_at)
       select 'bench-' || i, c.category, ((2000000 + (i % 80) * 100000) * c.share)::bigint,
              now() - interval '30 days'
       from generate_series($1::int, $2::int) i
       cross join (values ('Renda Fixa', 0.55), ('Ações Brasil', 0.15), ('Internacional', 0.05),
                          ('Cripto', 0.0), ('FIIs', 0.05), ('Multimercado', 0.20)) c(category, share)`,
      range,
    );
    // Aportes spread over the last ~20 months, so about half fall in the current year. Written
    // in time order (all investors' k-th aporte, then the next), as they would arrive: each
    // investor's aportes end up on different pages, as in a real table.
    await client.query(
      `insert into contributions (id, user_id, amount_cents, contributed_on, broker_id, category,
         created_at, updated_at)
       select gen_random_uuid(), 'bench-' || i,
              10000 + ((i * 31 + k * 17) % 500) * 100,
              (now() at time zone 'America/Sao_Paulo')::date - (k * 12 + i % 7),
              (array['xp','btg','agora','avenue','inter','rico','clear','easynvest','modalmais','outra'])[1 + (i + k) % 10],
              (array['Renda Fixa','Ações Brasil','Internacional','Cripto','FIIs','Multimercado','Previdência'])[1 + (i * 3 + k) % 7],
              now() - ((k * 12) || ' days')::interval, now() - ((k * 12) || ' days')::interval
       from generate_series(0, $3::int - 1) k cross join generate_series($1::int, $2::int) i
       order by k, i`,
      [...range, aportes],
    );
    await client.query('commit');
    log(`investors ${last.toLocaleString('en-US')} / ${investors.toLocaleString('en-US')}`);
  }

  await client.query(
    `alter table contributions add constraint contributions_pkey primary key (id)`,
  );
  for (const { indexdef } of indexes.rows) await client.query(indexdef);
  log('aportes indexed');

  // Five years of CDI, every business day, and a sync that just succeeded.
  await client.query(`
    insert into cdi_rates (date, rate_percent)
    select d::date, 0.04 + (extract(doy from d)::int % 10) / 100000.0
    from generate_series((now() at time zone 'America/Sao_Paulo')::date - interval '5 years',
                         (now() at time zone 'America/Sao_Paulo')::date, interval '1 day') d
    where extract(isodow from d) < 6
    on conflict (date) do nothing`);
  await client.query(`
    insert into sync_state (key, last_success_at, coverage_from)
    values ('cdi', now(), ((now() at time zone 'America/Sao_Paulo')::date - interval '5 years')::date)
    on conflict (key) do update set last_success_at = excluded.last_success_at`);
  await client.query(`set session_replication_role = origin`);
  await client.query('vacuum analyze');
  log('vacuumed and analysed');
}

async function writeSessions() {
  const picks = Array.from({ length: sessionCount }, (_, j) =>
    Math.min(investors, 1 + Math.floor(((j + 0.5) * investors) / sessionCount)),
  );
  await client.query(`delete from sessions where id like 'bench-session-%'`);
  await client.query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select 'bench-session-' || i, 'bench-token-' || i || '-' || md5(random()::text),
            'bench-' || i, now() + interval '1 day', now(), now()
     from unnest($1::int[]) i`,
    [picks],
  );
  const { rows } = await client.query(
    `select token from sessions where id like 'bench-session-%' order by id`,
  );
  const file = join(tmpdir(), `algoone-bench-sessions-${database}.json`);
  await writeFile(
    file,
    JSON.stringify({
      database,
      investors,
      aportes,
      cookies: rows.map((r) => sessionCookie(secret, r.token)),
    }),
  );
  return file;
}

const fresh = await prepareDatabase();
await client.connect();
try {
  if (fresh) await seed();
  else log('database already seeded (--keep)');
  const counts = await client.query(`
    select (select count(*) from users where id like 'bench-%')::int as investors,
           (select count(*) from contributions)::bigint as aportes,
           pg_size_pretty(pg_database_size(current_database())) as size`);
  const file = await writeSessions();
  const { investors: n, aportes: a, size } = counts.rows[0];
  log(
    `${n.toLocaleString('en-US')} investors, ${Number(a).toLocaleString('en-US')} aportes, ${size}`,
  );
  console.info(
    `\nRun the benchmark against it (same AUTH_SECRET):\n` +
      `  DATABASE_URL=${databaseUrl} BENCH_DASHBOARD_SESSIONS=${file} \\\n` +
      `  RATE_LIMIT_PER_MINUTE=100000000 npm run bench`,
  );
} finally {
  await client.end();
}
