import type { FastifyRequest } from 'fastify';

/** The request facts every audit row and consent record carries. */
export function clientInfo(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
