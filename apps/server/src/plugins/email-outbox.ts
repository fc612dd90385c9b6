import fp from 'fastify-plugin';
import { OutboxWorker } from '../lib/email-outbox.ts';
import type { Mailer } from '../lib/mailer.ts';

/** How often each node looks for emails due (a write that queues one also wakes it). */
const OUTBOX_INTERVAL_MS = 5_000;

export interface Emails {
  /** This node's sender of the outbox (ADR 015); tests drain it instead of waiting. */
  worker: OutboxWorker;
  /**
   * Call after the transaction that queued emails commits: this node sends them at once, off
   * the answer's path (a password-reset email must not show in the answer's timing).
   */
  queued(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    emails: Emails;
  }
}

/**
 * Every email leaves through the outbox (ADR 015), whoever queues it: chat, billing, privacy,
 * cashback, password resets and invites. One worker per node, started here.
 */
export default fp<{ mailer: Mailer }>(
  async (app, options) => {
    const worker = new OutboxWorker(app.database.db, options.mailer, app.log, OUTBOX_INTERVAL_MS);
    app.decorate('emails', {
      worker,
      // Through `background`, so `background.idle()` (tests, shutdown) waits for the send too.
      queued: () => app.background.run('email outbox', () => worker.drain()),
    });
    worker.start();
    app.addHook('onClose', () => worker.close());
  },
  { name: 'email-outbox', dependencies: ['background'] },
);
