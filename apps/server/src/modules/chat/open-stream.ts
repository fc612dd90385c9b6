import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub } from './live-hub.ts';

/** The seq the browser already has: Last-Event-ID on a reconnection, else `?after=`. */
export function resumeCursor(request: FastifyRequest, after: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return after ?? null;
}

/**
 * Turns the reply into a server-sent event stream that stays open until the browser goes; the
 * headers the request hooks set (request id, security headers) go with it.
 */
export function startEventStream(reply: FastifyReply, hub: ChatHub, userId: string) {
  hub.reserve(userId);
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  const res = reply.raw;
  // Hijacked, the stream is ours: a socket error (a browser gone mid-write) is the end of it,
  // never an uncaught exception.
  res.on('error', () => res.destroy());
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx: pass events through as they come.
    'x-accel-buffering': 'no',
  });
  // Browsers retry after this many ms when the connection drops.
  res.write('retry: 2000\n\n');
  return res;
}
