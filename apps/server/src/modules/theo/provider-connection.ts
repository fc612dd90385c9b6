import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { ClientOptions } from 'openai';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './base-url-policy.ts';

/** What the OpenAI SDK calls instead of the global fetch. */
export type ProviderFetch = NonNullable<ClientOptions['fetch']>;

/** Resolves a host name to every address it has (as `dns.lookup` with `all: true`). */
export type ResolveAll = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

const resolveWithSystem: ResolveAll = (hostname, options) =>
  new Promise((resolve, reject) => {
    systemLookup(hostname, { ...options, all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** The connection was refused because the provider's address is local or private. */
export class PrivateAddressError extends Error {
  readonly code = 'THEO_PRIVATE_ADDRESS';
  constructor(host: string) {
    // The host only: the address itself could map the internal network for whoever reads logs.
    super(`refused to connect to ${host}: local or private address`);
    this.name = 'PrivateAddressError';
  }
}

/** Whether `error`, or anything that caused it, is the guard's refusal. */
export function isPrivateAddressRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof PrivateAddressError) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * A `lookup` for `net.connect` that resolves the name and refuses the connection when any of its
 * addresses is local or private. Done at connection time, on the very addresses the socket will
 * use, so a name re-pointed after it was saved (DNS rebinding) is caught too.
 */
export function guardedLookup(
  resolve: ResolveAll = resolveWithSystem,
  refuse: (address: string) => boolean = isPrivateAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(
            Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        // Any private address refuses the name: which one the socket would pick is not ours to say.
        if (addresses.some((entry) => !isIP(entry.address) || refuse(entry.address))) {
          callback(new PrivateAddressError(hostname), '');
          return;
        }
        const [first] = addresses;
        if (options.all || !first) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export interface ProviderConnectionOptions {
  /** THEO_ALLOW_PRIVATE_BASE_URL: a model server on this machine or the internal network. */
  allowPrivate: boolean;
  /** Tests inject a resolver; production uses the system's. */
  resolve?: ResolveAll;
  /** Which addresses are refused; tests narrow it to tell two loopback servers apart. */
  refuse?: (address: string) => boolean;
}

/**
 * Opens sockets to the provider: names through `guardedLookup`, and literal addresses (which
 * `net.connect` never looks up) checked here, unless private addresses are allowed.
 */
export function guardedConnector(options: ProviderConnectionOptions): buildConnector.connector {
  if (options.allowPrivate) return buildConnector({});
  const refuse = options.refuse ?? isPrivateAddress;
  const connect = buildConnector({ lookup: guardedLookup(options.resolve, refuse) });
  return (target, callback) => {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && refuse(host)) {
      callback(new PrivateAddressError(host), null);
      return;
    }
    connect(target, callback);
  };
}

export interface ProviderConnection {
  /** For `new OpenAI({ fetch })`: guarded sockets, and redirects come back as responses. */
  fetch: ProviderFetch;
  close(): Promise<void>;
}

/**
 * The HTTP client of every call to the AI provider. Redirects are never followed: a provider
 * that answers 3xx would otherwise receive nothing, but its target would get the POST body (the
 * investor's data) and the Authorization header (the key). The SDK sees the 3xx as an error, so
 * Theo answers in Básico as on any provider failure.
 */
export function createProviderConnection(options: ProviderConnectionOptions): ProviderConnection {
  const agent = new Agent({ connect: guardedConnector(options) });
  const fetch: ProviderFetch = async (input, init) => {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      // The SDK passes a URL string; a Request would carry options this client does not check.
      throw new TypeError('provider fetch takes a URL');
    }
    // undici's own fetch with its own Agent: Node's built-in fetch may be another undici
    // version, whose dispatcher interface differs. Its types are undici's twins of the DOM's.
    const response = await undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
      redirect: 'manual',
    });
    return response as unknown as Response;
  };
  return { fetch, close: () => agent.close() };
}
