import type { FastifyRequest } from 'fastify';

/** The request facts every audit row and consent record carries (null where unknown). */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A request's own: its address is always known. */
export function clientInfo(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
