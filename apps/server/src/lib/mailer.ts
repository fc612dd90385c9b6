import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /**
   * Set when this mailer keeps nothing and sends nothing (production without SMTP_URL): the
   * outbox then deletes what it "sent" instead of keeping the text, with its links, around.
   */
  readonly discards?: boolean;
}

/**
 * SMTP when SMTP_URL is set. Without it, development and tests still work: each email goes to
 * the log (subject only, never the body with its link) and to the dev outbox table. Production
 * without SMTP_URL sends nothing and keeps nothing (issue #29, defect 7): a dev outbox there
 * would be a table of reset links nobody reads. It says so once at start, and a line without
 * the email's content each time one is dropped.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: options.from, ...email });
      },
    };
  }
  if (options.production) {
    options.log.warn('email is off: SMTP_URL is not set, so no email is sent or kept');
    return {
      discards: true,
      async send() {
        options.log.info('email dropped: SMTP_URL is not set');
      },
    };
  }
  return {
    async send({ to, subject, text, html }) {
      await options.db.insert(devOutbox).values({ to, subject, text, html });
      options.log.info({ subject }, 'email written to the dev outbox (no SMTP_URL)');
    },
  };
}
