import { z } from './zod-locale.ts';

export const ZHealthLive = z.object({ status: z.literal('ok') });
export const ZHealthReady = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type THealthReady = z.infer<typeof ZHealthReady>;
