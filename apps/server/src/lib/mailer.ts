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
}

/**
 * SMTP when SMTP_URL is set. Without it, local use still works: each email goes to the log
 * (subject and recipient id only, never the body with its link) and to the dev outbox table.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: options.from, ...email });
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
