// `npm run check:nodes` (on a build): two app nodes on one PostgreSQL behind nginx, as
// docs/deploy.md describes, and three checks across them:
//   1. a session made on one node works on the other (one AUTH_SECRET, sessions in the database);
//   2. a dashboard change made through one node is seen on the other (the change feed drops the
//      other node's cached dashboard, ADR 010);
//   3. nginx spreads the load over both nodes.
// It creates a fresh database on the machine's PostgreSQL (DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/postgres) and drops it afterwards. Needs Debian's nginx
// (`apt-get install nginx-light`). Exits non-zero when a check fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { furnishInvestor, signUp } from './lib/clients.mjs';
import { freePort, sleep, startApp } from './lib/servers.mjs';

const NGINX = '/usr/sbin/nginx';
if (!existsSync(NGINX)) {
  console.error('check:nodes needs nginx: apt-get install -y nginx-light');
  process.exit(1);
}

const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `algoone_nodes_${Date.now()}`;
const admin = new pg.Client({ connectionString: server.href });
await admin.connect();
await admin.query(`create database "${database}"`);
const databaseUrl = new URL(server.href);
databaseUrl.pathname = `/${database}`;

const failures = [];
function check(ok, what) {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

// What every node shares: the database, the session secret, and trust in the proxy in front.
const shared = {
  DATABASE_URL: databaseUrl.href,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '100000',
};
const nodes = [];
let nginx;
const dir = await mkdtemp(join(tmpdir(), 'algoone-nginx-'));
try {
  // One after the other, as a rolling start would: the first applies the migrations.
  for (let i = 0; i < 2; i++) nodes.push(await startApp({ useDatabaseUrl: true, env: shared }));
  const [a, b] = nodes;

  const port = await freePort();
  const upstreams = nodes.map((node) => `server ${new URL(node.url).host};`).join(' ');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream algoone { ${upstreams} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://algoone;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const proxy = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${proxy}/api/health/ready`).catch(() => null);
    if (ready?.ok) break;
    if (tries > 50) throw new Error('nginx did not answer');
    await sleep(100);
  }

  // 1. A session made on node A works on node B.
  const { email, headers } = await signUp(a.url, 1);
  const { cookie } = headers;
  const meOnB = await fetch(`${b.url}/api/me`, { headers: { cookie } });
  check(
    meOnB.status === 200 && (await meOnB.json()).user.email === email,
    `a session signed in on node A is accepted by node B (${meOnB.status})`,
  );

  // 2. A change made through node A reaches node B's dashboard.
  await furnishInvestor(a.url, { cookie, origin: a.url });
  const aportesOn = async (node) =>
    (await (await fetch(`${node.url}/api/dashboard`, { headers: { cookie } })).json()).contributions
      .count;
  const before = await aportesOn(b); // now cached on B
  const added = await fetch(`${a.url}/api/contributions`, {
    method: 'POST',
    headers: { cookie, origin: a.url, 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents: 50_000, brokerId: 'btg', category: 'FIIs' }),
  });
  const startedAt = performance.now();
  let after = before;
  while (after === before && performance.now() - startedAt < 5_000) {
    await sleep(20);
    after = await aportesOn(b);
  }
  check(
    added.status === 201 && after === before + 1,
    `an aporte added on node A shows on node B's dashboard (${before} → ${after} aportes, ` +
      `${Math.round(performance.now() - startedAt)} ms)`,
  );

  // 3. nginx spreads requests over both nodes, and a session works through it.
  const answeredBy = new Map();
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${proxy}/api/me`, { headers: { cookie } });
    const upstream = `${res.status} ${res.headers.get('x-upstream')}`;
    answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
  }
  const spread = [...answeredBy].map(([who, n]) => `${who}: ${n}`).join(', ');
  check(
    answeredBy.size === 2 &&
      [...answeredBy.keys()].every((who) => who.startsWith('200 ')) &&
      [...answeredBy.values()].every((n) => n >= 50),
    `200 signed-in requests through nginx are spread over both nodes (${spread})`,
  );
} finally {
  nginx?.kill('SIGTERM');
  await Promise.all(nodes.map((node) => node.stop()));
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
  await rm(dir, { recursive: true, force: true });
}

if (failures.length > 0) process.exit(1);
console.info('\nTwo nodes behind nginx: all checks passed.');
