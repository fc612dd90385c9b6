// What the seeding scripts share: the bench database they name, the app's secret, the session
// cookie as the app signs it, and a log line with the time since start.
import { createHmac } from 'node:crypto';

/**
 * The database a seed of `investors` lives in (`--database`, BENCH_DATABASE or
 * algoone_bench_<N>) on the server DATABASE_URL names, and the AUTH_SECRET the app must share.
 */
export function benchTarget({ investors, database: named }) {
  const database = named ?? process.env.BENCH_DATABASE ?? `algoone_bench_${investors}`;
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`bad database name ${database}`);
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('Set AUTH_SECRET (32+ characters) here and for the app the benchmark starts.');
    process.exit(1);
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  return { database, serverUrl, databaseUrl, secret };
}

/** `__Host-algoone.session_token`, as better-auth signs it (HMAC-SHA256, base64). */
export function sessionCookie(secret, token) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `__Host-algoone.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export function elapsedLog() {
  const started = performance.now();
  return (message) =>
    console.info(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
}
