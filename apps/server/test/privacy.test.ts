import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_MESSAGES } from '@algoone/contracts';
import { PRIVACY_EXPORTS_PER_HOUR } from '@algoone/domain';
import { rowsOf } from '../src/db/prepared-statement.ts';
import * as schema from '../src/db/schema/index.ts';
import { purgeDeletedAccounts } from '../src/modules/privacy/index.ts';
import { PERSONAL_TABLES, STAFF_COLUMNS } from '../src/modules/privacy/personal-data.ts';
import {
  as,
  cookieFrom,
  createStaff,
  ORIGIN,
  PASSWORD,
  signIn,
  signUpInvestor,
  type Actor,
} from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { onboard, openIsolatedDatabase, request } from './support/portfolio.ts';
import { SAMPLE_POSICAO, posicaoWorkbook } from './support/b3-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { totp } from './support/totp.ts';

const DAY = 86_400_000;
// A database of its own: the erasure test searches every table for the person's traces.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
let admin: Actor;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

describe('the export covers every table that holds a person’s data', () => {
  it('lists every user column of the schema, or says why it is staff’s', () => {
    const mapped = new Set(
      PERSONAL_TABLES.flatMap((entry) => entry.subjectColumns.map((c) => `${entry.name}.${c}`)),
    );
    const mappedTables = new Set(PERSONAL_TABLES.map((entry) => entry.name));
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      const toUsers = config.foreignKeys
        .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'users')
        .flatMap((fk) => fk.reference().columns.map((c) => c.name));
      const named = config.columns
        .map((c) => c.name)
        .filter((name) => /(^|_)(user_id|investor_id|author_id|actor_id|target_id)$/.test(name));
      for (const column of new Set([...toUsers, ...named])) {
        const key = `${config.name}.${column}`;
        if (!mapped.has(key) && !(key in STAFF_COLUMNS)) missing.push(key);
      }
      // A table that names a person at all is in the export.
      if ((toUsers.length > 0 || named.length > 0) && !mappedTables.has(config.name)) {
        const onlyStaff = [...new Set([...toUsers, ...named])].every(
          (column) => `${config.name}.${column}` in STAFF_COLUMNS,
        );
        if (!onlyStaff) missing.push(config.name);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('/meus-dados', () => {
  it('counts what is held by category, and exports it all as JSON without secrets', async () => {
    const ana = await signUpInvestor(app, 'Ana Titular');
    const bia = await signUpInvestor(app, 'Bia Outra');
    await onboard(app, ana);
    await request(app, ana, 'POST', '/api/contributions', {
      amountCents: 150_000,
      date: new Date().toISOString().slice(0, 10),
      brokerId: 'xp',
      category: 'Renda Fixa',
    });
    const summary = (await request(app, ana, 'GET', '/api/privacy/summary')).json();
    const money = summary.categories.find((c: { id: string }) => c.id === 'money');
    expect(money.count).toBeGreaterThanOrEqual(2); // a net worth snapshot and an aporte
    expect(summary.profile).toMatchObject({ name: 'Ana Titular', email: ana.email });
    expect(summary.deletion).toBeNull();

    const res = await request(app, ana, 'GET', '/api/privacy/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="meus-dados-algoone-/);
    const body = res.json();
    const tables = Object.assign({}, ...Object.values(body.categories)) as Record<
      string,
      unknown[]
    >;
    expect(Object.keys(tables).sort()).toEqual(PERSONAL_TABLES.map((e) => e.name).sort());
    expect(tables.contributions).toHaveLength(1);
    expect(tables.users).toMatchObject([{ id: ana.id, email: ana.email }]);
    expect(res.body).not.toContain(bia.email);
    // Secrets are not data about the person: no password hash, no session token.
    expect(tables.accounts?.[0]).not.toHaveProperty('password');
    expect(tables.sessions?.[0]).not.toHaveProperty('token');

    for (let i = 1; i < PRIVACY_EXPORTS_PER_HOUR; i += 1) {
      expect((await request(app, ana, 'GET', '/api/privacy/export')).statusCode).toBe(200);
    }
    const limited = await request(app, ana, 'GET', '/api/privacy/export');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(PRIVACY_MESSAGES.exportLimit);
  });

  it('corrects the name and phone, refusing a bad phone next to the field', async () => {
    const caio = await signUpInvestor(app, 'Caio Errado');
    const bad = await request(app, caio, 'PATCH', '/api/privacy/profile', { phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe('Informe o telefone com DDD (10 ou 11 dígitos).');
    const empty = await request(app, caio, 'PATCH', '/api/privacy/profile', {});
    expect(empty.statusCode).toBe(400);
    const ok = await request(app, caio, 'PATCH', '/api/privacy/profile', {
      name: 'Caio Certo',
      phone: '(11) 98765-4321',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().profile).toMatchObject({ name: 'Caio Certo', phone: '11987654321' });
  });

  it('keeps the consent history and lets an optional consent be given and withdrawn', async () => {
    const dora = await signUpInvestor(app, 'Dora Consente');
    const history = (await request(app, dora, 'GET', '/api/privacy/consents')).json();
    expect(history.accepted.map((c: { document: string }) => c.document).sort()).toEqual([
      'privacy',
      'terms',
    ]);
    expect(history.optional).toMatchObject([
      { purpose: 'marketing_email', granted: false, history: [] },
    ]);
    await request(app, dora, 'PUT', '/api/privacy/consents/marketing_email', { granted: true });
    const after = (
      await request(app, dora, 'PUT', '/api/privacy/consents/marketing_email', { granted: false })
    ).json();
    expect(after.optional[0].granted).toBe(false);
    expect(after.optional[0].history.map((h: { granted: boolean }) => h.granted)).toEqual([
      false,
      true,
    ]);
    const unknown = await request(app, dora, 'PUT', '/api/privacy/consents/spam', {
      granted: true,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('requests to the DPO', () => {
  it('gets a protocol and the 15-day deadline; the admin answers, audited, and the person is emailed', async () => {
    const eva = await signUpInvestor(app, 'Eva Pergunta');
    const short = await request(app, eva, 'POST', '/api/privacy/requests', {
      kind: 'access',
      message: 'oi',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.message).toMatch(/pelo menos 10 caracteres/);
    const created = await request(app, eva, 'POST', '/api/privacy/requests', {
      kind: 'sharing_info',
      message: 'Com quais corretoras meus dados foram compartilhados?',
    });
    expect(created.statusCode).toBe(201);
    const { id, protocol, createdAt, dueAt } = created.json();
    expect(protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
    expect(new Date(dueAt).getTime() - new Date(createdAt).getTime()).toBe(15 * DAY);

    const other = await signUpInvestor(app, 'Fabi Alheia');
    expect((await request(app, other, 'GET', '/api/privacy/requests')).json()).toEqual([]);

    const list = (await request(app, admin, 'GET', '/api/admin/privacy/requests')).json();
    expect(list.find((r: { id: string }) => r.id === id)).toMatchObject({
      protocol,
      requester: { email: eva.email },
      overdue: false,
    });
    const answer = 'Compartilhamos apenas com a XP, para o repasse de cashback que você autorizou.';
    const answered = await request(app, admin, 'POST', `/api/admin/privacy/requests/${id}/answer`, {
      answer,
    });
    expect(answered.statusCode).toBe(200);
    const again = await request(app, admin, 'POST', `/api/admin/privacy/requests/${id}/answer`, {
      answer,
    });
    expect(again.statusCode).toBe(409);
    const own = (await request(app, eva, 'GET', '/api/privacy/requests')).json();
    expect(own[0]).toMatchObject({ status: 'answered', answer });
    const [audit] = await app.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'privacy.request_answered'));
    expect(audit).toMatchObject({ actorId: admin.id, targetId: id });
    const mails = await app.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, eva.email));
    expect(mails.map((m) => m.subject)).toContain(
      `AlgoOne — resposta à sua solicitação ${protocol}`,
    );
  });

  it('keeps an append-only incident register', async () => {
    const bad = await request(app, admin, 'POST', '/api/admin/privacy/incidents', {
      occurredAt: 'ontem',
      description: 'x',
      dataAffected: '',
      peopleAffected: -1,
      measures: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(
      ['dataAffected', 'description', 'measures', 'occurredAt', 'peopleAffected'].sort(),
    );
    const first = await request(app, admin, 'POST', '/api/admin/privacy/incidents', {
      occurredAt: '2026-11-20T10:00:00-03:00',
      description: 'Envio de um extrato ao email errado por falha no cadastro.',
      dataAffected: 'Nome e valores de cashback de um investidor',
      peopleAffected: 1,
      measures: 'Pedido de exclusão ao destinatário; correção do cadastro.',
    });
    expect(first.statusCode).toBe(201);
    const follow = await request(app, admin, 'POST', '/api/admin/privacy/incidents', {
      follows: first.json().id,
      occurredAt: '2026-11-20T10:00:00-03:00',
      description: 'Titular e ANPD comunicados.',
      dataAffected: 'Nome e valores de cashback de um investidor',
      peopleAffected: 1,
      measures: 'Comunicação feita.',
      authorityNotifiedAt: '2026-11-22T09:00:00-03:00',
      subjectsNotifiedAt: '2026-11-21T09:00:00-03:00',
    });
    expect(follow.statusCode).toBe(201);
    const list = (await request(app, admin, 'GET', '/api/admin/privacy/incidents')).json();
    expect(list.slice(0, 2).map((i: { follows: string | null }) => i.follows)).toEqual([
      first.json().id,
      null,
    ]);
  });
});

describe('deleting the account', () => {
  async function enableTwoFactor(actor: Actor): Promise<string> {
    const enable = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: as(actor),
      payload: { password: PASSWORD },
    });
    const { secret } = enable.json();
    const cookie = cookieFrom(enable.headers['set-cookie']) || actor.cookie;
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie, origin: ORIGIN },
      payload: { code: totp(secret, Date.now() - 30_000) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    actor.cookie = cookieFrom(verify.headers['set-cookie']) || cookie;
    return secret;
  }

  it('asks for the password (and the code with two-factor) and deletes nothing when they are wrong', async () => {
    const gil = await signUpInvestor(app, 'Gil Cauteloso');
    const wrong = await request(app, gil, 'POST', '/api/privacy/deletion', { password: 'errada' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: PRIVACY_MESSAGES.wrongPassword });
    expect((await request(app, gil, 'GET', '/api/me')).statusCode).toBe(200);

    const secret = await enableTwoFactor(gil);
    const noCode = await request(app, gil, 'POST', '/api/privacy/deletion', { password: PASSWORD });
    expect(noCode.json().error.fields).toEqual({ code: PRIVACY_MESSAGES.codeRequired });
    const badCode = await request(app, gil, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
      code: '000000',
    });
    expect(badCode.json().error.fields).toEqual({ code: PRIVACY_MESSAGES.wrongCode });
    expect((await request(app, gil, 'GET', '/api/privacy/summary')).json().deletion).toBeNull();
    const ok = await request(app, gil, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
      code: totp(secret),
    });
    expect(ok.statusCode, ok.body).toBe(202);

    const staff = await createStaff(app, 'consultant');
    const refused = await request(app, staff, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('signing in during the grace period keeps the account, and says so (answer and email)', async () => {
    const hugo = await signUpInvestor(app, 'Hugo Arrependido');
    const scheduled = await request(app, hugo, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
    });
    expect(scheduled.statusCode).toBe(202);
    expect((await request(app, hugo, 'GET', '/api/me')).statusCode).toBe(401);
    const again = await signIn(app, hugo.email);
    expect(again.statusCode).toBe(200);
    // The answer tells the page that follows (issue #30: it was silent).
    expect(again.json()).toEqual({
      twoFactorRequired: false,
      deletionCanceled: { requestedAt: scheduled.json().requestedAt },
    });
    const emails = await app.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, hugo.email));
    const notice = emails.find((e) => e.subject.includes('exclusão da sua conta foi cancelada'));
    expect(notice?.text).toContain('a exclusão foi cancelada');
    expect(notice?.text).toContain('/meus-dados');
    hugo.cookie = cookieFrom(again.headers['set-cookie']);
    expect((await request(app, hugo, 'GET', '/api/privacy/summary')).json().deletion).toBeNull();
    await purgeDeletedAccounts(app.database.db, new Date(Date.now() + 8 * DAY));
    expect((await request(app, hugo, 'GET', '/api/me')).statusCode).toBe(200);
    // Only the sign-in that cancelled it says so.
    expect((await signIn(app, hugo.email)).json()).toEqual({ twoFactorRequired: false });
    const audit = await app.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'privacy.deletion_canceled'));
    expect(audit.filter((row) => row.targetId === hugo.id)).toHaveLength(1);
  });

  it('with two-factor, the password step’s answer carries the cancellation', async () => {
    const ines = await signUpInvestor(app, 'Inês Dois Fatores');
    const secret = await enableTwoFactor(ines);
    const scheduled = await request(app, ines, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
      code: totp(secret),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    const first = await signIn(app, ines.email);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      deletionCanceled: { requestedAt: scheduled.json().requestedAt },
    });
  });

  it('shows a pending deletion on /meus-dados and takes it back with DELETE', async () => {
    // Asking to delete ends every session, so a pending deletion next to a live session is
    // made here directly (a session that outlived the request, e.g. one created meanwhile).
    const jonas = await signUpInvestor(app, 'Jonas Pendente');
    const requestedAt = new Date('2026-11-20T12:00:00Z');
    const eraseAfter = new Date('2026-11-27T12:00:00Z');
    await app.database.db
      .insert(schema.privacyDeletions)
      .values({ userId: jonas.id, requestedAt, eraseAfter });
    const summary = (await request(app, jonas, 'GET', '/api/privacy/summary')).json();
    expect(summary.deletion).toEqual({
      requestedAt: requestedAt.toISOString(),
      eraseAfter: eraseAfter.toISOString(),
    });
    const other = await signUpInvestor(app, 'Outra Pessoa');
    expect((await request(app, other, 'DELETE', '/api/privacy/deletion')).statusCode).toBe(404);
    const canceled = await request(app, jonas, 'DELETE', '/api/privacy/deletion');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await request(app, jonas, 'GET', '/api/privacy/summary')).json().deletion).toBeNull();
    const again = await request(app, jonas, 'DELETE', '/api/privacy/deletion');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Não há exclusão de conta pendente.');
    await purgeDeletedAccounts(app.database.db, new Date(eraseAfter.getTime() + DAY));
    expect((await request(app, jonas, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('erases everything personal after the grace period; the law’s records stay, anonymised', async () => {
    const name = 'Iolanda Quintanilha Apagável';
    const iara = await signUpInvestor(app, name);
    await onboard(app, iara);
    await subscribeDemo(app, iara, 'monthly');
    const goal = await request(app, iara, 'POST', '/api/goals', {
      name: 'Reserva de emergência',
      targetCents: 1_000_000,
      termMonths: 12,
    });
    expect(goal.statusCode, goal.body).toBe(201);
    await request(app, iara, 'POST', '/api/chat/conversation/messages', { text: `Sou a ${name}` });
    await request(app, iara, 'POST', '/api/privacy/requests', {
      kind: 'anonymisation',
      message: 'Quero que meus dados sejam eliminados.',
    });
    await request(app, iara, 'PUT', '/api/privacy/consents/marketing_email', { granted: true });
    // Her B3 files (ADR 027): the file name carries her name, the lines her holdings.
    const b3 = await request(app, iara, 'POST', '/api/positions/imports', {
      fileName: 'posicao-Quintanilha.xlsx',
      contentBase64: posicaoWorkbook({ sheets: SAMPLE_POSICAO }).toString('base64'),
    });
    expect(b3.statusCode, b3.body).toBe(201);

    const scheduled = await request(app, iara, 'POST', '/api/privacy/deletion', {
      password: PASSWORD,
    });
    expect(scheduled.statusCode).toBe(202);
    // At once: signed out everywhere, the plan cancelled (refunded within 7 days).
    expect((await request(app, iara, 'GET', '/api/me')).statusCode).toBe(401);
    const [subscription] = await app.database.db
      .select()
      .from(schema.billingSubscriptions)
      .where(eq(schema.billingSubscriptions.userId, iara.id));
    expect(subscription?.status).toBe('expired');

    // Not before the grace period ends.
    expect(await purgeDeletedAccounts(app.database.db, new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(
      await purgeDeletedAccounts(app.database.db, new Date(Date.now() + 7 * DAY + 60_000)),
    ).toBe(1);

    // Nothing left that names or reaches her, in any text column of any table.
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await app.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const hits = rowsOf<{ n: number }>(
        await app.database.db.execute(sql`
          select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${iara.email}%`}
             or ${sql.identifier(column_name)}::text ilike ${'%Quintanilha%'}`),
      );
      if ((hits[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    // And she can no longer sign in.
    expect((await signIn(app, iara.email)).statusCode).toBe(401);

    // Erased tables hold nothing of hers; the kept ones hold ids only.
    for (const entry of PERSONAL_TABLES.filter((e) => e.onDeletion === 'erased')) {
      const [row] = rowsOf<{ n: number }>(
        await app.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(entry.name)} where ${entry.where(iara.id)}`,
        ),
      );
      expect(row?.n, entry.name).toBe(0);
    }
    const kept = await app.database.db
      .select()
      .from(schema.suitabilityRecords)
      .where(eq(schema.suitabilityRecords.userId, iara.id));
    expect(kept.length).toBeGreaterThan(0);
    const audit = await app.database.db
      .select()
      .from(schema.auditLog)
      .where(sql`actor_id = ${iara.id} or target_id = ${iara.id}`);
    expect(audit.length).toBeGreaterThan(0);
    for (const entry of audit.filter((a) => a.action !== 'privacy.account_erased')) {
      expect(entry).toMatchObject({ ipAddress: null, userAgent: null, details: {} });
    }
  });
});
