// `node bench/cashback-import.mjs [--lines 10000] [--investors 500] [--runs 3]`: times the
// admin's import of one broker's monthly CSV (issue #13: ≤ 5 s for 10.000 lines on PGlite).
//
// The app runs in this process on a fresh in-memory PGlite (or DATABASE_URL's PostgreSQL with
// --postgres), migrated and seeded as in production, with investors created straight in the
// database. Each run imports a new file (a new month, so every line is created), through the
// real route (app.inject: validation, decoding, checks, one transaction, audit), then imports
// it again (every line a duplicate). The preview is timed too.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addMonths, toIsoCalendarDate } from '@algoone/domain';
import { users } from '../src/db/schema/index.ts';
import { createPasswordlessUser, setPassword } from '../src/modules/admin/index.ts';
import { eq } from 'drizzle-orm';
import { startBenchApp } from './bench-app.ts';

const { values: flags } = parseArgs({
  options: {
    lines: { type: 'string', default: '10000' },
    investors: { type: 'string', default: '500' },
    runs: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
  },
});
const lineCount = Number(flags.lines);
const investorCount = Number(flags.investors);
const runs = Number(flags.runs);

const { app, database } = await startBenchApp({ postgres: flags.postgres });

// An admin with two-factor marked as enrolled (the admin area requires it), signed in.
const adminEmail = `admin-${randomUUID().slice(0, 8)}@exemplo.com`;
const adminId = await createPasswordlessUser(app.auth, {
  name: 'Admin',
  email: adminEmail,
  role: 'admin',
});
await setPassword(app.auth, adminId, 'cavalo correto bateria grampo');
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  headers: { origin: 'http://localhost:3000' },
  payload: { email: adminEmail, password: 'cavalo correto bateria grampo' },
});
const cookie = [signIn.headers['set-cookie']]
  .flat()
  .map((c) => String(c).split(';')[0])
  .join('; ');
await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminId));

const emails = Array.from({ length: investorCount }, (_, i) => `investidor-${i}@bench.exemplo.com`);
await database.db.insert(users).values(
  emails.map((email, i) => ({
    id: randomUUID(),
    name: `Investidor ${i}`,
    email,
    role: 'investor',
  })),
);

const brokers = ['xp', 'btg', 'agora', 'avenue', 'jp-morgan'];
function csvFor(month: string): string {
  const lines = ['email;corretora;mes;recebido;repassado'];
  for (let i = 0; i < lineCount; i += 1) {
    const received = 1_000 + i;
    lines.push(
      `${emails[i % investorCount]};${brokers[Math.floor(i / investorCount) % brokers.length]};` +
        `${month};${Math.floor(received / 100)},${String(received % 100).padStart(2, '0')};` +
        `${Math.floor((received * 8) / 1000)},${String(Math.floor((received * 8) / 10) % 100).padStart(2, '0')}`,
    );
  }
  return '\uFEFF' + lines.join('\r\n');
}

const post = (url: string, csv: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: 'http://localhost:3000' },
    payload: { fileName: 'bench.csv', contentBase64: Buffer.from(csv, 'utf8').toString('base64') },
  });

const month0 = toIsoCalendarDate(new Date()).slice(0, 7);
const results: { preview: number; commit: number; reimport: number }[] = [];
for (let run = 0; run < runs; run += 1) {
  const csv = csvFor(addMonths(month0, -1 - run));
  let t = performance.now();
  const preview = await post('/api/admin/cashback/imports/preview', csv);
  const previewMs = performance.now() - t;
  t = performance.now();
  const commit = await post('/api/admin/cashback/imports', csv);
  const commitMs = performance.now() - t;
  t = performance.now();
  const again = await post('/api/admin/cashback/imports', csv);
  const reimportMs = performance.now() - t;
  if (preview.statusCode !== 200 || commit.statusCode !== 201 || again.statusCode !== 201) {
    throw new Error(`import failed: ${preview.body.slice(0, 300)} ${commit.body.slice(0, 300)}`);
  }
  const report = commit.json();
  if (report.created !== lineCount || again.json().created !== 0) {
    throw new Error(`unexpected report ${JSON.stringify(report).slice(0, 300)}`);
  }
  results.push({ preview: previewMs, commit: commitMs, reimport: reimportMs });
  console.info(
    `run ${run + 1}: ${lineCount} lines (${(csv.length / 1024).toFixed(0)} KB) — preview ${previewMs.toFixed(0)} ms, ` +
      `import ${commitMs.toFixed(0)} ms, re-import (all duplicates) ${reimportMs.toFixed(0)} ms`,
  );
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.info(
  `median on ${flags.postgres && process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: preview ${median(results.map((r) => r.preview)).toFixed(0)} ms, ` +
    `import ${median(results.map((r) => r.commit)).toFixed(0)} ms (target ≤ 5000 ms), ` +
    `re-import ${median(results.map((r) => r.reimport)).toFixed(0)} ms`,
);
await app.close();
await database.close();
