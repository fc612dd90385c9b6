import type { FastifyReply } from 'fastify';
import type { z } from '@algoone/contracts';

/**
 * The JSON text the route's response schema would send for `value`: checked against the
 * schema first, as the zod serializer does, so a cached answer is byte for byte what an
 * uncached one would have been.
 */
export function serializeResponse<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.parse(value));
}

/**
 * Sends JSON text already serialized by {@link serializeResponse}. Fastify sends a string with
 * a JSON content type as it is, skipping the route's serializer.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
