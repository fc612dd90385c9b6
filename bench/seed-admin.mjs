// `node bench/seed-admin.mjs --investors 100000`: what the admin area reads, on top of the
// dashboard seed (`bench/seed-dashboard.mjs --investors N` first; this adds to its database).
//
// Adds, all inside PostgreSQL with generate_series (no row-by-row inserts):
//   - 25 consultants and one admin, two-factor on (the admin area requires it);
//   - nine in ten investors assigned to a consultant (3,600 clients each at 100k), the rest in
//     the shared queue; Brazilian names with accents, so that the search folds them;
//   - holdings spread per investor and recommendations that follow each investor's profile, so
//     that /admin/carteiras has clients in and out of profile;
//   - two goals per investor (some due soon with little saved: "at risk");
//   - a conversation for three in ten investors, a third of them waiting, some past the SLA;
//   - subscriptions (active monthly and annual, canceled, expired) and invoices;
//   - three months of cashback per investor, the latest credited this month;
//   - ten audit entries per investor over 180 days (sign-ins, failures, staff views), so the
//     log holds a million rows at 100k investors; sign-in throttles, some locked; DPO requests;
//   - sessions for the admin and for one consultant, written with the cookies to a file.
//
// Options: --investors N (default 10000), --database NAME (default algoone_bench_<N>),
// DATABASE_URL (the server), AUTH_SECRET (the app's, 32+ characters). Run again to redo: it
// removes what it added before.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchTarget, elapsedLog, sessionCookie } from './lib/seed.mjs';

const { values: flags } = parseArgs({
  options: { investors: { type: 'string' }, database: { type: 'string' } },
});
const investors = Number(flags.investors ?? process.env.BENCH_INVESTORS ?? 10_000);
const { database, databaseUrl, secret } = benchTarget({ investors, database: flags.database });
const CONSULTANTS = 25;
const log = elapsedLog();
const client = new pg.Client({ connectionString: databaseUrl.toString() });
await client.connect();

const seeded = await client
  .query(`select count(*)::int as n from users where id like 'bench-%' and role = 'investor'`)
  .catch(() => ({ rows: [{ n: 0 }] }));
if (seeded.rows[0].n !== investors) {
  console.error(
    `${database} does not hold the dashboard seed of ${investors} investors: run ` +
      `node bench/seed-dashboard.mjs --investors ${investors} first.`,
  );
  process.exit(1);
}

// Scripted data, not a use case: the append-only and notification triggers stay off.
await client.query(`set session_replication_role = replica`);
await client.query(`set maintenance_work_mem = '512MB'`);
await client.query(`set work_mem = '256MB'`);

await client.query('begin');
// Remove an earlier run's additions (the dashboard seed's rows stay).
for (const table of [
  // Holdings and recommendations change below: the app rewrites the drift at start (ADR 024).
  'portfolio_drift',
  'privacy_requests',
  'billing_invoices',
  'billing_subscriptions',
  'cashback_entries',
  'chat_conversations',
  'goals',
]) {
  await client.query(
    `delete from ${table} where ${table === 'chat_conversations' ? 'investor_id' : 'user_id'} like 'bench-%'`,
  );
}
await client.query(`delete from audit_log where details ? 'bench'`);
await client.query(`delete from sign_in_throttles where email like 'bench-%'`);
await client.query(`delete from sessions where id like 'bench-staff-session-%'`);
await client.query(`update users set consultant_id = null where id like 'bench-%'`);
await client.query(`delete from users where id like 'bench-staff-%'`);

await client.query(
  `insert into users (id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at)
   select 'bench-staff-consultant-' || k, 'Consultora ' || k || ' Araújo', 'consultora-' || k || '@algoone.test',
          true, 'consultant', true, now() - interval '300 days', now()
   from generate_series(1, ${CONSULTANTS}) k
   union all
   select 'bench-staff-admin', 'Administradora Bench', 'admin-bench@algoone.test', true, 'admin', true,
          now() - interval '365 days', now()`,
);
// Names a Brazilian list would hold, accents included (the search folds them), each unique by
// its number; a consultant for nine in ten.
await client.query(
  `update users u set
     name = (array['João','Maria','José','Ana','Antônio','Francisca','Luís','Márcia','Sérgio','Cláudia','Fábio','Lúcia'])[1 + n % 12]
            || ' ' || (array['Silva','Gonçalves','Conceição','Araújo','Simões','Brandão','Magalhães','Pereira','Lopes','Assunção'])[1 + (n / 12) % 10]
            || ' ' || n,
     consultant_id = case when n % 10 = 0 then null
                          else 'bench-staff-consultant-' || (1 + n % ${CONSULTANTS}) end,
     created_at = now() - ((n % 400) || ' days')::interval
   from (select id, substr(id, 7)::int as n from users
          where id like 'bench-%' and id not like 'bench-staff-%') s
   where u.id = s.id`,
);
log('staff, names and consultants');

// Each investor's recommendation follows their profile (the dashboard seed wrote Moderado for
// everyone); holdings spread from 0.3× to 1.7× per class, so drift varies.
await client.query(
  `update recommendations r set profile = s.profile,
     allocation = case s.profile
       when 'Conservador' then '{"Renda Fixa":75,"Multimercado":15,"Ações Brasil":5,"Internacional":5,"Cripto":0}'::jsonb
       when 'Moderado' then '{"Renda Fixa":50,"Multimercado":25,"Ações Brasil":20,"Internacional":5,"Cripto":0}'::jsonb
       else '{"Renda Fixa":30,"Multimercado":20,"Ações Brasil":35,"Internacional":10,"Cripto":5}'::jsonb end
   from suitability_records s
   where s.id = r.suitability_record_id and r.user_id like 'bench-%'`,
);
await client.query(
  `update portfolio_holdings h
     set amount_cents = (h.amount_cents * (0.3 + (abs(hashtext(h.user_id || h.category)) % 140) / 100.0))::bigint
   where h.user_id like 'bench-%'`,
);
log('recommendations and holdings');

const investorRange = `from generate_series(1, ${investors}) i`;
await client.query(
  `insert into goals (user_id, name, target_cents, accumulated_cents, term_months, priority,
     created_at, due_date, updated_at)
   select 'bench-' || i, g.name, t.target, (t.target * ((i * 7 + g.k * 13) % 110) / 100)::bigint,
          t.term, (array['Alta','Média','Baixa'])[1 + (i + g.k) % 3],
          now() - interval '100 days',
          (now() at time zone 'America/Sao_Paulo')::date - 100 + t.term * 30, now()
   ${investorRange}
   cross join (values (0, 'Reserva de emergência'), (1, 'Viagem para Portugal')) g(k, name)
   cross join lateral (select 1000000 + ((i * 37 + g.k) % 90) * 100000 as target,
                              1 + ((i * 11 + g.k * 5) % 60) as term) t`,
);
log('goals');

await client.query(
  `insert into chat_conversations (investor_id, last_seq, waiting_since, last_message_at, created_at)
   select 'bench-' || i, 4,
          case when i % 9 = 0 then now() - ((i % 72) || ' hours')::interval end,
          now() - ((i % 72) || ' hours')::interval, now() - interval '60 days'
   ${investorRange} where i % 10 < 3`,
);
log('conversations');

await client.query(
  `insert into billing_subscriptions (user_id, plan, status, provider, idempotency_key,
     current_period_start, current_period_end, first_paid_at, canceled_at, ended_at, created_at, updated_at)
   select 'bench-' || i, case when i % 3 = 0 then 'annual' else 'monthly' end, st.status, 'demo',
          'bench-' || i, now() - interval '10 days',
          now() + case when i % 3 = 0 then interval '355 days' else interval '20 days' end,
          now() - ((i % 300) || ' days')::interval,
          case when st.status in ('canceled', 'expired') then now() - ((i % 330) || ' days')::interval end,
          case when st.status = 'expired' then now() - ((i % 300) || ' days')::interval end,
          now() - ((i % 300) || ' days')::interval, now()
   ${investorRange}
   cross join lateral (select case when i % 100 < 35 then 'active'
                                   when i % 100 < 37 then 'past_due'
                                   when i % 100 < 42 then 'canceled'
                                   when i % 100 < 45 then 'expired' end as status) st
   where st.status is not null`,
);
log('subscriptions');

// Three reference months; the latest credited within this month (São Paulo).
await client.query(
  `insert into cashback_entries (user_id, broker_id, reference_month, received_cents,
     passed_on_cents, status, credited_at, entry_key, created_at)
   select 'bench-' || i, case when i % 2 = 0 then 'xp' else 'btg' end, m.month,
          1000 + (i % 50) * 100, 1000 + (i % 50) * 100, 'creditado',
          least((m.month + interval '1 month 4 days') at time zone 'America/Sao_Paulo', now()),
          'bench-' || i || '-' || m.k, now()
   ${investorRange}
   cross join lateral (select k, (date_trunc('month', now() at time zone 'America/Sao_Paulo')
                                  - (k || ' months')::interval)::date as month
                       from generate_series(1, 3) k) m`,
);
log('cashback');

// The log as a live one looks: mostly investors' own sign-ins, some failures from a few
// addresses, consultants' views of their clients. Inserted in time order.
await client.query(
  `insert into audit_log (at, actor_id, action, target_type, target_id, ip_address, user_agent, result, details)
   select now() - ((180 * 24 * 60 - (k * ${investors} + i)::bigint * (180 * 24 * 60)
                   / (10 * ${investors})) || ' minutes')::interval,
          case when k = 9 and i % 10 <> 0 then 'bench-staff-consultant-' || (1 + i % ${CONSULTANTS})
               when k = 8 then null else 'bench-' || i end,
          case k when 8 then 'auth.sign_in' when 9 then 'chat.client_viewed' when 7 then 'privacy.consent_changed'
                 when 6 then 'auth.sign_out' else 'auth.sign_in' end,
          case when k = 9 then 'user' end,
          case when k = 9 then 'bench-' || i end,
          '10.' || (i % 250) || '.' || (k * 7 % 250) || '.' || (i * 13 % 250),
          'Mozilla/5.0 (bench)',
          case when k = 8 then 'failure' else 'success' end,
          jsonb_build_object('bench', true)
   from generate_series(0, 9) k cross join generate_series(1, ${investors}) i
   order by k, i`,
);
log('audit log');

await client.query(
  `insert into sign_in_throttles (email, ip_address, failures, window_started_at, locked_until, last_failure_at)
   select 'bench-' || i || '@algoone.test', '10.0.' || (i % 250) || '.1', 1 + i % 9,
          now() - interval '10 minutes',
          case when i % 40 = 0 then now() + interval '10 minutes' end,
          now() - ((i % 600) || ' seconds')::interval
   from generate_series(1, least(${investors}, 2000)) i`,
);
await client.query(
  `insert into privacy_requests (protocol, user_id, kind, message, status, due_at, created_at)
   select 'BENCH-' || i, 'bench-' || i, (array['access','correction','portability'])[1 + i % 3],
          'Quero uma cópia dos meus dados.', case when i % 4 = 0 then 'open' else 'answered' end,
          now() + interval '15 days' - ((i % 30) || ' days')::interval, now() - ((i % 30) || ' days')::interval
   from generate_series(1, ${investors}, 200) i`,
);
log('throttles and DPO requests');

await client.query(
  `insert into sessions (id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
   select 'bench-staff-session-' || u.id, 'bench-staff-token-' || u.id || '-' || md5(random()::text),
          u.id, now() + interval '1 day', '10.9.9.9', 'Mozilla/5.0 (bench)', now(), now()
   from users u where u.id like 'bench-staff-%'`,
);
await client.query('commit');
await client.query(`set session_replication_role = origin`);
await client.query('vacuum analyze');
log('sessions; vacuumed and analysed');

const tokenOf = async (id) =>
  (await client.query(`select token from sessions where user_id = $1`, [id])).rows[0].token;
const file = join(tmpdir(), `algoone-bench-admin-${database}.json`);
await writeFile(
  file,
  JSON.stringify({
    database,
    investors,
    admin: sessionCookie(secret, await tokenOf('bench-staff-admin')),
    consultant: sessionCookie(secret, await tokenOf('bench-staff-consultant-1')),
    consultantId: 'bench-staff-consultant-1',
    // Someone in the middle of the list, for the detail and the log's target filter.
    sampleInvestorId: `bench-${Math.ceil(investors / 2)}`,
  }),
);
await client.end();
console.info(
  `\nMeasure the admin area against it (same AUTH_SECRET):\n` +
    `  DATABASE_URL=${databaseUrl} BENCH_ADMIN_SESSIONS=${file} node bench/admin.mjs`,
);
