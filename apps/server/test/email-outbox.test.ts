// Every email leaves through the retried outbox (ADR 015, issue #29 defects 7 and 8): a
// password reset or an invite asked for while SMTP is down arrives once it is back, an email
// that used every attempt is listed for admins (never its text) and can be sent again, and
// production without SMTP_URL keeps no copy of anything.
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { auditLog, devOutbox, emailOutbox, verifications } from '../src/db/schema/index.ts';
import { OUTBOX_MAX_ATTEMPTS, OutboxWorker, SENT_RETENTION_DAYS } from '../src/lib/email-outbox.ts';
import { createMailer } from '../src/lib/mailer.ts';
import {
  as,
  createStaff,
  signIn,
  signUpInvestor,
  uniqueEmail,
  type Actor,
} from './support/actors.ts';
import { bodyOf, parseMime } from './support/mime.ts';
import { openIsolatedDatabase } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// A database of its own: no other file's app may send (or steal) these rows.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
beforeAll(async () => {
  isolated = await openIsolatedDatabase();
});
afterAll(() => isolated.drop());

interface Received {
  to: string[];
  text: string;
}

/** A port nothing listens on (yet): SMTP "down" is a refused connection. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A real SMTP server on loopback, started and stopped on one port. */
function smtpOn(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    to: (email: string) => received.filter((mail) => mail.to.includes(email.toLowerCase())),
    async up() {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              // The plain-text part (the HTML part is its alternative, test/emails.test.ts).
              text: bodyOf(parseMime(Buffer.concat(chunks).toString('utf8')), 'text/plain') ?? '',
            });
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async down() {
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
}

const tokenIn = (text: string | undefined) => {
  const match = text?.match(/token=([^&\s]+)/);
  if (!match?.[1]) throw new Error(`no link in:\n${text}`);
  return decodeURIComponent(match[1]);
};

describe('through SMTP that is down, then up', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let smtp: ReturnType<typeof smtpOn>;
  let admin: Actor;

  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpOn(port);
    ctx = await createTestApp({
      database: isolated.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    app = ctx.app;
    admin = await createStaff(app, 'admin');
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.down();
  });

  const post = (url: string, payload: object, actor: Actor | null = null) =>
    app.inject({ method: 'POST', url, headers: as(actor), payload });

  /** What the outbox holds for an address (one row per email). */
  const rowsTo = (to: string) =>
    app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase()));

  /** The retry is due now (its back-off is 30 s; tests never wait on timers), then sent. */
  async function retryNow(to: string) {
    await app.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, to.toLowerCase()));
    await app.emails.worker.drain();
  }

  it('delivers a password-reset email asked for while SMTP was down, once it is back', async () => {
    const investor = await signUpInvestor(app, 'Rita Sem Email');
    const ask = await post('/api/auth/request-password-reset', { email: investor.email });
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail() });
    expect(ask.statusCode).toBe(200);
    // The same answer whether the account exists and whatever SMTP is doing.
    expect(unknown.json()).toEqual(ask.json());
    await app.background.idle();

    const [failed] = await rowsTo(investor.email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.to(investor.email)).toEqual([]);

    await smtp.up();
    try {
      await retryNow(investor.email);
      const [mail] = smtp.to(investor.email);
      expect(mail?.text).toContain('/redefinir-senha?token=');
      const newPassword = 'nova frase depois da queda';
      const reset = await post('/api/auth/reset-password', {
        token: tokenIn(mail?.text),
        newPassword,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await signIn(app, investor.email, newPassword)).statusCode).toBe(200);
      const [sent] = await rowsTo(investor.email);
      expect(sent?.sentAt).not.toBeNull();
      expect(sent?.attempts).toBe(2);
    } finally {
      await smtp.down();
    }
  });

  it('keeps an invite made while SMTP was down and delivers its email once it is back', async () => {
    const email = uniqueEmail('convidado');
    const res = await post(
      '/api/admin/invites',
      { name: 'Caio Convidado', email, role: 'consultant' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    await app.background.idle();
    const [failed] = await rowsTo(email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(smtp.to(email)).toEqual([]);

    await smtp.up();
    try {
      await retryNow(email);
      const [mail] = smtp.to(email);
      expect(mail?.text).toMatch(/72 horas/);
      const password = 'frase do consultor novo';
      const set = await post('/api/auth/reset-password', {
        token: tokenIn(mail?.text),
        newPassword: password,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await signIn(app, email, password)).statusCode).toBe(200);
    } finally {
      await smtp.down();
    }
  });

  it('deletes sent emails past retention, and only those', async () => {
    const to = uniqueEmail('retencao');
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await app.database.db.insert(emailOutbox).values([
      { to, subject: 'antigo', text: 'x', sentAt: daysAgo(SENT_RETENTION_DAYS + 1) },
      { to, subject: 'recente', text: 'x', sentAt: daysAgo(SENT_RETENTION_DAYS - 1) },
      // Never sent (a dead letter): an admin may still send it.
      {
        to,
        subject: 'parado',
        text: 'x',
        attempts: OUTBOX_MAX_ATTEMPTS,
        createdAt: daysAgo(90),
        nextAttemptAt: daysAgo(89),
      },
    ]);
    // The app's own hourly pass may have run in between: what matters is what is left.
    await app.emails.worker.pruneSent();
    expect((await rowsTo(to)).map((row) => row.subject).sort()).toEqual(['parado', 'recente']);
    expect(await app.emails.worker.pruneSent()).toBe(0);
  });

  it('prunes a backlog larger than one batch, one statement per batch, down to the last row', async () => {
    // A worker of its own on a database of its own: no app's hourly pass runs beside it.
    const own = await openIsolatedDatabase();
    try {
      const { db } = own.database;
      const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
      const to = uniqueEmail('acumulado');
      await db.insert(emailOutbox).values([
        ...Array.from({ length: 7 }, (_, i) => ({
          to,
          subject: `velho ${i}`,
          text: 'x',
          sentAt: daysAgo(SENT_RETENTION_DAYS + 2),
        })),
        { to, subject: 'recente', text: 'x', sentAt: daysAgo(1) },
      ]);
      const mailer = { send: () => Promise.resolve() };
      const worker = new OutboxWorker(db, mailer, pino({ level: 'silent' }), 60_000);
      const statements = vi.spyOn(db, 'execute');
      onTestFinished(() => statements.mockRestore());
      // Batches of 3: 3 + 3 + 1.
      expect(await worker.pruneSent(3)).toBe(7);
      expect(statements).toHaveBeenCalledTimes(3);
      const left = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase()));
      expect(left.map((row) => row.subject)).toEqual(['recente']);
    } finally {
      await own.drop();
    }
  });

  it('lists an email past its last attempt for admins only, without its text, and retries it (audited)', async () => {
    const to = uniqueEmail('sem-entrega');
    const [dead] = await app.database.db
      .insert(emailOutbox)
      .values({
        to,
        subject: 'AlgoOne — redefinição de senha',
        text: 'Abra http://localhost:3000/redefinir-senha?token=segredo-do-link',
        attempts: OUTBOX_MAX_ATTEMPTS,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: sql`now() - interval '1 minute'`,
      })
      .returning();
    if (!dead) throw new Error('no row');
    // Not dead: still being retried, or sent.
    await app.database.db.insert(emailOutbox).values([
      { to, subject: 'Ainda tentando', text: 'x', attempts: 3, lastError: 'timeout' },
      { to, subject: 'Enviado', text: 'x', attempts: 10, sentAt: sql`now()` },
    ]);

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/security/emails',
      headers: as(admin),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('segredo-do-link');
    const mine = list.json().items.filter((item: { to: string }) => item.to === to);
    expect(mine).toEqual([
      {
        id: dead.id,
        createdAt: expect.any(String),
        to,
        subject: 'AlgoOne — redefinição de senha',
        attempts: OUTBOX_MAX_ATTEMPTS,
        lastAttemptAt: expect.any(String),
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      },
    ]);
    expect(list.json().total).toBeGreaterThanOrEqual(1);

    for (const [actor, status] of [
      [null, 401],
      [await signUpInvestor(app), 403],
      [await createStaff(app, 'consultant'), 403],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/security/emails',
        headers: as(actor),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toEqual(expect.any(String));
    }

    // The worker leaves a dead letter alone; an admin's retry gives it a new round.
    await app.emails.worker.drain();
    expect(smtp.to(to)).toEqual([]);
    await smtp.up();
    try {
      const retry = await post(`/api/admin/security/emails/${dead.id}/retry`, {}, admin);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().items.map((item: { id: string }) => item.id)).not.toContain(dead.id);
      await app.background.idle();
      await app.emails.worker.drain();
      expect(smtp.to(to).map((mail) => mail.text)).toEqual([
        expect.stringContaining('segredo-do-link'),
      ]);
      const audit = await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.email_retried'), eq(auditLog.targetId, dead.id)));
      expect(audit).toMatchObject([{ actorId: admin.id, targetType: 'email_outbox' }]);
    } finally {
      await smtp.down();
    }

    for (const id of [dead.id, 'nao-e-um-id']) {
      const again = await post(`/api/admin/security/emails/${id}/retry`, {}, admin);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe('Este email não está entre os não entregues.');
    }
  });
});

describe('without SMTP_URL', () => {
  /** Log lines as JSON objects, the way pino writes them. */
  function capturingLog() {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        callback();
      },
    });
    return { lines, log: pino({ level: 'info' }, sink) };
  }

  it('in production, says once that email is off and drops each email with a line that tells nothing', async () => {
    const { db } = isolated.database;
    const { lines, log } = capturingLog();
    const mailer = createMailer({ from: 'AlgoOne <x@y.z>', db, log, production: true });
    expect(lines.map((line) => line.level)).toEqual([40]);
    expect(String(lines[0]?.msg)).toMatch(/SMTP_URL/);
    const to = uniqueEmail('ninguem');
    await mailer.send({ to, subject: 'Assunto pessoal', text: 'http://x/?token=abc' });
    await mailer.send({ to, subject: 'Outro assunto', text: 'http://x/?token=def' });
    expect(lines).toHaveLength(3);
    const logged = JSON.stringify(lines);
    for (const secret of [to, 'Assunto', 'token', 'abc']) expect(logged).not.toContain(secret);
    expect(await db.select().from(devOutbox).where(eq(devOutbox.to, to))).toEqual([]);
  });

  it('in production, a password reset leaves no dev outbox row and no copy in the outbox', async () => {
    const dev = await createTestApp({ database: isolated.database });
    const investor = await signUpInvestor(dev.app, 'Paula Produção');
    await dev.close();
    const production = await createTestApp({
      database: isolated.database,
      env: { NODE_ENV: 'production' },
    });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: as(null),
        payload: { email: investor.email },
      });
      expect(res.statusCode, res.body).toBe(200);
      await production.app.background.idle();
      await production.app.emails.worker.drain();
      const { db } = isolated.database;
      // The reset itself happened (its token exists); only the email went nowhere.
      expect(
        await db
          .select()
          .from(verifications)
          .where(sql`${verifications.identifier} like 'reset-password:%'`),
      ).not.toEqual([]);
      expect(await db.select().from(devOutbox).where(eq(devOutbox.to, investor.email))).toEqual([]);
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, investor.email))).toEqual(
        [],
      );
    } finally {
      await production.close();
    }
  });

  it('in development, keeps today’s dev outbox', async () => {
    const dev = await createTestApp({ database: isolated.database });
    try {
      const investor = await signUpInvestor(dev.app, 'Davi Desenvolvimento');
      await dev.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: as(null),
        payload: { email: investor.email },
      });
      await dev.app.background.idle();
      const [row] = await isolated.database.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, investor.email));
      expect(row?.text).toContain('/redefinir-senha?token=');
    } finally {
      await dev.close();
    }
  });
});
