import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { academyLessons, academyModules, progressGrants } from '../src/db/schema/index.ts';
import { seedAcademy } from '../src/db/seed/academy.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  db = ctx.database.db;
});
afterAll(() => ctx.close());

const MODULE = 'reserva-de-emergencia';
const LESSONS = ['o-que-e-e-quanto-guardar', 'onde-guardar', 'montar-e-manter'];

const get = async (actor: Actor | null, url: string) =>
  app.inject({ method: 'GET', url, headers: as(actor) });
const complete = (actor: Actor, lessonId: string, moduleId = MODULE) =>
  app.inject({
    method: 'POST',
    url: `/api/academy/modules/${moduleId}/lessons/${lessonId}/complete`,
    headers: as(actor),
  });

async function moduleGrants(userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(progressGrants)
    .where(and(eq(progressGrants.userId, userId), eq(progressGrants.kind, 'module')));
  return row?.n ?? 0;
}

describe('academy content', () => {
  it('is seeded from the Markdown files, idempotently', async () => {
    const before = await db.select({ n: count() }).from(academyLessons);
    await seedAcademy(db);
    await seedAcademy(db);
    const after = await db.select({ n: count() }).from(academyLessons);
    expect(after).toEqual(before);
    const modules = await db.select().from(academyModules);
    expect(modules.length).toBeGreaterThanOrEqual(7);
  });

  it('lists the modules in order with the viewer’s progress', async () => {
    const investor = await signUpInvestor(app);
    const res = await get(investor, '/api/academy/modules');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.modulesTotal).toBeGreaterThanOrEqual(7);
    expect(body.modulesCompleted).toBe(0);
    expect(body.modules[0]).toMatchObject({
      id: MODULE,
      title: 'Reserva de emergência',
      duration: '45 min',
      durationMinutes: 45,
      points: 20,
      lessonsTotal: 3,
      lessonsCompleted: 0,
      completed: false,
      completedAt: null,
    });
    expect(body.modules.map((m: { order: number }) => m.order)).toEqual(
      [...body.modules.map((m: { order: number }) => m.order)].sort((a, b) => a - b),
    );
  });

  it('shows a lesson with its Markdown and neighbours', async () => {
    const investor = await signUpInvestor(app);
    const res = await get(investor, `/api/academy/modules/${MODULE}/lessons/onde-guardar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'onde-guardar',
      moduleId: MODULE,
      moduleTitle: 'Reserva de emergência',
      previousLessonId: 'o-que-e-e-quanto-guardar',
      nextLessonId: 'montar-e-manter',
      lessonNumber: 2,
      lessonsTotal: 3,
      completed: false,
    });
    expect(res.json().body).toContain('Tesouro Selic');
  });

  it('answers 404 for a module or lesson that does not exist', async () => {
    const investor = await signUpInvestor(app);
    expect((await get(investor, '/api/academy/modules/nao-existe')).statusCode).toBe(404);
    expect(
      (await get(investor, `/api/academy/modules/${MODULE}/lessons/nao-existe`)).statusCode,
    ).toBe(404);
    // A lesson of another module under this module's id.
    expect(
      (await get(investor, `/api/academy/modules/${MODULE}/lessons/tesouro-direto`)).statusCode,
    ).toBe(404);
    expect((await complete(investor, 'nao-existe')).statusCode).toBe(404);
    expect((await get(investor, '/api/academy/modules/NAO_VALIDO')).statusCode).toBe(400);
  });
});

describe('completing lessons', () => {
  it('completes the module once, with its XP, when the last lesson is read', async () => {
    const investor = await signUpInvestor(app);

    const first = await complete(investor, LESSONS[0] ?? '');
    expect(first.statusCode, first.body).toBe(200);
    // The first content read this week completes the read-content mission.
    expect(first.json().achievements.map((a: { id: string }) => a.id)).toEqual([
      expect.stringMatching(/^mission:read-content:\d{4}-W\d{2}$/),
    ]);
    expect(first.json().lesson).toMatchObject({ id: LESSONS[0], completed: true });
    expect(first.json().module).toMatchObject({ lessonsCompleted: 1, completed: false });

    const second = await complete(investor, LESSONS[1] ?? '');
    expect(second.json().achievements).toEqual([]);

    const last = await complete(investor, LESSONS[2] ?? '');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().achievements).toEqual([
      expect.objectContaining({
        id: `module:${MODULE}`,
        kind: 'module',
        title: 'Módulo Concluído!',
        description: 'Você concluiu o módulo "Reserva de emergência".',
        points: 20,
      }),
    ]);
    expect(last.json().module).toMatchObject({
      completed: true,
      lessonsCompleted: 3,
      completedAt: expect.any(String),
    });

    // Reading again grants nothing.
    const again = await complete(investor, LESSONS[2] ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.json().achievements).toEqual([]);
    expect(await moduleGrants(investor.id)).toBe(1);

    const progress = (await get(investor, '/api/gamification/progress')).json();
    expect(progress).toMatchObject({ totalXP: 10 + 20, modulesCompleted: 1 });
    const list = (await get(investor, '/api/academy/modules')).json();
    expect(list.modulesCompleted).toBe(1);
    expect(list.lessonsCompleted).toBe(3);
  });

  it('levels up when a module pushes the XP over a threshold', async () => {
    const investor = await signUpInvestor(app);
    const modules = (await get(investor, '/api/academy/modules')).json().modules as {
      id: string;
      points: number;
    }[];
    const achievements: { id: string; title: string }[] = [];
    for (const module of modules.slice(0, 4)) {
      const detail = (await get(investor, `/api/academy/modules/${module.id}`)).json();
      for (const lesson of detail.lessons as { id: string }[]) {
        achievements.push(...(await complete(investor, lesson.id, module.id)).json().achievements);
      }
    }
    // 10 (mission) + 20 + 30 + 25 + 35 = 120 XP.
    expect(achievements.filter((a) => a.id.startsWith('level:'))).toEqual([
      expect.objectContaining({ id: 'level:2', title: 'Nível 2 Alcançado!' }),
    ]);
    expect((await get(investor, '/api/gamification/progress')).json()).toMatchObject({
      totalXP: 120,
      level: 2,
      modulesCompleted: 4,
    });
  });

  it('counts the module once when its last lessons are completed at the same time', async () => {
    const investor = await signUpInvestor(app);
    await complete(investor, LESSONS[0] ?? '');
    const results = await Promise.all([
      complete(investor, LESSONS[1] ?? ''),
      complete(investor, LESSONS[2] ?? ''),
      complete(investor, LESSONS[2] ?? ''),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const granted = results.flatMap((r) => r.json().achievements.map((a: { id: string }) => a.id));
    expect(granted).toEqual([`module:${MODULE}`]);
    expect(await moduleGrants(investor.id)).toBe(1);
  });

  it("only ever touches the caller's own progress", async () => {
    const a = await signUpInvestor(app, 'Ana');
    const b = await signUpInvestor(app, 'Bruno');
    for (const lesson of LESSONS) await complete(a, lesson);

    // B sees the module untouched, and completing a lesson changes only B.
    const bModule = (await get(b, `/api/academy/modules/${MODULE}`)).json();
    expect(bModule.module).toMatchObject({ completed: false, lessonsCompleted: 0 });
    expect(bModule.lessons.every((l: { completed: boolean }) => !l.completed)).toBe(true);

    // A body naming someone else is ignored: the caller is the only subject.
    const res = await app.inject({
      method: 'POST',
      url: `/api/academy/modules/${MODULE}/lessons/${LESSONS[0]}/complete`,
      headers: as(b),
      payload: { userId: a.id, xp: 1000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().module).toMatchObject({ lessonsCompleted: 1, completed: false });

    expect((await get(a, '/api/gamification/progress')).json()).toMatchObject({
      totalXP: 30,
      modulesCompleted: 1,
    });
    expect((await get(b, '/api/gamification/progress')).json()).toMatchObject({
      totalXP: 10,
      modulesCompleted: 0,
    });
    expect(await moduleGrants(b.id)).toBe(0);
  });
});
