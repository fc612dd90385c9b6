// Every email the server sends has a plain-text part and an HTML part built from one content
// (lib/email-template.ts, ADR 015), escapes what people typed, and arrives at a real SMTP
// server as multipart/alternative, with the review's invite still attached.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '../src/db/schema/index.ts';
import { enqueueEmails } from '../src/lib/email-outbox.ts';
import { emailSamples } from './support/email-samples.ts';
import { bodyOf, leaves, parseMime, subjectOf } from './support/mime.ts';
import { openIsolatedDatabase } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

const MODULES = join(import.meta.dirname, '../src/modules');

describe('every email', () => {
  it('has a sample, so none escapes these checks', async () => {
    const builders: string[] = [];
    for (const file of await readdir(MODULES, { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = await readFile(join(MODULES, file), 'utf8');
      // Every exported function that returns emails (not the .ics or date helpers).
      for (const match of source.matchAll(
        /export function (\w+)\((?:(?!\nexport )[^])*?\):\s*OutboxEmail(?:\[\])?\s*\{/g,
      )) {
        builders.push(`${file}: ${match[1]}`);
      }
    }
    expect(builders.length).toBeGreaterThanOrEqual(11);
    const sampled = new Set(emailSamples().map((sample) => sample.builds));
    expect(builders.filter((builder) => !sampled.has(builder.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('has a text part and an HTML part that say the same things', () => {
    for (const { name, email } of emailSamples()) {
      expect(email.text, name).not.toBe('');
      expect(email.html, name).toMatch(/^<!doctype html>/);
      // Every link of the text part is a link of the HTML part.
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) {
        expect(email.html, `${name}: ${link}`).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      }
      // And every sentence of the text part is in the HTML (escaped as HTML would be); a
      // receipt row's line ("• XP, referente a out/2026: R$ 12,34") is there in its cells.
      for (const line of email.text.split('\n').filter((l) => l && !/https?:\/\//.test(l))) {
        for (const piece of line.replace(/^• /, '').split(/, referente a |: (?=R\$)/)) {
          const shown = piece.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
          expect(email.html, `${name}: ${line}`).toContain(shown);
        }
      }
    }
  });

  it('shows a name like <script> as text in the HTML part', () => {
    for (const { name, email } of emailSamples({ hostile: true })) {
      expect(email.html, name).not.toMatch(/<script|<img/i);
      expect(email.html, name).toMatch(/&lt;(script|img)/);
    }
  });

  it('keeps the subjects, and the review invite attached', () => {
    const samples = new Map(emailSamples().map((sample) => [sample.name, sample.email]));
    expect(samples.get('auth-reset')?.subject).toBe('AlgoOne — redefinição de senha');
    expect(samples.get('auth-invite')?.subject).toBe('Convite para a equipe AlgoOne');
    expect(samples.get('billing-payment')?.subject).toBe(
      'AlgoOne — pagamento de R$ 499,00 confirmado (demonstração)',
    );
    expect(samples.get('cashback-credit')?.subject).toBe(
      'AlgoOne — cashback de R$ 999,99 creditado',
    );
    expect(samples.get('chat-review-investor')?.subject).toBe(
      'Revisão confirmada: 01/12/2026, 10:00',
    );
    for (const name of ['chat-review-investor', 'chat-review-consultant']) {
      expect(samples.get(name)?.ics).toContain('BEGIN:VEVENT');
    }
  });
});

describe('through SMTP', () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
  let ctx: TestContext;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => {
        const address = smtp.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    // A database of its own: no other file's worker sends these rows.
    isolated = await openIsolatedDatabase();
    ctx = await createTestApp({
      database: isolated.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await isolated?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends each email as multipart/alternative with a text and an HTML part', async () => {
    const samples = emailSamples();
    const reset = samples.find((sample) => sample.name === 'auth-reset');
    const review = samples.find((sample) => sample.name === 'chat-review-investor');
    if (!reset || !review) throw new Error('samples missing');
    const to = (name: string) => `${name}@smtp.exemplo.com.br`;
    await enqueueEmails(ctx.app.database.db, [
      { ...reset.email, to: to('reset') },
      { ...review.email, to: to('review') },
      // A row queued before emails had HTML still goes, as plain text.
      { to: to('legacy'), subject: 'Antigo', text: 'Só texto.' },
    ]);
    expect(await ctx.app.emails.worker.drain()).toBe(3);
    const [stored] = await ctx.app.database.db.select().from(emailOutbox).limit(1);
    expect(stored).toHaveProperty('html');

    const mail = (name: string) => {
      const found = received.find((message) => message.to.includes(to(name)));
      if (!found) throw new Error(`no email to ${name}`);
      return parseMime(found.raw);
    };

    const resetMail = mail('reset');
    expect(resetMail.type).toBe('multipart/alternative');
    expect(resetMail.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(subjectOf(resetMail)).toBe('AlgoOne — redefinição de senha');
    expect(bodyOf(resetMail, 'text/plain')).toBe(reset.email.text);
    expect(bodyOf(resetMail, 'text/html')).toBe(reset.email.html);

    // The invite: the alternative beside the .ics attachment.
    const reviewMail = mail('review');
    expect(reviewMail.type).toBe('multipart/mixed');
    expect(reviewMail.parts[0]?.type).toBe('multipart/alternative');
    expect(bodyOf(reviewMail, 'text/plain')).toBe(review.email.text);
    expect(bodyOf(reviewMail, 'text/html')).toBe(review.email.html);
    const invite = leaves(reviewMail).find((part) => part.type === 'text/calendar');
    expect(invite?.headers['content-disposition']).toMatch(/attachment; filename="?convite\.ics/);
    expect(invite?.body.toString('utf8')).toContain('METHOD:REQUEST');

    const legacy = mail('legacy');
    expect(legacy.type).toBe('text/plain');
    expect(bodyOf(legacy, 'text/plain')?.trim()).toBe('Só texto.');
  });
});
