import type { FastifyRequest } from 'fastify';

/**
 * The origin this request was addressed to: its protocol (the socket's, or X-Forwarded-Proto
 * from a proxy TRUST_PROXY names) and its Host header. Never X-Forwarded-Host: Fastify
 * prefers it when proxies are trusted, and a forged one made the CSRF check accept a foreign
 * Origin (issue #20, defect 2). Behind a proxy that rewrites Host, APP_URL names the origin.
 */
export function ownOrigin(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  return `${request.protocol}://${host}`;
}
