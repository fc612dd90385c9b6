import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { THEO_MESSAGES } from '@algoone/contracts';

// Addresses the server must never call on an admin's say-so (SSRF): unspecified, loopback,
// private, shared (CGNAT), link-local, IETF-reserved, benchmarking, multicast and reserved
// ranges, and IPv6's loopback, unique-local, link-local, site-local, discard and multicast.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  // A zone ('fe80::1%eth0') names an interface, not a different address.
  const bare = address.split('%')[0] ?? '';
  if (isIP(bare) !== 6) return null;
  // The URL parser writes every form in lowercase hex, the IPv4 tail included.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const dotted = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one carries, where the network would deliver it to that IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-translated, IPv4-compatible (::a.b.c.d), NAT64's
 * well-known prefix (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  const zeroUntil = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroUntil(5) && f === 0xffff) return dotted(g, h);
  if (zeroUntil(4) && e === 0xffff && f === 0) return dotted(g, h);
  if (zeroUntil(6)) return dotted(g, h);
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return dotted(g, h);
  if (a === 0x2002) return dotted(b, c);
  return null;
}

/** Whether `address` (an IP) lies in a range the server must not call. Not an IP: false. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return blocked.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null && blocked.check(ipv4, 'ipv4')) return true;
  return blocked.check(address.split('%')[0] ?? '', 'ipv6');
}

export type BaseUrlVerdict =
  | { ok: true; url: URL }
  | { ok: false; reason: 'invalid' | 'private' | 'unresolvable'; host?: string };

export type ResolveHost = (host: string) => Promise<string[]>;

/** A resolver that does not answer in this time counts as one that found nothing. */
const RESOLVE_TIMEOUT_MS = 5_000;

const resolveWithSystem: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('resolve timed out')), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Whether the server may call `baseUrl`, checked when an admin saves or tests it: http(s), no
 * credentials, a host name that resolves, and (unless a local model server is allowed) no name
 * or address in a private range. This is the early, readable refusal; the connection itself is
 * checked again on every call (provider-connection.ts), since DNS can change after saving.
 */
export async function checkBaseUrl(
  baseUrl: string,
  allowPrivate: boolean,
  resolve: ResolveHost = resolveWithSystem,
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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    return !allowPrivate && isPrivateAddress(host)
      ? { ok: false, reason: 'private' }
      : { ok: true, url };
  }
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    return { ok: false, reason: 'private' };
  }
  let addresses: string[];
  try {
    addresses = await withTimeout(resolve(host), RESOLVE_TIMEOUT_MS);
  } catch {
    addresses = [];
  }
  // A name that does not resolve now is a typo far more often than a provider that is down.
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable', host };
  if (!allowPrivate && addresses.some((address) => isPrivateAddress(address) || !isIP(address))) {
    return { ok: false, reason: 'private' };
  }
  return { ok: true, url };
}

/** The field message for a refused base URL, in pt-BR. */
export function baseUrlRefusal(verdict: Exclude<BaseUrlVerdict, { ok: true }>): string {
  if (verdict.reason === 'unresolvable') {
    return `Não foi possível encontrar o endereço ${verdict.host ?? ''} (o nome não existe no DNS). Verifique a URL base.`;
  }
  return verdict.reason === 'private' ? THEO_MESSAGES.baseUrlPrivate : THEO_MESSAGES.baseUrlInvalid;
}
