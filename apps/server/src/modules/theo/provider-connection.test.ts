import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBaseUrl, isPrivateAddress } from './base-url-policy.ts';
import {
  createProviderConnection,
  guardedLookup,
  isPrivateAddressRefusal,
  type ProviderConnection,
  type ResolveAll,
} from './provider-connection.ts';

describe('isPrivateAddress', () => {
  it.each([
    ['0.0.0.0', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['224.0.0.1', true],
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['fd00::1', true],
    ['fc12:3456::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['::FFFF:A9FE:A9FE', true],
    ['::ffff:0:192.168.0.1', true],
    ['::127.0.0.1', true],
    ['64:ff9b::10.0.0.1', true],
    ['2002:c0a8:0101::1', true],
    ['8.8.8.8', false],
    ['100.128.0.1', false],
    ['172.32.0.1', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::8.8.8.8', false],
    ['2002:0808:0808::1', false],
    ['not-an-address', false],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('checkBaseUrl (when an admin saves or tests)', () => {
  const to = (addresses: string[]) => async () => addresses;
  const failing = async (): Promise<string[]> => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  };

  it('resolves names before trusting them', async () => {
    expect(
      await checkBaseUrl('https://api.example.com/v1', false, to(['93.184.216.34'])),
    ).toMatchObject({ ok: true });
    expect(
      await checkBaseUrl('https://sneaky.example.com/v1', false, to(['93.184.216.34', '10.0.0.1'])),
    ).toEqual({ ok: false, reason: 'private' });
    expect(
      await checkBaseUrl('https://mapped.example.com/v1', false, to(['::ffff:127.0.0.1'])),
    ).toEqual({ ok: false, reason: 'private' });
  });

  it('refuses a name that does not resolve, whether or not private addresses are allowed', async () => {
    for (const allowPrivate of [false, true]) {
      expect(await checkBaseUrl('https://nao-existe.invalid/v1', allowPrivate, failing)).toEqual({
        ok: false,
        reason: 'unresolvable',
        host: 'nao-existe.invalid',
      });
      expect(await checkBaseUrl('https://vazio.example/v1', allowPrivate, to([]))).toMatchObject({
        ok: false,
        reason: 'unresolvable',
      });
    }
  });

  it('takes literal addresses as they are', async () => {
    expect(await checkBaseUrl('http://127.0.0.1:1234/v1', true, failing)).toMatchObject({
      ok: true,
    });
    expect(await checkBaseUrl('http://[::ffff:7f00:1]:1234/v1', false, failing)).toEqual({
      ok: false,
      reason: 'private',
    });
    expect(await checkBaseUrl('https://user:pw@api.example.com', false, to([]))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

/** Runs a node-style lookup and returns what its callback received. */
function runLookup(
  resolve: ResolveAll,
  all: boolean,
): Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }> {
  return new Promise((done) => {
    guardedLookup(resolve)('provider.test', { all }, (error, address) => done({ error, address }));
  });
}

describe('guardedLookup (when a connection opens)', () => {
  const resolving =
    (...addresses: string[]): ResolveAll =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('passes public addresses through, in the shape net.connect asked for', async () => {
    expect(await runLookup(resolving('93.184.216.34', '2606:4700::1111'), true)).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
    expect((await runLookup(resolving('93.184.216.34'), false)).address).toBe('93.184.216.34');
  });

  it('refuses a name with any private address (DNS rebinding, split answers)', async () => {
    for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.0.0.1'], ['::ffff:7f00:1']]) {
      const { error } = await runLookup(resolving(...addresses), true);
      expect(isPrivateAddressRefusal(error), addresses.join()).toBe(true);
    }
  });

  it('passes the resolver’s own failure on', async () => {
    const { error } = await runLookup(async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    }, true);
    expect(error?.code).toBe('ENOTFOUND');
  });
});

interface Recorder {
  server: Server;
  port: number;
  bodies: string[];
}

/** A server on `host` that records each request's body and answers with `respond`. */
async function recorder(
  host: string,
  respond: (req: IncomingMessage) => { status: number; headers?: Record<string, string> },
): Promise<Recorder> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      const { status, headers } = respond(req);
      res.writeHead(status, headers);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, bodies };
}

describe('the provider’s HTTP client', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });
  const connection = (options: Parameters<typeof createProviderConnection>[0]) => {
    const created: ProviderConnection = createProviderConnection(options);
    opened.push(created);
    return created;
  };
  const serve = async (...args: Parameters<typeof recorder>) => {
    const created = await recorder(...args);
    opened.push({
      close: () => new Promise<void>((resolve) => created.server.close(() => resolve())),
    });
    return created;
  };
  const post = { method: 'POST', body: '{"dados":"do investidor"}' };

  it('never follows a redirect: the target never sees the body or the key', async () => {
    const target = await serve('127.0.0.2', () => ({ status: 200 }));
    const redirecting = await serve('127.0.0.1', () => ({
      status: 307,
      headers: { location: `http://127.0.0.2:${target.port}/v1/chat/completions` },
    }));
    const url = `http://127.0.0.1:${redirecting.port}/v1/chat/completions`;
    // Allowed addresses on both ends: the redirect alone must stop the request.
    const open = connection({ allowPrivate: true });
    const response = await open.fetch(url, {
      ...post,
      headers: { authorization: 'Bearer sk-secret' },
    });
    expect(response.status).toBe(307);
    // The first hop public, the redirect's target private: still never reached.
    const strict = connection({ allowPrivate: false, refuse: (a) => a === '127.0.0.2' });
    expect((await strict.fetch(url, post)).status).toBe(307);
    expect(redirecting.bodies).toHaveLength(2);
    expect(target.bodies).toEqual([]);
  });

  it('refuses a literal private address, and a name that resolves to one, before connecting', async () => {
    const provider = await serve('127.0.0.1', () => ({ status: 200 }));
    // A public-looking name re-pointed at loopback after it was saved.
    const toLoopback: ResolveAll = async () => [{ address: '127.0.0.1', family: 4 }];
    const strict = connection({ allowPrivate: false, resolve: toLoopback });
    for (const url of [
      `http://127.0.0.1:${provider.port}/v1/chat/completions`,
      `http://[::ffff:127.0.0.1]:${provider.port}/v1/chat/completions`,
      `http://provider.example.com:${provider.port}/v1/chat/completions`,
    ]) {
      const refused = await strict.fetch(url, post).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isPrivateAddressRefusal(refused), url).toBe(true);
    }
    expect(provider.bodies).toEqual([]);

    // The same name, allowed: the injected resolver is what the socket used.
    const allowed = connection({ allowPrivate: false, refuse: () => false, resolve: toLoopback });
    expect(
      (await allowed.fetch(`http://provider.example.com:${provider.port}/v1/x`, post)).status,
    ).toBe(200);
    expect(provider.bodies).toHaveLength(1);
  });
});
