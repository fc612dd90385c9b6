import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BADGE_XP, WEEKLY_MISSIONS } from '@algoone/domain';
import type { Db } from '../src/db/client.ts';
import { activityEvents, progressGrants } from '../src/db/schema/index.ts';
import { recordActivity } from '../src/modules/gamification/record-activity.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import { countQueries } from './support/count-queries.ts';
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

// Wednesday of ISO week 2026-W47 (São Paulo), and the Monday after.
const WEDNESDAY = new Date('2026-11-18T15:00:00-03:00');
const THURSDAY = new Date('2026-11-19T09:00:00-03:00');
const SUNDAY_LATE = new Date('2026-11-22T23:30:00-03:00'); // already Monday in UTC
const NEXT_MONDAY = new Date('2026-11-23T08:00:00-03:00');

async function grants(userId: string) {
  return db
    .select({ kind: progressGrants.kind, ref: progressGrants.ref, period: progressGrants.period })
    .from(progressGrants)
    .where(eq(progressGrants.userId, userId));
}

async function progress(actor: Actor) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/gamification/progress',
    headers: as(actor),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('recordActivity', () => {
  it('grants a mission once per ISO week and returns only what it granted', async () => {
    const investor = await signUpInvestor(app);
    const first = await recordActivity(db, investor.id, { type: 'content-read', at: WEDNESDAY });
    expect(first.achievements).toEqual([
      {
        id: 'mission:read-content:2026-W47',
        kind: 'mission',
        title: 'Missão Concluída!',
        description: 'Você concluiu a missão "Aprender algo novo".',
        points: WEEKLY_MISSIONS['read-content'].xp,
        completedAt: WEDNESDAY.toISOString(),
      },
    ]);

    const again = await recordActivity(db, investor.id, { type: 'content-read', at: THURSDAY });
    expect(again.achievements).toEqual([]);
    // Sunday 23:30 in São Paulo is still the same week.
    const sunday = await recordActivity(db, investor.id, { type: 'content-read', at: SUNDAY_LATE });
    expect(sunday.achievements).toEqual([]);

    // Every event is recorded, even those that grant nothing.
    const [events] = await db
      .select({ n: count() })
      .from(activityEvents)
      .where(eq(activityEvents.userId, investor.id));
    expect(events?.n).toBe(3);
    expect(await grants(investor.id)).toEqual([
      { kind: 'mission', ref: 'read-content', period: '2026-W47' },
    ]);
  });

  it('starts the missions fresh in the next ISO week', async () => {
    const investor = await signUpInvestor(app);
    await recordActivity(db, investor.id, { type: 'net-worth-updated', at: WEDNESDAY });
    const next = await recordActivity(db, investor.id, {
      type: 'net-worth-updated',
      at: NEXT_MONDAY,
    });
    expect(next.achievements.map((a) => a.id)).toEqual(['mission:update-patrimonio:2026-W48']);
    const [total] = await db
      .select({ n: count() })
      .from(progressGrants)
      .where(and(eq(progressGrants.userId, investor.id), eq(progressGrants.kind, 'mission')));
    expect(total?.n).toBe(2);
  });

  it('grants a badge once ever, with the mission of the week', async () => {
    const investor = await signUpInvestor(app);
    const first = await recordActivity(db, investor.id, { type: 'goal-created', at: WEDNESDAY });
    expect(first.achievements.map((a) => a.id)).toEqual([
      'mission:create-objetivo:2026-W47',
      'badge:first-goal',
    ]);
    const later = await recordActivity(db, investor.id, { type: 'goal-created', at: NEXT_MONDAY });
    expect(later.achievements.map((a) => a.id)).toEqual(['mission:create-objetivo:2026-W48']);
  });

  it('grants once when the same event arrives twice at the same time', async () => {
    const investor = await signUpInvestor(app);
    const event = { type: 'chat-message-sent', at: WEDNESDAY, channel: 'consultant' } as const;
    const results = await Promise.all([
      recordActivity(db, investor.id, event),
      recordActivity(db, investor.id, event),
      recordActivity(db, investor.id, event),
    ]);
    const granted = results.flatMap((r) => r.achievements.map((a) => a.id)).sort();
    expect(granted).toEqual(['badge:consultant-used', 'mission:use-chat:2026-W47']);
    expect(await grants(investor.id)).toHaveLength(2);
  });

  it('records each level once when the XP total crosses its threshold', async () => {
    const investor = await signUpInvestor(app);
    // 15 + 25 (goal) + 20 + 25 (chat with consultant) = 85 XP: still level 1.
    await recordActivity(db, investor.id, { type: 'goal-created', at: WEDNESDAY });
    await recordActivity(db, investor.id, {
      type: 'chat-message-sent',
      at: WEDNESDAY,
      channel: 'consultant',
    });
    expect((await progress(investor)).level).toBe(1);

    // + 25 (complete-profile) = 110 XP → level 2.
    const up = await recordActivity(db, investor.id, {
      type: 'suitability-completed',
      at: THURSDAY,
    });
    expect(up.achievements.map((a) => [a.id, a.title, a.points])).toEqual([
      ['badge:complete-profile', 'Nova Conquista!', BADGE_XP],
      ['level:2', 'Nível 2 Alcançado!', 0],
    ]);

    const again = await recordActivity(db, investor.id, {
      type: 'net-worth-updated',
      at: THURSDAY,
    });
    expect(again.achievements.map((a) => a.id)).toEqual(['mission:update-patrimonio:2026-W47']);

    const summary = await progress(investor);
    expect(summary).toMatchObject({
      totalXP: 120,
      level: 2,
      currentLevelName: 'Consciente',
      nextLevelName: 'Consistente',
      xpToNextLevel: 80,
      label: 'Nível 2 - Consciente',
      currentLevelMinXp: 100,
      nextLevelMinXp: 200,
    });
  });

  it('grants nothing when the action that fired it is rolled back', async () => {
    const investor = await signUpInvestor(app);
    await expect(
      db.transaction(async (tx) => {
        const result = await recordActivity(tx, investor.id, {
          type: 'goal-created',
          at: WEDNESDAY,
        });
        expect(result.achievements).toHaveLength(2);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await grants(investor.id)).toEqual([]);
  });

  it('keeps investors apart', async () => {
    const a = await signUpInvestor(app, 'Ana');
    const b = await signUpInvestor(app, 'Bruno');
    await recordActivity(db, a.id, { type: 'goal-created', at: WEDNESDAY });
    const result = await recordActivity(db, b.id, { type: 'goal-created', at: WEDNESDAY });
    expect(result.achievements).toHaveLength(2);
    expect((await progress(b)).totalXP).toBe(40);
  });

  it('refuses to rewrite a grant', async () => {
    const investor = await signUpInvestor(app);
    await recordActivity(db, investor.id, { type: 'goal-created', at: WEDNESDAY });
    await expect(
      db.update(progressGrants).set({ xp: 1000 }).where(eq(progressGrants.userId, investor.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(activityEvents).where(eq(activityEvents.userId, investor.id)),
    ).rejects.toThrow();
  });
});

describe('GET /api/gamification/progress', () => {
  it('starts at level 1 with every badge pending and every mission open', async () => {
    const investor = await signUpInvestor(app);
    const summary = await progress(investor);
    expect(summary).toMatchObject({
      totalXP: 0,
      level: 1,
      currentLevelName: 'Iniciante',
      nextLevelName: 'Consciente',
      xpToNextLevel: 100,
      label: 'Nível 1 - Iniciante',
      recentAchievements: [],
      modulesCompleted: 0,
    });
    expect(summary.modulesTotal).toBeGreaterThanOrEqual(7);
    expect(summary.badges).toHaveLength(6);
    expect(summary.badges.every((b: { earned: boolean }) => !b.earned)).toBe(true);
    expect(summary.weeklyMissions).toHaveLength(6);
    expect(summary.weeklyMissions.every((m: { completed: boolean }) => !m.completed)).toBe(true);
  });

  it('reads the grants and the academy in one statement', async () => {
    const investor = await signUpInvestor(app);
    await recordActivity(db, investor.id, { type: 'goal-created', at: new Date() });
    await progress(investor); // the session, now remembered
    const counted = countQueries(ctx.database);
    const summary = await progress(investor);
    counted.restore();
    expect(summary.totalXP).toBeGreaterThan(0);
    expect(counted.texts().filter((text) => text.includes('progress_grants'))).toHaveLength(1);
    expect(counted.texts().filter((text) => text.includes('academy_modules'))).toHaveLength(1);
  });

  it("shows this week's missions, badges with dates and the last 5 achievements", async () => {
    const investor = await signUpInvestor(app);
    const now = new Date();
    await recordActivity(db, investor.id, { type: 'goal-created', at: now });
    await recordActivity(db, investor.id, { type: 'net-worth-updated', at: now });
    await recordActivity(db, investor.id, {
      type: 'portfolio-updated',
      at: now,
      internationalValue: 100,
    });
    await recordActivity(db, investor.id, { type: 'content-read', at: now });
    // An old week's mission does not show as completed this week.
    await recordActivity(db, investor.id, {
      type: 'aporte-registered',
      at: new Date('2024-03-06T12:00:00-03:00'),
      aportesBefore: 0,
    });

    const summary = await progress(investor);
    const missions = Object.fromEntries(
      summary.weeklyMissions.map((m: { id: string; completed: boolean }) => [m.id, m.completed]),
    );
    expect(missions).toEqual({
      'update-patrimonio': true,
      'create-objetivo': true,
      'register-aporte': false,
      'use-chat': false,
      'read-content': true,
      'review-portfolio': true,
    });
    const firstGoal = summary.badges.find((b: { id: string }) => b.id === 'first-goal');
    expect(firstGoal).toMatchObject({ earned: true, earnedAt: now.toISOString() });
    expect(summary.recentAchievements).toHaveLength(5);
    expect(summary.recentAchievements[0].completedAt).toBe(now.toISOString());
    expect(summary.totalXP).toBe(15 + 25 + 10 + 15 + 25 + 10 + 20);
  });
});
