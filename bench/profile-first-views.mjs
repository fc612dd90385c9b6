// `node bench/profile-first-views.mjs`: a CPU profile of the app answering first views of
// GET /api/dashboard (every request a session and a dashboard the node has not seen), to see
// where a first view's time goes. `PROFILE_PATH=/dashboard` profiles the server-rendered page
// instead. Needs the database and sessions file of
// `node bench/seed-dashboard.mjs --sessions 30000` (BENCH_DASHBOARD_SESSIONS, DATABASE_URL,
// AUTH_SECRET as for `npm run bench`) and a build. Writes a .cpuprofile into bench/results/ (open
// it in Chromium's DevTools) and prints the functions with the most self time.
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, serverEntry, waitFor200 } from './lib/servers.mjs';

const { cookies } = JSON.parse(await readFile(process.env.BENCH_DASHBOARD_SESSIONS, 'utf8'));
const fresh = cookies.slice(200);
const port = await freePort();
const dir = join(repoRoot, 'bench/results', `profile-${Date.now()}`);
await mkdir(dir, { recursive: true });
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
await waitFor200(`${url}/api/health/ready`, child, []);
let next = 0;
const result = await autocannon({
  url: `${url}${process.env.PROFILE_PATH ?? '/api/dashboard'}`,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  requests: [
    {
      setupRequest(request) {
        const cookie = fresh[next++ % fresh.length];
        return { ...request, headers: { ...request.headers, cookie } };
      },
    },
  ],
});
console.info(
  `first views: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
child.kill('SIGTERM');
await new Promise((done) => child.once('exit', done));

const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(await readFile(join(dir, file), 'utf8'));
/** A function as printed: its name and where it is, short (package or build file, line). */
function frameKey(callFrame) {
  const where = callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/');
  return `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
}
const self = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
let total = 0;
for (const [id, micros] of dt) {
  const key = frameKey(byId.get(id).callFrame);
  self.set(key, (self.get(key) ?? 0) + micros);
  total += micros;
}
// Inclusive time: a sample counts for every distinct function on its stack, so the big parts
// (rendering, the in-process API reads, compression) show as such.
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { callFrame } = byId.get(at);
    if (!callFrame.functionName || callFrame.functionName.startsWith('(')) continue;
    seen.add(frameKey(callFrame));
  }
  for (const key of seen)
    inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
console.info(`\ninclusive time, top 40:`);
for (const [key, micros] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.info(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${key}`);
}
console.info(`\nself time, top 30 of ${(total / 1e6).toFixed(1)} s (${join(dir, file)}):`);
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.info(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${key}`);
}
