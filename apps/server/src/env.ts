import { z } from 'zod';
import { trustProxySchema } from './lib/trust-proxy.ts';

const port = z.coerce
  .number({ error: 'deve ser um número' })
  .int('deve ser um número inteiro')
  .min(0, 'deve estar entre 0 e 65535')
  .max(65535, 'deve estar entre 0 e 65535');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1');

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'use development, test ou production',
    })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'não pode ser vazio').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where the built SPA lives; by default apps/web/dist next to this server.
  WEB_DIST: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // Per-IP request budget per minute for the whole API (auth routes add their own, tighter limits).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Per-IP budget on sign-in, sign-up and two-factor; password-reset emails get a quarter.
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // Time /api/health/ready answers 503 before the server stops accepting, so a load balancer
  // notices the drain before connections are refused.
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SEED_DEMO: booleanFlag.default(true),
  /** Pages rendered on the server with their data (ADR 026); off leaves them to the browser. */
  SERVER_RENDERING: booleanFlag.default(true),
  // Public origin used in emailed links; defaults to http://localhost:PORT.
  APP_URL: z.url({ error: 'deve ser uma URL, como https://app.algoone.com.br' }).optional(),
  // Proxies whose X-Forwarded-For/-Proto are believed: a hop count or a comma-separated list of
  // addresses/CIDRs. Off by default: the socket's address is the client's.
  TRUST_PROXY: trustProxySchema,
  // Extra origins allowed to send cookie-authenticated writes (comma-separated).
  TRUSTED_ORIGINS: z.string().default(''),
  // Signs sessions. Required in production; elsewhere one is created and kept in DATA_DIR.
  AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().default('AlgoOne <nao-responda@algoone.com.br>'),
  // First admin, created on start when no admin exists yet.
  ADMIN_EMAIL: z.email({ error: 'deve ser um email válido' }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().default('Administrador'),
  // Banco Central's SGS API, for the CDI series (12); a local fake in tests and end-to-end runs.
  SGS_BASE_URL: z
    .url({ error: 'deve ser uma URL, como https://api.bcb.gov.br' })
    .default('https://api.bcb.gov.br'),
  // Sync the CDI once a day while the server runs (first attempt CDI_SYNC_DELAY_MS after start).
  CDI_SYNC: booleanFlag.default(true),
  CDI_SYNC_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  // Theo's AI provider when no admin has saved one (docs/decisions/017-theo.md): any
  // OpenAI-compatible endpoint. Without THEO_API_KEY (and no admin settings) Theo runs in Básico.
  THEO_BASE_URL: z.url({ error: 'deve ser uma URL, como https://api.openai.com/v1' }).optional(),
  THEO_MODEL: z.string().min(1).default('gpt-4.1-2025-04-14'),
  THEO_API_KEY: z.string().min(1).optional(),
  // Encrypts the provider key the admin saves; defaults to a key derived from AUTH_SECRET.
  THEO_ENCRYPTION_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  // Allows a base URL on loopback, link-local or private addresses (a local model server).
  THEO_ALLOW_PRIVATE_BASE_URL: booleanFlag.default(false),
  // Chat messages one person (investor or staff) may send per minute, across conversations.
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(20),
  // Comment sent to every open chat stream to keep proxies from closing it; each beat also
  // checks again the stream's session, user and access (docs/decisions/016-chat-live-delivery.md).
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(25_000),
  // Questions per investor per minute, in both modes.
  THEO_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6),
  // Provider tokens (prompt + reply) per investor per calendar month; then Básico.
  THEO_MONTHLY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(200_000),
  // Earlier messages of the conversation sent with a question.
  THEO_MAX_CONTEXT_MESSAGES: z.coerce.number().int().min(0).max(50).default(10),
  THEO_MAX_QUESTION_CHARS: z.coerce.number().int().min(10).max(4_000).default(1_000),
  THEO_MAX_REPLY_TOKENS: z.coerce.number().int().min(16).max(4_000).default(300),
  // Rounds of tool calls the model may make for one answer.
  THEO_MAX_TOOL_STEPS: z.coerce.number().int().min(0).max(10).default(3),
  // Whole answer, tools included; then what arrived is kept (or Básico answers).
  THEO_ANSWER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  // Billing (docs/decisions/019-billing.md): Stripe when its secret key is set, else the demo.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  // Another Stripe API address: only the tests' local fake uses it.
  STRIPE_API_URL: z.url({ error: 'deve ser uma URL' }).optional(),
  // How often the server looks for periods that ended (renewals of the demo, ends of cancelled).
  BILLING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  // How often the server erases accounts whose deletion grace period is over (ADR 021).
  PRIVACY_PURGE_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment, throwing one readable pt-BR line that names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema
    .superRefine((env, ctx) => {
      if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'obrigatório em produção' });
      }
      if (env.STRIPE_SECRET_KEY) {
        for (const name of [
          'STRIPE_WEBHOOK_SECRET',
          'STRIPE_PRICE_MONTHLY',
          'STRIPE_PRICE_ANNUAL',
        ] as const) {
          if (!env[name]) {
            ctx.addIssue({
              code: 'custom',
              path: [name],
              message: 'obrigatório com STRIPE_SECRET_KEY',
            });
          }
        }
      }
      if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: 'obrigatório com ADMIN_EMAIL',
        });
      }
    })
    .safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Configuração inválida — ${problems.join('; ')}`);
}
