// What the backup and restore commands share (ADR 025).
import { envSchema } from '../env.ts';

/** Prints a pt-BR message and ends the command with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Only where the database lives: a backup or a restore needs none of the server's other
 * settings (AUTH_SECRET…), which may be absent where they run.
 */
export function storageEnv() {
  const cleaned = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(cleaned);
  if (!parsed.success) {
    fail(
      `Configuração inválida — ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
