import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, emailOutbox, sessions, users, verifications } from '../src/db/schema/index.ts';
import { setPassword } from '../src/modules/admin/staff-accounts.ts';
import { as, createStaff, signIn, signUpInvestor, type Actor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { openIsolatedDatabase, request } from './support/portfolio.ts';
import type { Viewer } from '../src/lib/viewer.ts';
import { setUserDisabled, updateUser } from '../src/modules/admin/manage-user.ts';
import { matchesEveryWord } from '../src/modules/admin/list-users.ts';
import { rowsOf } from '../src/db/prepared-statement.ts';
import { AUDIT_DETAIL_FIELDS } from '@algoone/domain';
import { captureMailer, createTestApp, type TestContext } from './support/test-app.ts';

// A database of its own: the listing pages through everyone in it.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
let admin: Actor;
let consultant: Actor;
const mailer = captureMailer();
const LAST_ADMIN = 'A consultoria precisa de ao menos um administrador ativo.';
const NAMES = Array.from({ length: 28 }, (_, i) => `Pessoa ${String(i).padStart(2, '0')} Teste`);

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database, mailer });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
  consultant = await createStaff(app, 'consultant');
  for (const name of [
    'João Ávila',
    'Éder Conceição',
    'Maria da Conceição Albuquerque de Vasconcellos',
    ...NAMES,
  ])
    await signUpInvestor(app, name);
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

const list = (query: string) => request(app, admin, 'GET', `/api/admin/users${query}`);

describe('/admin/usuarios', () => {
  it('finds people by name or email, accents and case aside', async () => {
    const joao = (await list('?q=joao avila')).json();
    expect(joao.items.map((u: { name: string }) => u.name)).toEqual(['João Ávila']);
    const eder = (await list('?q=EDER')).json();
    expect(eder.items.map((u: { name: string }) => u.name)).toEqual(['Éder Conceição']);
    const byEmail = (
      await list(`?q=${encodeURIComponent(joao.items[0].email.slice(0, 18))}`)
    ).json();
    expect(byEmail.items.map((u: { name: string }) => u.name)).toContain('João Ávila');
    // Two letters are too short for the trigram index: the list by name answers them.
    expect((await list('?q=áv')).json().items.map((u: { name: string }) => u.name)).toContain(
      'João Ávila',
    );
    expect((await list('?q=eder&role=consultant')).json().items).toEqual([]);
    // LIKE's own characters are searched literally.
    expect((await list('?q=%25')).json().items).toEqual([]);
    const staff = (await list('?role=consultant')).json();
    expect(staff.items.map((u: { id: string }) => u.id)).toEqual([consultant.id]);
  });

  it('finds every word of the search in any order, accents and case aside, on the trigram index', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json().items.map((u: { name: string }) => u.name);
    const maria = 'Maria da Conceição Albuquerque de Vasconcellos';
    expect(await names('maria conceicao')).toEqual([maria]);
    expect(await names('VASCONCELLOS  maria')).toEqual([maria]);
    // Two-letter words alone walk the list by name; beside a longer word they still must match.
    expect(await names('da de')).toContain(maria);
    expect(await names('conceição')).toEqual(['Éder Conceição', maria]);
    expect(await names('maria ávila')).toEqual([]);
    // A word of the email counts as much as one of the name.
    const email = (await list('?q=maria conceicao')).json().items[0].email as string;
    expect(await names(`${email.split('@')[0]} vasconcellos`)).toEqual([maria]);
    // The audit log's actor filter reads the same words.
    const mariaActor = await signIn(app, email);
    expect(mariaActor.statusCode).toBe(200);
    const byActor = await request(
      app,
      admin,
      'GET',
      `/api/admin/audit?actor=${encodeURIComponent('conceicao MARIA')}&action=auth.sign_in`,
    );
    expect(byActor.json().items.map((e: { actor: { name: string } }) => e.actor.name)).toContain(
      maria,
    );
    expect(
      (await request(app, admin, 'GET', `/api/admin/audit?actor=maria%20avila`)).json().items,
    ).toEqual([]);
    // Every word's LIKE is one the GIN trigram index answers: with sequential scans priced out,
    // the planner reaches users through users_search_trgm_idx (a condition it cannot index would
    // still scan the table).
    const plan = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select id from users u where ${matchesEveryWord(sql`u.search_key`, 'maria da conceicao')}`,
      );
      return JSON.stringify(rowsOf(rows));
    });
    expect(plan).toContain('users_search_trgm_idx');
  });

  it('pages by cursor, in name order, without repeating or skipping anyone', async () => {
    const first = (await list('?q=pessoa')).json();
    expect(first.items).toHaveLength(25);
    expect(first.next).toEqual(expect.any(String));
    const second = (await list(`?q=pessoa&after=${first.next}`)).json();
    expect(second.next).toBeNull();
    const names = [...first.items, ...second.items].map((u: { name: string }) => u.name);
    expect(names).toEqual(NAMES);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of [
      'bm90LWEtY3Vyc29y',
      forged(['\u0000', 'x']),
      forged(['a'.repeat(301), 'x']),
      forged([1, 2]),
    ]) {
      const bad = await list(`?after=${after}`);
      expect(bad.statusCode, after).toBe(400);
      expect(bad.json().error.fields.after).toBe('Cursor inválido.');
    }
    expect((await list(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('reassigns the consultant, audited with before and after, and refuses what makes no sense', async () => {
    const maria = await signUpInvestor(app, 'Maria Reatribuída');
    const detail = await request(app, admin, 'GET', `/api/admin/users/${maria.id}`);
    expect(detail.statusCode).toBe(200);
    // The sign-up gave her the active consultant with the fewest clients (the only one).
    expect(detail.json()).toMatchObject({
      name: 'Maria Reatribuída',
      consultant: { id: consultant.id },
      counts: { aportes: 0 },
    });
    const other = await createStaff(app, 'consultant');
    expect(detail.json().consultants.map((c: { id: string }) => c.id)).toContain(consultant.id);

    const bad = await request(app, admin, 'PATCH', `/api/admin/users/${maria.id}`, {
      consultantId: admin.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.consultantId).toBe('Escolha um consultor ativo.');
    const ok = await request(app, admin, 'PATCH', `/api/admin/users/${maria.id}`, {
      consultantId: other.id,
    });
    expect(ok.json().consultant).toEqual({ id: other.id, name: other.name });
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user_updated'), eq(auditLog.targetId, maria.id)));
    expect(entry?.details).toEqual({ consultantId: { from: consultant.id, to: other.id } });
    const viewed = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user_viewed'), eq(auditLog.targetId, maria.id)));
    expect(viewed.length).toBeGreaterThan(0);

    const self = await request(app, admin, 'PATCH', `/api/admin/users/${admin.id}`, {
      role: 'investor',
    });
    expect(self.statusCode).toBe(409);
    expect((await request(app, admin, 'GET', '/api/admin/users/nao-existe')).statusCode).toBe(404);
  });

  it('changes a role: the sessions end, and a former consultant’s clients return to the queue', async () => {
    const carla = await createStaff(app, 'consultant');
    const ana = await signUpInvestor(app, 'Ana Da Carla');
    await request(app, admin, 'PATCH', `/api/admin/users/${ana.id}`, { consultantId: carla.id });
    expect((await request(app, carla, 'GET', '/api/admin/overview')).statusCode).toBe(200);

    const unknown = await request(app, admin, 'PATCH', `/api/admin/users/${carla.id}`, {
      role: 'root',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.role).toBe('Papel desconhecido.');

    const changed = await request(app, admin, 'PATCH', `/api/admin/users/${carla.id}`, {
      role: 'investor',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'investor', consultant: null });
    // Her session is gone: the old rights do not outlive the change.
    expect((await request(app, carla, 'GET', '/api/admin/overview')).statusCode).toBe(401);
    expect((await request(app, admin, 'GET', `/api/admin/users/${ana.id}`)).json().consultant).toBe(
      null,
    );
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user_updated'), eq(auditLog.targetId, carla.id)));
    expect(entry?.details).toEqual({
      role: { from: 'consultant', to: 'investor' },
      clientsReturnedToQueue: 1,
    });

    // An investor made consultant keeps no consultant of their own.
    const promoted = await request(app, admin, 'PATCH', `/api/admin/users/${ana.id}`, {
      role: 'consultant',
    });
    expect(promoted.json()).toMatchObject({ role: 'consultant', consultant: null });
    const staff = (await list('?role=consultant')).json();
    expect(staff.items.map((u: { id: string }) => u.id)).toContain(ana.id);
  });

  it('disabling a consultant returns their clients to the queue; the last active admin stays', async () => {
    const davi = await createStaff(app, 'consultant');
    const bia = await signUpInvestor(app, 'Bia Do Davi');
    await request(app, admin, 'PATCH', `/api/admin/users/${bia.id}`, { consultantId: davi.id });
    const off = await request(app, admin, 'POST', `/api/admin/users/${davi.id}/disable`);
    expect(off.statusCode).toBe(200);
    expect((await request(app, admin, 'GET', `/api/admin/users/${bia.id}`)).json().consultant).toBe(
      null,
    );
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user_disabled'), eq(auditLog.targetId, davi.id)));
    expect(entry?.details).toEqual({ clientsReturnedToQueue: 1 });

    // Two admins acting on each other at once: the second request is served after the first
    // disabled its author, and would leave nobody to run the consultancy.
    const other = await createStaff(app, 'admin');
    expect(
      (await request(app, admin, 'POST', `/api/admin/users/${other.id}/disable`)).statusCode,
    ).toBe(200);
    const stale: Viewer = { ...other, twoFactorEnabled: true, sessionId: 'em-andamento' };
    const client = { ipAddress: null, userAgent: null };
    await expect(
      updateUser(app.database.db, stale, admin.id, { role: 'investor' }, client),
    ).rejects.toMatchObject({ statusCode: 409, fields: { role: LAST_ADMIN } });
    await expect(
      setUserDisabled(app.database.db, stale, admin.id, true, client),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await request(app, admin, 'GET', `/api/admin/users/${admin.id}`)).json()).toMatchObject(
      { role: 'admin', disabled: false },
    );
  });

  it('invites even while SMTP is down: the email waits in the outbox, and a pending invite can be resent', async () => {
    const email = 'convite.falhou@algoone.test';
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP fora do ar'));
    let invited: { id: string };
    try {
      const res = await request(app, admin, 'POST', '/api/admin/invites', {
        name: 'Convidada',
        email,
        role: 'consultant',
      });
      expect(res.statusCode, res.body).toBe(201);
      invited = res.json();
      await app.background.idle();
    } finally {
      mailer.send = send;
    }
    expect(mailer.lastTo(email)).toBeUndefined();
    const [queued] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email));
    expect(queued).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP fora do ar' });
    // The account stays: a second invite is "email taken", the retry is the outbox's.
    expect(
      (
        await request(app, admin, 'POST', '/api/admin/invites', {
          name: 'Convidada',
          email,
          role: 'consultant',
        })
      ).statusCode,
    ).toBe(409);
    await app.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, email));
    await app.emails.worker.drain();
    expect(mailer.lastTo(email)?.text).toMatch(/token=.*convite=1/);
    // Resent from the person's page: a new link, by the same outbox.
    const resent = await request(
      app,
      admin,
      'POST',
      `/api/admin/users/${invited.id}/password-reset`,
    );
    expect(resent.json()).toEqual({ sent: true });
    await app.background.idle();
    expect(mailer.sent.filter((sent) => sent.to === email)).toHaveLength(2);
  });

  it('logs every list of investors a staff member reads, and every copy of the log', async () => {
    const logged = async (action: string, actorId: string) =>
      (
        await app.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)))
          .orderBy(desc(auditLog.id))
          .limit(1)
      )[0]?.details;
    await list('?q=joao&role=investor');
    expect(await logged('admin.users_listed', admin.id)).toEqual({
      q: 'joao',
      role: 'investor',
      nextPage: false,
      shown: 1,
    });
    await request(app, admin, 'GET', '/api/admin/portfolios?profile=Moderado&consultant=fila');
    expect(await logged('admin.portfolios_viewed', admin.id)).toEqual({
      profile: 'Moderado',
      consultant: 'fila',
      nextPage: false,
      shown: 0,
    });
    // A consultant's view is of their own clients, whatever the query asks.
    await request(app, consultant, 'GET', `/api/admin/portfolios?consultant=${admin.id}`);
    expect(await logged('admin.portfolios_viewed', consultant.id)).toMatchObject({
      consultant: consultant.id,
    });
    await request(app, consultant, 'GET', '/api/admin/goals?status=at_risk');
    expect(await logged('admin.goals_viewed', consultant.id)).toEqual({
      status: 'at_risk',
      nextPage: false,
      shown: 0,
    });
    const csv = await request(app, admin, 'GET', '/api/admin/audit.csv?result=failure');
    expect(csv.statusCode).toBe(200);
    expect(await logged('admin.audit_exported', admin.id)).toMatchObject({
      filters: { result: 'failure' },
      rows: csv.body.trim().split('\r\n').length - 1,
    });
  });

  it('disables (ending the sessions) and re-enables, resets two-factor and sends a reset link', async () => {
    const rui = await signUpInvestor(app, 'Rui Suspenso');
    const off = await request(app, admin, 'POST', `/api/admin/users/${rui.id}/disable`);
    expect(off.json()).toMatchObject({ disabled: true, counts: { sessions: 0 } });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: as(rui) })).statusCode).toBe(
      401,
    );
    const on = await request(app, admin, 'POST', `/api/admin/users/${rui.id}/enable`);
    expect(on.json().disabled).toBe(false);
    const reset = await request(app, admin, 'POST', `/api/admin/users/${rui.id}/reset-two-factor`);
    expect(reset.json().twoFactorEnabled).toBe(false);
    const link = await request(app, admin, 'POST', `/api/admin/users/${rui.id}/password-reset`);
    expect(link.json()).toEqual({ sent: true });
    await app.background.idle();
    expect(mailer.lastTo(rui.email)?.text).toMatch(/redefinir-senha\?token=/);
    expect(
      (await request(app, admin, 'POST', `/api/admin/users/${admin.id}/disable`)).statusCode,
    ).toBe(409);
  });

  it('exports and schedules the deletion of an investor’s data through the privacy capability', async () => {
    const lia = await signUpInvestor(app, 'Lia Pedido DPO');
    const subscription = await subscribeDemo(app, lia);
    const file = await request(app, admin, 'GET', `/api/admin/users/${lia.id}/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect(file.body).toContain(lia.email);
    const scheduled = await request(app, admin, 'POST', `/api/admin/users/${lia.id}/deletion`);
    expect(scheduled.statusCode).toBe(202);
    expect(
      (await request(app, admin, 'GET', `/api/admin/users/${lia.id}`)).json().deletionScheduledFor,
    ).toBe(scheduled.json().eraseAfter);
    // Her plan ended with a refund (within the 7 days), and the log says the admin did it.
    const [refunded] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'billing.refunded'), eq(auditLog.targetId, subscription)));
    expect(refunded?.actorId).toBe(admin.id);
    expect(
      (await request(app, admin, 'POST', `/api/admin/users/${consultant.id}/deletion`)).statusCode,
    ).toBe(409);
  });

  it('shows the audit log filtered by actor, action, target, date and result, paged and as CSV', async () => {
    const nina = await signUpInvestor(app, 'Nina Auditada');
    const other = await createStaff(app, 'consultant');
    await request(app, admin, 'PATCH', `/api/admin/users/${nina.id}`, { consultantId: other.id });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const found = await request(
      app,
      admin,
      'GET',
      `/api/admin/audit?action=admin.user_&target=${encodeURIComponent(nina.email)}&actor=${encodeURIComponent(admin.email)}&from=${today}&to=${today}&result=success`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((e: { action: string }) => e.action)).toEqual([
      'admin.user_viewed',
      'admin.user_updated',
    ]);
    expect(found.json().items[1]).toMatchObject({
      actor: { email: admin.email },
      targetName: 'Nina Auditada',
    });
    // The email as someone types it, in another case; an action prefix's '%' is literal.
    const shouted = await request(
      app,
      admin,
      'GET',
      `/api/admin/audit?target=${encodeURIComponent(nina.email.toUpperCase())}&action=admin.`,
    );
    expect(shouted.json().items.map((e: { action: string }) => e.action)).toEqual([
      'admin.user_viewed',
      'admin.user_updated',
    ]);
    const literal = await request(app, admin, 'GET', `/api/admin/audit?action=admin%25`);
    expect(literal.json().items).toEqual([]);
    const yesterday = await request(
      app,
      admin,
      'GET',
      `/api/admin/audit?target=${nina.id}&to=2000-01-01`,
    );
    expect(yesterday.json().items).toEqual([]);

    const first = (await request(app, admin, 'GET', '/api/admin/audit')).json();
    expect(first.items).toHaveLength(50);
    const second = (
      await request(app, admin, 'GET', `/api/admin/audit?before=${first.next}`)
    ).json();
    expect(second.items[0].id).toBeLessThan(first.items.at(-1).id);

    const csv = await request(app, admin, 'GET', `/api/admin/audit.csv?target=${nina.id}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('admin.user_updated');
    // pt-BR headers; each code with its label beside it.
    const [header, ...csvRows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'ID;Data e hora (Brasília);Ação;Código da ação;Resultado;Autor;Email do autor;ID do autor;Alvo;Tipo do alvo;ID do alvo;IP;Detalhes;Detalhes (códigos)',
    );
    const updatedRow = csvRows.find((line) => line.includes(';admin.user_updated;'));
    expect(updatedRow).toContain('Papel ou consultor alterado;admin.user_updated;Sucesso');
    expect(updatedRow).toContain('Nina Auditada;pessoa;');
    expect(updatedRow).toMatch(/;Consultor: [^;→]+ → Consultora Teste;/);

    const impossible = await request(app, admin, 'GET', '/api/admin/audit?from=2026-02-30');
    expect(impossible.statusCode, impossible.body).toBe(400);
    expect(impossible.json().error.fields.from).toBe('Informe uma data válida (dd/mm/aaaa).');
    const bad = await request(app, admin, 'GET', '/api/admin/audit?from=ontem&before=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['before', 'from']);
  });

  it('lists consultants with their clients, moves them all, and deactivating one empties their list', async () => {
    const ana = await createStaff(app, 'consultant');
    const bruno = await createStaff(app, 'consultant');
    const clients = [
      await signUpInvestor(app, 'Cliente Um'),
      await signUpInvestor(app, 'Cliente Dois'),
    ];
    for (const c of clients) {
      await request(app, admin, 'PATCH', `/api/admin/users/${c.id}`, { consultantId: ana.id });
    }
    const before = (await request(app, admin, 'GET', '/api/admin/consultants')).json();
    expect(before.consultants.find((c: { id: string }) => c.id === ana.id)).toMatchObject({
      clients: 2,
      active: true,
    });
    const toSelf = await request(app, admin, 'POST', `/api/admin/consultants/${ana.id}/reassign`, {
      to: ana.id,
    });
    expect(toSelf.statusCode).toBe(400);
    const moved = await request(app, admin, 'POST', `/api/admin/consultants/${ana.id}/reassign`, {
      to: bruno.id,
    });
    expect(moved.json()).toEqual({ moved: 2 });
    const off = await request(app, admin, 'POST', `/api/admin/consultants/${bruno.id}/deactivate`);
    expect(off.json().moved).toBeGreaterThanOrEqual(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: as(bruno) })).statusCode,
    ).toBe(401);
    const after = (await request(app, admin, 'GET', '/api/admin/consultants')).json();
    expect(after.consultants.find((c: { id: string }) => c.id === bruno.id)).toMatchObject({
      active: false,
      clients: 0,
    });
    expect(after.unassigned).toBeGreaterThanOrEqual(2);
    const twice = await request(
      app,
      admin,
      'POST',
      `/api/admin/consultants/${bruno.id}/deactivate`,
    );
    expect(twice.statusCode).toBe(409);
    const toInactive = await request(
      app,
      admin,
      'POST',
      `/api/admin/consultants/${ana.id}/reassign`,
      { to: bruno.id },
    );
    expect(toInactive.statusCode).toBe(400);
  });

  it('assigns no one to a consultant whose invite is pending; lists, resends and revokes the invite', async () => {
    const invite = async (name: string) => {
      const res = await request(app, admin, 'POST', '/api/admin/invites', {
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@algoone.test`,
        role: 'consultant',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; email: string };
    };
    const pending = await invite('Pendente Silva');
    // With no clients at all, a pending consultant is the one with the fewest: the old rule
    // picked them at sign-up, and the client waited for someone who could not sign in.
    const newcomer = await signUpInvestor(app, 'Recém Chegada');
    const [assigned] = await app.database.db
      .select({ consultantId: users.consultantId })
      .from(users)
      .where(eq(users.id, newcomer.id));
    expect(assigned?.consultantId).not.toBe(pending.id);
    expect(assigned?.consultantId).not.toBeNull();

    const listed = (await request(app, admin, 'GET', '/api/admin/consultants')).json();
    expect(listed.consultants.map((c: { id: string }) => c.id)).not.toContain(pending.id);
    expect(listed.invites.find((i: { id: string }) => i.id === pending.id)).toMatchObject({
      name: 'Pendente Silva',
      role: 'consultant',
      linkExpiresAt: expect.any(String),
    });
    // No admin choice reaches them either: not offered, and refused when sent.
    const detail = (await request(app, admin, 'GET', `/api/admin/users/${newcomer.id}`)).json();
    expect(detail.consultants.map((c: { id: string }) => c.id)).not.toContain(pending.id);
    const patched = await request(app, admin, 'PATCH', `/api/admin/users/${newcomer.id}`, {
      consultantId: pending.id,
    });
    expect(patched.statusCode).toBe(400);
    const moved = await request(
      app,
      admin,
      'POST',
      `/api/admin/consultants/${consultant.id}/reassign`,
      { to: pending.id },
    );
    expect(moved.statusCode).toBe(400);
    const chat = await request(app, admin, 'PUT', `/api/chat/assignments/${newcomer.id}`, {
      consultantId: pending.id,
    });
    expect(chat.statusCode).toBe(400);

    // Resent: a new link by the outbox; the first one stops working.
    await app.background.idle();
    const firstLink = mailer.lastTo(pending.email)?.text.match(/token=([^&\s]+)/)?.[1];
    expect(firstLink).toBeDefined();
    const resent = await request(app, admin, 'POST', `/api/admin/invites/${pending.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sent: true, linkExpiresAt: expect.any(String) });
    await app.background.idle();
    const secondLink = mailer.lastTo(pending.email)?.text.match(/token=([^&\s]+)/)?.[1];
    expect(secondLink).toBeDefined();
    expect(secondLink).not.toBe(firstLink);
    const links = await app.database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, pending.id));
    expect(links.map((l) => l.identifier)).toEqual([
      `reset-password:${decodeURIComponent(secondLink ?? '')}`,
    ]);

    // Revoked: the account never used is gone, and the email can be invited again.
    const revoked = await request(app, admin, 'DELETE', `/api/admin/invites/${pending.id}`);
    expect(revoked.json()).toEqual({ revoked: true });
    expect(
      (await request(app, admin, 'DELETE', `/api/admin/invites/${pending.id}`)).statusCode,
    ).toBe(404);
    const again = (await request(app, admin, 'GET', '/api/admin/consultants')).json();
    expect(again.invites.map((i: { id: string }) => i.id)).not.toContain(pending.id);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.invite_revoked'), eq(auditLog.targetId, pending.id)));
    expect(entry?.details).toMatchObject({ name: 'Pendente Silva', email: pending.email });
    // An accepted invite (or anyone else) is not an invite to revoke or resend.
    expect(
      (await request(app, admin, 'DELETE', `/api/admin/invites/${consultant.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await request(app, admin, 'POST', `/api/admin/invites/${newcomer.id}/resend`)).statusCode,
    ).toBe(404);

    // Once the password is set, the invite is accepted: a consultant like any other.
    const accepted = await invite('Aceita Souza');
    await setPassword(app.auth, accepted.id, 'uma senha bem comprida 123');
    const later = (await request(app, admin, 'GET', '/api/admin/consultants')).json();
    expect(later.invites.map((i: { id: string }) => i.id)).not.toContain(accepted.id);
    expect(later.consultants.map((c: { id: string }) => c.id)).toContain(accepted.id);
    expect(
      (
        await request(app, admin, 'PATCH', `/api/admin/users/${newcomer.id}`, {
          consultantId: accepted.id,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('shows failed sign-ins and lock-outs, unlocks an account, and revokes a staff session', async () => {
    const sara = await signUpInvestor(app, 'Sara Bloqueada');
    for (let i = 0; i < 6; i += 1) await signIn(app, sara.email, 'senha errada de propósito');
    const locked = (await request(app, admin, 'GET', '/api/admin/security')).json();
    const entry = locked.failuresByAccount.find((f: { email: string }) => f.email === sara.email);
    expect(entry).toMatchObject({ failures: expect.any(Number), lockedUntil: expect.any(String) });
    expect(locked.failuresByAddress.length).toBeGreaterThan(0);
    // The total counts every failure of the day, not just the busiest addresses listed.
    const failures = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in'), eq(auditLog.result, 'failure')));
    expect(failures.length).toBeGreaterThan(0);
    expect(locked.failuresLast24h).toBe(failures.length);
    // The latest attempts, newest first: a wrong password names nobody.
    expect(locked.recentSignIns[0]).toMatchObject({ result: 'failure', person: null });
    expect(locked.staff.find((s: { id: string }) => s.id === admin.id)).toMatchObject({
      role: 'admin',
    });

    const unlocked = await request(app, admin, 'POST', '/api/admin/security/unlock', {
      email: sara.email,
    });
    expect(unlocked.statusCode).toBe(200);
    expect(
      unlocked.json().failuresByAccount.find((f: { email: string }) => f.email === sara.email),
    ).toBeUndefined();
    expect((await signIn(app, sara.email)).statusCode).toBe(200);
    // An admin's right password before the TOTP step: named, with the code still to come.
    expect((await signIn(app, admin.email)).json()).toMatchObject({ twoFactorRequired: true });
    const pending = (await request(app, admin, 'GET', '/api/admin/security')).json();
    expect(pending.recentSignIns[0]).toMatchObject({
      result: 'success',
      person: { email: admin.email },
      twoFactorPending: true,
    });
    expect((await signIn(app, sara.email)).statusCode).toBe(200);
    const after = (await request(app, admin, 'GET', '/api/admin/security')).json();
    expect(after.recentSignIns[0]).toMatchObject({
      result: 'success',
      person: { name: 'Sara Bloqueada', email: sara.email },
      twoFactorPending: false,
    });
    const none = await request(app, admin, 'POST', '/api/admin/security/unlock', {
      email: 'ninguem@exemplo.com',
    });
    expect(none.statusCode).toBe(404);

    const lia = await createStaff(app, 'consultant');
    const overview = (await request(app, admin, 'GET', '/api/admin/security')).json();
    const session = overview.staffSessions.find(
      (s: { user: { id: string } }) => s.user.id === lia.id,
    );
    expect(session).toBeDefined();
    expect(overview.staffSessions.some((s: { current: boolean }) => s.current)).toBe(true);
    const revoked = await request(
      app,
      admin,
      'DELETE',
      `/api/admin/security/sessions/${session.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: as(lia) })).statusCode).toBe(
      401,
    );
    // An investor's sessions are theirs to manage: a real one is "not found" here, and lives on.
    const rita = await signUpInvestor(app, 'Rita Sessão');
    const [own] = await app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, rita.id));
    if (!own) throw new Error('The sign-up left no session.');
    const investorSession = await request(
      app,
      admin,
      'DELETE',
      `/api/admin/security/sessions/${own.id}`,
    );
    expect(investorSession.statusCode).toBe(404);
    expect((await request(app, rita, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('counts a right password still waiting for its code apart from sign-ins', async () => {
    const figures = async () => {
      const data = (await request(app, admin, 'GET', '/api/admin/security')).json();
      return { ok: data.successesLast24h, pending: data.twoFactorPendingLast24h };
    };
    const before = await figures();
    // Admins have two-factor on: the password alone leaves the sign-in pending.
    const halfway = await signIn(app, admin.email);
    expect(halfway.json()).toMatchObject({ twoFactorRequired: true });
    const after = await figures();
    expect(after).toEqual({ ok: before.ok, pending: before.pending + 1 });
    const investor = await signUpInvestor(app, 'Entra Direto');
    await signIn(app, investor.email);
    expect((await figures()).ok).toBe(before.ok + 1);
  });

  // Last: it reads every detail the tests above recorded.
  it('names what each entry points to and labels every detail it records in pt-BR', async () => {
    const nina = await signUpInvestor(app, 'Nina Titular');
    const dpo = await request(app, nina, 'POST', '/api/privacy/requests', {
      kind: 'access',
      message: 'Quero uma cópia dos meus dados, por favor.',
    });
    expect(dpo.statusCode, dpo.body).toBe(201);
    const protocol = dpo.json().protocol as string;
    const [created] = (
      await request(app, admin, 'GET', '/api/admin/audit?action=privacy.request_created')
    ).json().items;
    expect(created.targetName).toBe(`Pedido ${protocol} de Nina Titular`);

    // The ids in the details come with their names.
    await request(app, admin, 'PUT', `/api/chat/assignments/${nina.id}`, {
      consultantId: consultant.id,
    });
    const [assigned] = (
      await request(
        app,
        admin,
        'GET',
        `/api/admin/audit?action=chat.consultant_assigned&target=${nina.id}`,
      )
    ).json().items;
    expect(assigned.names[consultant.id]).toBe(consultant.name);

    const keys = rowsOf<{ key: string }>(
      await app.database.db.execute(
        sql`select distinct jsonb_object_keys(details) as key from audit_log`,
      ),
    ).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(10);
    const unlabelled = keys.filter((key) => !(key in AUDIT_DETAIL_FIELDS));
    expect(unlabelled).toEqual([]);
  });
});
