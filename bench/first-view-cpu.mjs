// `node bench/first-view-cpu.mjs`: the app node's own CPU time per first view, from /proc, so
// that two builds can be compared on a machine whose req/s swing from one sitting to the next.
// Each request is a session the node has not seen (the sessions file of
// `node bench/seed-dashboard.mjs --sessions 30000`; DATABASE_URL, BENCH_DASHBOARD_SESSIONS and
// AUTH_SECRET as for `npm run bench`). PROFILE_PATH (default /dashboard) is the address;
// FIRST_VIEWS (600) the number measured, after 100 to warm up; BENCH_CONNECTIONS (10) kept
// low so that the node, not the queue, is measured; FIRST_VIEW_OFFSET (200) the first session
// used: give each run its own range, or the sessions of an earlier run are no longer first
// views. Another build: BENCH_SERVER_ENTRY (its server.mjs, inside the repository so that its
// packages resolve) and WEB_DIST (its web dist, with dist-ssr beside it).
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { cpuMs, serverEntry, startApp } from './lib/servers.mjs';

const { cookies } = JSON.parse(await readFile(process.env.BENCH_DASHBOARD_SESSIONS, 'utf8'));
const path = process.env.PROFILE_PATH ?? '/dashboard';
const measured = Number(process.env.FIRST_VIEWS ?? 600);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
let next = Number(process.env.FIRST_VIEW_OFFSET ?? 200);
if (next + 100 + measured > cookies.length) {
  throw new Error(`the sessions file has ${cookies.length} sessions; lower FIRST_VIEW_OFFSET`);
}

const app = await startApp({
  useDatabaseUrl: true,
  env: { RATE_LIMIT_PER_MINUTE: '100000000', CDI_SYNC: 'false' },
});
const url = app.url;

const firstViews = (amount) =>
  autocannon({
    url: `${url}${path}`,
    connections,
    amount,
    requests: [
      {
        setupRequest(request) {
          return { ...request, headers: { ...request.headers, cookie: cookies[next++] } };
        },
      },
    ],
  });

await firstViews(100);
const cpuBefore = cpuMs(app.pid);
const started = Date.now();
const result = await firstViews(measured);
const cpu = cpuMs(app.pid) - cpuBefore;
console.info(
  `${path}: ${measured} first views in ${Date.now() - started} ms at ${connections} connections, ` +
    `node CPU ${(cpu / measured).toFixed(1)} ms each, p50 ${result.latency.p50} ms, ` +
    `non-2xx ${result.non2xx} (${serverEntry})`,
);
await app.stop();
