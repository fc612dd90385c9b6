import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/prepared-statement.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/** An email to send once the transaction that wrote it commits. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * The same content as HTML (lib/email-template.ts builds both); sent as multipart/alternative
   * with `text`, which mail clients that show no HTML read.
   */
  html?: string | null;
  /** An iCalendar invite, attached as convite.ics. */
  ics?: string | null;
}

/**
 * Gives up after this many attempts (about a day of back-off): the row stays, unsent, as a dead
 * letter that /admin/security lists and an admin can send again.
 */
export const OUTBOX_MAX_ATTEMPTS = 10;
const BATCH = 20;
/** While one node sends a row, others leave it alone for this long. */
const LEASE_SECONDS = 120;
/**
 * A sent email's row (its text: names, links, appointment times) is kept this long, for
 * support to see what left and when, and then deleted: an outbox is not an archive of
 * personal data (ADR 015). Unsent rows stay, dead letters included.
 */
export const SENT_RETENTION_DAYS = 30;
/** How often a node deletes what is past retention; the delete is idempotent across nodes. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement when pruning. */
const PRUNE_BATCH = 1000;

/** Writes emails in the caller's transaction: they exist exactly when what caused them does. */
export async function enqueueEmails(db: Db, emails: readonly OutboxEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((email) => ({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      ics: email.ics ?? null,
    })),
  );
}

/** Seconds before attempt n + 1: 30 s, 1 min, 2 min … capped at 4 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 4 * 3600);
}

/**
 * Sends what the outbox holds, on every node at once: each row is leased with
 * `FOR UPDATE SKIP LOCKED` before sending, so two nodes never take the same one; a node that
 * dies mid-send leaves a lease that expires, and the row is sent again (at least once).
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again: Promise<number> | null = null;
  private closed = false;
  private prunedAt = 0;
  private pruning: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    await this.drain();
    if (this.closed || Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    this.pruning = this.pruneSent().then(
      (deleted) => {
        if (deleted > 0) this.log.info({ deleted }, 'sent emails past retention deleted');
      },
      (error: unknown) => this.log.warn({ err: error }, 'sent emails not pruned; next hour'),
    );
    await this.pruning;
    this.pruning = null;
  }

  /**
   * Deletes the rows sent more than SENT_RETENTION_DAYS ago; resolves with how many. In batches:
   * the first pass on an old database may find a large backlog, and one statement would hold
   * its locks and send back every id at once. Each batch finds the oldest rows through
   * email_outbox_sent_idx and deletes them by their physical address (a Tid scan): it reads only
   * what it deletes, however big the table.
   */
  async pruneSent(batchSize = PRUNE_BATCH): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [batch] = rowsOf<{ count: number }>(
        await this.db.execute(sql`
          with gone as (
            delete from ${emailOutbox}
            where ctid = any(array(
              select ctid from ${emailOutbox}
              where ${emailOutbox.sentAt} <= now() - make_interval(days => ${SENT_RETENTION_DAYS})
              order by ${emailOutbox.sentAt}
              limit ${batchSize}
            ))
            returning 1
          )
          select count(*)::int as count from gone`),
      );
      const count = batch?.count ?? 0;
      deleted += count;
      if (count < batchSize || this.closed) return deleted;
    }
  }

  /**
   * Sends everything due now; resolves with how many were sent. Called while a pass is running,
   * it runs one more pass after it: the running one may have read the queue before the caller's
   * row committed, and that email would otherwise wait for the next tick.
   */
  drain(): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    if (this.running) {
      this.again ??= this.running
        .catch(() => 0)
        .then(() => {
          this.again = null;
          return this.drain();
        });
      return this.again;
    }
    this.running = this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.again?.catch(() => undefined);
    await this.running?.catch(() => undefined);
    await this.pruning;
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.lease();
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await this.mailer.send({
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
            ...(row.ics
              ? {
                  attachments: [
                    {
                      filename: 'convite.ics',
                      content: row.ics,
                      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
                    },
                  ],
                }
              : {}),
          });
          // A mailer that keeps nothing (production without SMTP) leaves no text behind either.
          await (this.mailer.discards
            ? this.db.delete(emailOutbox).where(eq(emailOutbox.id, row.id))
            : this.db
                .update(emailOutbox)
                .set({ sentAt: sql`now()`, lastError: null })
                .where(eq(emailOutbox.id, row.id)));
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          this.log.warn({ outboxId: row.id, attempts: row.attempts }, 'email not sent; will retry');
          await this.db
            .update(emailOutbox)
            .set({
              lastError: message.slice(0, 500),
              nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
            })
            .where(eq(emailOutbox.id, row.id));
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  private async lease() {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
            sql`${emailOutbox.attempts} < ${OUTBOX_MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }
}
