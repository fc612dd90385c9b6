import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Loopback, link-local, private, shared (CGNAT), unspecified and unique-local ranges: a base URL
// there would let the server be pointed at itself or the internal network (SSRF).
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type BaseUrlVerdict = { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'private' };

/**
 * Whether the server may call `baseUrl`: http(s), and (unless a local model server is allowed)
 * no name or address that resolves to a private range. Names are resolved, so a public-looking
 * name pointing at 127.0.0.1 is refused too.
 */
export async function checkBaseUrl(
  baseUrl: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((entry) => entry.address),
): Promise<BaseUrlVerdict> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'invalid' };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  if (allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { ok: false, reason: 'private' };
  if (isIP(host))
    return isPrivateAddress(host) ? { ok: false, reason: 'private' } : { ok: true, url };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    // An unknown name cannot be reached anyway; the connection test reports it.
    return { ok: true, url };
  }
  return addresses.some(isPrivateAddress) ? { ok: false, reason: 'private' } : { ok: true, url };
}
