import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` gets: off (the socket's address is the client), a hop count, or
 * the proxies' addresses and CIDR ranges. Forwarded headers from anyone else are ignored, so a
 * client cannot forge its way around per-address limits or into the audit log (issue #20).
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, a hop count (1–10) or a comma-separated list of addresses/CIDRs. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0' || text === 'false') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'número de proxies deve estar entre 0 e 10' });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `use um número de proxies ou endereços/CIDRs separados por vírgula (inválido: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` for a parsed TRUST_PROXY: a hop count trusts the nearest n hops. */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}
