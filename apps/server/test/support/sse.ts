import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { as, type Actor } from './actors.ts';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** A server-sent event stream read over real HTTP, as a browser's EventSource would. */
export interface SseClient {
  status: number;
  events: SseEvent[];
  /** Resolves once `predicate` holds for the events received so far. */
  until(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<SseEvent[]>;
  /** Messages received (event: message), as their data. */
  messages(): { seq: number; text: string; author: string }[];
  body: string;
  /** Resolves once the server has ended the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** The base URL of an app listening on a free loopback port. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export function openSse(
  baseUrl: string,
  path: string,
  actor: Actor | null,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { headers: { ...as(actor), accept: 'text/event-stream', ...headers } },
      (res) => {
        const events: SseEvent[] = [];
        const waiters: (() => void)[] = [];
        const finished = new Promise<void>((done) => res.once('end', done));
        let buffer = '';
        const client: SseClient = {
          status: res.statusCode ?? 0,
          events,
          body: '',
          async until(predicate, timeoutMs = 5_000) {
            const started = Date.now();
            while (!predicate(events)) {
              if (Date.now() - started > timeoutMs) {
                throw new Error(`SSE timeout; got ${JSON.stringify(events)}`);
              }
              await new Promise<void>((done) => {
                waiters.push(done);
                setTimeout(done, 50);
              });
            }
            return events;
          },
          messages() {
            return events
              .filter((e) => e.event === 'message')
              .map((e) => e.data as { seq: number; text: string; author: string });
          },
          ended(timeoutMs = 5_000) {
            return Promise.race([
              finished,
              new Promise<void>((_, fail) =>
                setTimeout(() => fail(new Error('the stream is still open')), timeoutMs).unref(),
              ),
            ]);
          },
          close() {
            req.destroy();
          },
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          client.body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | null = null;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) });
          }
          for (const wake of waiters.splice(0)) wake();
        });
        res.on('error', () => undefined);
        resolve(client);
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
