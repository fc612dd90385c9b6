// A phone's link, in front of a local server: every connection through it shares one downlink of
// `downBytesPerSecond` and waits `oneWayMs` each way. DevTools' network emulation throttles each
// request on its own, so six parallel downloads each get the whole bandwidth; on a real link
// they split it, and a stylesheet competes with the scripts fetched beside it. The kernel's
// netem would do this, but containers here have no netem module. The uplink is not limited
// (requests are small); only its latency is applied.
import { connect, createServer } from 'node:net';

const TICK_MS = 5;

/**
 * Listens on 127.0.0.1 (a free port) and forwards to `target` ("http://127.0.0.1:PORT").
 * Returns the link's URL and `close()`.
 */
export async function startSharedLink(target, { oneWayMs = 75, downBytesPerSecond }) {
  const upstream = new URL(target);
  /** Connections with bytes waiting to come down. */
  const links = new Set();
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  // Each tick hands out the bytes the elapsed time allows (timers run late under load), in
  // equal shares to the connections that have something queued, as TCP roughly shares a link;
  // a share one connection cannot use carries over to the next tick.
  let last = performance.now();
  let budget = 0;
  const scheduler = setInterval(() => {
    const now = performance.now();
    budget = Math.min(budget + ((now - last) * downBytesPerSecond) / 1000, downBytesPerSecond);
    last = now;
    const waiting = [...links].filter((link) => link.queue.length > 0);
    if (waiting.length === 0) {
      budget = 0;
      return;
    }
    const share = Math.floor(budget / waiting.length);
    for (const link of waiting) {
      let allowance = share;
      const parts = [];
      while (allowance > 0 && link.queue.length > 0) {
        const chunk = link.queue[0];
        const part = chunk.subarray(0, allowance);
        if (part.length === chunk.length) link.queue.shift();
        else link.queue[0] = chunk.subarray(part.length);
        parts.push(part);
        allowance -= part.length;
        budget -= part.length;
      }
      // Same delay for every part of one connection: they arrive in order.
      const data = Buffer.concat(parts);
      setTimeout(() => link.deliver(data), oneWayMs);
    }
  }, TICK_MS);
  scheduler.unref();

  const server = createServer((client) => {
    track(client);
    client.pause();
    const link = { queue: [], deliver: (data) => client.writable && client.write(data) };
    links.add(link);
    const drop = () => {
      links.delete(link);
      link.queue.length = 0;
    };
    client.on('close', drop);
    // The handshake's round trip before the first byte goes up.
    setTimeout(() => {
      const origin = connect(Number(upstream.port), upstream.hostname);
      track(origin);
      origin.on('data', (data) => link.queue.push(data));
      // The end, or an error, reaches the browser after what was already queued.
      const finish = (close) => {
        const wait = setInterval(() => {
          if (link.queue.length > 0 && links.has(link)) return;
          clearInterval(wait);
          setTimeout(close, oneWayMs);
        }, TICK_MS);
        wait.unref();
      };
      origin.on('end', () => finish(() => client.end()));
      origin.on('error', () => finish(() => client.destroy()));
      client.on('data', (data) =>
        setTimeout(() => origin.writable && origin.write(data), oneWayMs),
      );
      client.on('end', () => setTimeout(() => origin.end(), oneWayMs));
      client.on('error', () => origin.destroy());
      client.on('close', () => origin.destroy());
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
