// `DATABASE_URL=postgres://… node bench/chat-delivery.mjs` (on a build): chat delivery between
// two app nodes on one PostgreSQL (issue #15, docs/decisions/016-chat-live-delivery.md).
//
// Node B holds CHAT_STREAMS open event streams (default 1,000: CHAT_INVESTORS investors × 5
// tabs each, the per-person limit being 6); a consultant writes through node A; each message's
// time runs from the moment its POST starts to the moment each of its 5 streams on node B
// receives it. Two phases:
//   paced      one message at a time (CHAT_PACED, default 300): the latency a person sees;
//   saturated  CHAT_MESSAGES (default 3,000) with CHAT_CONCURRENCY (default 32) in flight:
//              messages per second and deliveries per second, and their latency under load.
// Results go to the console and bench/results/chat-delivery-<time>.json.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, startApp } from './lib/servers.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('chat-delivery: set DATABASE_URL (two nodes need one PostgreSQL).');
  process.exit(1);
}
const TABS = 5;
const investorsCount = Number(
  process.env.CHAT_INVESTORS ?? Number(process.env.CHAT_STREAMS ?? 1000) / TABS,
);
const pacedCount = Number(process.env.CHAT_PACED ?? 300);
const messagesCount = Number(process.env.CHAT_MESSAGES ?? 3000);
const concurrency = Number(process.env.CHAT_CONCURRENCY ?? 32);
const password = 'cavalo correto bateria grampo';
// Both nodes sign sessions with one secret, as behind a load balancer.
const env = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
  // One consultant sends every message of the run: the per-person chat limit would stop it.
  CHAT_MESSAGES_PER_MINUTE: '10000000',
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function call(node, method, path, cookie, body) {
  const response = await fetch(node.url + path, {
    method,
    headers: {
      origin: node.url,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : null, response };
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

async function signUp(node, name) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const { json, response } = await call(node, 'POST', '/api/auth/sign-up/email', null, {
    name,
    email,
    password,
    acceptTerms: true,
    termsVersion: '2026-11-21',
    privacyVersion: '2026-11-21',
  });
  return { id: json.user.id, email, cookie: cookieOf(response) };
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

/** One event stream; calls onMessage(text, at) for each message event. */
function openStream(node, path, cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      node.url + path,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: message')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) onMessage(JSON.parse(data.slice(6)).text, at);
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

const nodeA = await startApp({ useDatabaseUrl: true, env });
const nodeB = await startApp({ useDatabaseUrl: true, env });
const client = new pg.Client({ connectionString: url });
await client.connect();
const streams = [];
try {
  console.info(`nodes: A ${nodeA.url}, B ${nodeB.url} on ${nodeA.database}`);
  const consultant = await signUp(nodeA, 'Carla Mendes');
  await client.query(`update users set role = 'consultant' where id = $1`, [consultant.id]);
  const { response: signedIn } = await call(nodeA, 'POST', '/api/auth/sign-in/email', null, {
    email: consultant.email,
    password,
  });
  consultant.cookie = cookieOf(signedIn);

  const started = performance.now();
  const investors = await inBatches(
    Array.from({ length: investorsCount }, (_, i) => `Pessoa Número ${i}`),
    8,
    (name) => signUp(nodeA, name),
  );
  await client.query(`update users set consultant_id = $1 where id = any($2::text[])`, [
    consultant.id,
    investors.map((i) => i.id),
  ]);
  const conversations = await inBatches(investors, 16, async (investor) => {
    const { json } = await call(nodeB, 'GET', '/api/chat/conversation', investor.cookie);
    return { id: json.id, investor };
  });
  console.info(
    `${investors.length} investors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const sentAt = new Map();
  const latencies = [];
  let received = 0;
  let waiters = [];
  const onMessage = (text, at) => {
    const sent = sentAt.get(text);
    if (sent === undefined) return;
    latencies.push(at - sent);
    received += 1;
    for (const wake of waiters.splice(0)) wake();
  };
  for (const { investor } of conversations) {
    for (let tab = 0; tab < TABS; tab += 1) {
      streams.push(
        await openStream(
          nodeB,
          '/api/chat/conversation/events?after=0',
          investor.cookie,
          onMessage,
        ),
      );
    }
  }
  console.info(`${streams.length} streams open on node B`);

  const waitForDeliveries = async (expected, timeoutMs = 120_000) => {
    const deadline = performance.now() + timeoutMs;
    while (received < expected) {
      if (performance.now() > deadline)
        throw new Error(`only ${received} of ${expected} deliveries`);
      await new Promise((wake) => {
        waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  };
  let counter = 0;
  const send = async (conversation) => {
    counter += 1;
    const text = `Mensagem de bancada ${counter}`;
    sentAt.set(text, performance.now());
    await call(
      nodeA,
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      consultant.cookie,
      { text },
    );
  };

  // Paced: one at a time, each waits for its deliveries.
  for (let i = 0; i < pacedCount; i += 1) {
    await send(conversations[i % conversations.length]);
    await waitForDeliveries((i + 1) * TABS);
  }
  const paced = latencies.splice(0).sort((a, b) => a - b);
  received = 0;

  // Saturated: many in flight.
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < messagesCount) {
        const index = next;
        next += 1;
        await send(conversations[index % conversations.length]);
      }
    }),
  );
  const sentSeconds = (performance.now() - t0) / 1000;
  await waitForDeliveries(messagesCount * TABS);
  const allSeconds = (performance.now() - t0) / 1000;
  const loaded = latencies.splice(0).sort((a, b) => a - b);

  const result = {
    at: new Date().toISOString(),
    database: nodeA.database,
    streams: streams.length,
    paced: {
      messages: pacedCount,
      deliveries: paced.length,
      p50Ms: percentile(paced, 50),
      p99Ms: percentile(paced, 99),
      maxMs: paced.at(-1),
    },
    saturated: {
      messages: messagesCount,
      concurrency,
      messagesPerSecond: messagesCount / sentSeconds,
      deliveriesPerSecond: (messagesCount * TABS) / allSeconds,
      p50Ms: percentile(loaded, 50),
      p99Ms: percentile(loaded, 99),
      maxMs: loaded.at(-1),
    },
  };
  console.info(JSON.stringify(result, null, 2));
  const dir = join(repoRoot, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `chat-delivery-${Date.now()}.json`), JSON.stringify(result, null, 2));
} finally {
  for (const stream of streams) stream.destroy();
  await client.end();
  await nodeB.stop();
  await nodeA.stop();
}
