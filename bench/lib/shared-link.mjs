// A phone's link, in front of a local server: every connection through it shares one downlink of
// `downBytesPerSecond` and waits `oneWayMs` each way. DevTools' network emulation throttles each
// request on its own, so six parallel downloads each get the whole bandwidth; on a real link
// they split it, and a stylesheet competes with the scripts fetched beside it. The kernel's
// netem would do this, but containers here have no netem module.
import { connect, createServer } from 'node:net';

const TICK_MS = 5;

/**
 * Listens on 127.0.0.1 (a free port) and forwards to `target` ("http://127.0.0.1:PORT").
 * Returns the link's URL and `close()`.
 */
export async function startSharedLink(target, { oneWayMs = 75, downBytesPerSecond }) {
  const upstream = new URL(target);
  /** Connections with bytes waiting to come down, served in turn (as TCP roughly shares). */
  const waiting = [];
  const sockets = new Set();

  const scheduler = setInterval(() => {
    let budget = (downBytesPerSecond * TICK_MS) / 1000;
    while (budget > 0 && waiting.length > 0) {
      const link = waiting.shift();
      const chunk = link.queue[0];
      const size = Math.min(chunk.length, Math.ceil(budget / Math.max(1, waiting.length + 1)));
      const part = chunk.subarray(0, size);
      if (size === chunk.length) link.queue.shift();
      else link.queue[0] = chunk.subarray(size);
      budget -= size;
      // Same delay for every part of one connection: they arrive in order.
      setTimeout(() => link.client.writable && link.client.write(part), oneWayMs);
      if (link.queue.length > 0) waiting.push(link);
      else link.queued = false;
    }
  }, TICK_MS);

  const server = createServer((client) => {
    sockets.add(client);
    client.pause();
    const link = { client, queue: [], queued: false };
    // The handshake's round trip before the first byte goes up.
    setTimeout(() => {
      const server = connect(Number(upstream.port), upstream.hostname);
      sockets.add(server);
      server.on('data', (data) => {
        link.queue.push(data);
        if (!link.queued) {
          link.queued = true;
          waiting.push(link);
        }
      });
      client.on('data', (data) =>
        setTimeout(() => server.writable && server.write(data), oneWayMs),
      );
      const end = () => {
        // Whatever is still queued goes down first.
        const flush = setInterval(() => {
          if (link.queue.length > 0) return;
          clearInterval(flush);
          setTimeout(() => client.end(), oneWayMs);
        }, TICK_MS);
      };
      server.on('end', end);
      server.on('error', () => client.destroy());
      client.on('end', () => setTimeout(() => server.end(), oneWayMs));
      client.on('error', () => server.destroy());
      client.resume();
    }, oneWayMs * 2);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(scheduler);
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => server.close(closed));
    },
  };
}
