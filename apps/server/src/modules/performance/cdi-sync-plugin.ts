import fp from 'fastify-plugin';
import { syncCdi } from './sync-cdi.ts';

export interface CdiSyncPluginOptions {
  /** SGS_BASE_URL. */
  baseUrl: string;
  /** The first attempt, shortly after start (never before the server listens). */
  initialDelayMs: number;
  /** Later attempts; each skips unless a day has passed, so this only bounds the retry delay. */
  checkIntervalMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the CDI series fresh while the server runs: a first attempt shortly after start, then
 * one check an hour (a sync really happens about once a day, on one node; see syncCdi). It
 * never blocks the start, never crashes the process, and stops cleanly on close.
 */
export default fp<CdiSyncPluginOptions>(
  async (app, options) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;

    const schedule = (delayMs: number) => {
      if (closed) return;
      timer = setTimeout(run, delayMs);
      timer.unref();
    };

    function run() {
      running = syncCdi(app.database.db, { baseUrl: options.baseUrl, signal: controller.signal })
        .then((outcome) => {
          if (outcome.status === 'synced') app.log.info(outcome, 'CDI synced from SGS');
          if (outcome.status === 'failed') app.log.warn(outcome, 'CDI sync failed; will retry');
        })
        .catch((error: unknown) => {
          // The database itself failed (e.g. during shutdown): log and try again later.
          if (!closed) app.log.error({ err: error }, 'CDI sync crashed; will retry');
        })
        .finally(() => {
          running = undefined;
          schedule(options.checkIntervalMs ?? HOUR_MS);
        });
    }

    app.addHook('onReady', async () => schedule(options.initialDelayMs));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      controller.abort();
      await running;
    });
  },
  { name: 'cdi-sync' },
);
