import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  EXPECTED_ANNUAL_RETURN_BY_PROFILE,
  GOAL_PROGRESS_HINTS,
  GOAL_STATUS_MESSAGES,
  GOAL_WARNING_MESSAGES,
  contributionNeededWithReturn,
  evaluateGoal,
  goalDueDate,
  monthGoalIsReached,
} from '@algoone/domain';
import {
  GOAL_LIMITS,
  GOAL_MESSAGES,
  ZGoalCreateBody,
  ZGoalUpdateBody,
  type TGoal,
  type TGoalCreateBody,
} from '@algoone/contracts';
import type { Db } from '../src/db/client.ts';
import { activityEvents, goals, progressGrants } from '../src/db/schema/index.ts';
import type { Viewer } from '../src/lib/viewer.ts';
import { createGoal } from '../src/modules/goals/create-goal.ts';
import { listGoals } from '../src/modules/goals/list-goals.ts';
import { updateGoal } from '../src/modules/goals/update-goal.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import { insertProfile, onboardingBody, postOnboarding } from './support/onboarding.ts';
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

const BASIC: TGoalCreateBody = {
  name: 'Viagem internacional',
  targetCents: 1_200_000,
  termMonths: 12,
};

function post(actor: Actor | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: as(actor),
    payload: payload as object,
  });
}

async function create(actor: Actor, body: Partial<TGoalCreateBody> = {}): Promise<TGoal> {
  const res = await post(actor, { ...BASIC, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().goal;
}

async function list(actor: Actor) {
  const res = await app.inject({ method: 'GET', url: '/api/goals', headers: as(actor) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function patch(actor: Actor, id: string, payload: unknown) {
  return app.inject({
    method: 'PATCH',
    url: `/api/goals/${id}`,
    headers: as(actor),
    payload: payload as object,
  });
}

async function goalCount(userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
  return row?.n ?? 0;
}

async function goalEvents(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.type, 'goal-created')));
  return row?.n ?? 0;
}

function viewerOf(actor: Actor): Viewer {
  return {
    id: actor.id,
    name: actor.name,
    email: actor.email,
    role: 'investor',
    twoFactorEnabled: false,
    sessionId: 'test',
  };
}

describe('creating a goal', () => {
  it('saves it with defaults, the deadline, its figures, and grants the mission and badge once', async () => {
    const investor = await signUpInvestor(app);
    const res = await post(investor, BASIC);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const goal: TGoal = body.goal;
    expect(goal).toMatchObject({
      name: 'Viagem internacional',
      targetCents: 1_200_000,
      accumulatedCents: 0,
      termMonths: 12,
      priority: 'Média',
      monthlyIncomeCents: null,
      monthlyExpensesCents: null,
      evaluation: {
        progressPercent: 0,
        reached: false,
        inProgress: false,
        monthsRemaining: 12,
        nearDeadline: false,
        monthlyNeededCents: 100_000,
        marginCents: null,
        status: null,
        statusMessage: null,
        progressHint: GOAL_PROGRESS_HINTS.low,
      },
    });
    const createdAt = new Date(goal.createdAt);
    const due = goalDueDate(createdAt, 12);
    expect(goal.dueDate).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(due),
    );
    expect(body.achievements.map((a: { id: string }) => a.id)).toEqual([
      expect.stringMatching(/^mission:create-objetivo:\d{4}-W\d{2}$/),
      'badge:first-goal',
    ]);
    expect(body.projectionBasis).toEqual({
      profile: 'Moderado',
      annualReturn: EXPECTED_ANNUAL_RETURN_BY_PROFILE.Moderado,
      source: 'default',
    });
    expect(await goalEvents(investor.id)).toBe(1);

    // A second goal the same week: the event is recorded, nothing is granted twice.
    const second = await post(investor, { ...BASIC, name: 'Casamento' });
    expect(second.statusCode).toBe(201);
    expect(second.json().achievements).toEqual([]);
    expect(await goalEvents(investor.id)).toBe(2);
    const grants = await db
      .select({ ref: progressGrants.ref })
      .from(progressGrants)
      .where(eq(progressGrants.userId, investor.id));
    expect(grants.map((g) => g.ref).sort()).toEqual(['create-objetivo', 'first-goal']);
  });

  it('keeps every field given, trims the name and allows accumulated above desired (reached)', async () => {
    const investor = await signUpInvestor(app);
    const goal = await create(investor, {
      name: '  Reserva de emergência  ',
      targetCents: 1_000_000,
      accumulatedCents: 1_250_000,
      termMonths: 6,
      priority: 'Alta',
      monthlyIncomeCents: 800_000,
      monthlyExpensesCents: 600_000,
    });
    expect(goal).toMatchObject({
      name: 'Reserva de emergência',
      priority: 'Alta',
      accumulatedCents: 1_250_000,
      monthlyIncomeCents: 800_000,
      monthlyExpensesCents: 600_000,
      evaluation: {
        progressPercent: 125,
        reached: true,
        inProgress: false,
        monthlyNeededCents: 0,
        marginCents: 200_000,
        status: 'acima',
        statusMessage: GOAL_STATUS_MESSAGES.acima,
        progressHint: GOAL_PROGRESS_HINTS.high,
      },
      projection: {
        monthReached: 0,
        monthReachedWithoutReturn: 0,
        contributionNeededWithReturnCents: 0,
        contributionNeededWithoutReturnCents: 0,
      },
    });
  });

  it.each([
    ['sem_margem', 500_000, 500_000],
    ['sem_margem', 400_000, 500_000],
    ['abaixo', 600_000, 500_001], // margin 99.999,99 < 100.000,00 needed
    ['acima', 600_000, 500_000], // margin = needed
  ] as const)('status %s with income %i and expenses %i', async (status, income, expenses) => {
    const investor = await signUpInvestor(app);
    const goal = await create(investor, {
      monthlyIncomeCents: income,
      monthlyExpensesCents: expenses,
    });
    expect(goal.evaluation.monthlyNeededCents).toBe(100_000);
    expect(goal.evaluation.marginCents).toBe(income - expenses);
    expect(goal.evaluation.status).toBe(status);
    expect(goal.evaluation.statusMessage).toBe(GOAL_STATUS_MESSAGES[status]);
  });

  it('refuses more than the limit of goals, saving nothing and recording nothing', async () => {
    const investor = await signUpInvestor(app);
    const createdAt = new Date();
    await db.insert(goals).values(
      Array.from({ length: GOAL_LIMITS.maxGoalsPerInvestor }, (_, i) => ({
        userId: investor.id,
        name: `Objetivo ${i + 1}`,
        targetCents: 100_000,
        termMonths: 12,
        createdAt,
        dueDate: '2030-01-01',
      })),
    );
    const res = await post(investor, BASIC);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(GOAL_MESSAGES.tooMany);
    expect(await goalCount(investor.id)).toBe(GOAL_LIMITS.maxGoalsPerInvestor);
    expect(await goalEvents(investor.id)).toBe(0);
  });
});

describe('bad input', () => {
  const tooLarge = GOAL_LIMITS.maxAmountCents + 1;
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['desired value negative', { targetCents: -100 }, 'targetCents', GOAL_MESSAGES.targetPositive],
    ['desired value zero', { targetCents: 0 }, 'targetCents', GOAL_MESSAGES.targetPositive],
    [
      'desired value missing',
      { targetCents: undefined },
      'targetCents',
      GOAL_MESSAGES.targetRequired,
    ],
    ['desired value null', { targetCents: null }, 'targetCents', GOAL_MESSAGES.targetRequired],
    ['desired value as text', { targetCents: 'mil' }, 'targetCents', GOAL_MESSAGES.targetRequired],
    [
      'desired value fractional',
      { targetCents: 100.5 },
      'targetCents',
      GOAL_MESSAGES.amountNotCents,
    ],
    [
      'desired value absurd',
      { targetCents: tooLarge },
      'targetCents',
      GOAL_MESSAGES.amountTooLarge,
    ],
    [
      'desired value beyond exact integers',
      { targetCents: Number.MAX_SAFE_INTEGER * 4 },
      'targetCents',
      GOAL_MESSAGES.amountNotCents,
    ],
    ['deadline 0', { termMonths: 0 }, 'termMonths', GOAL_MESSAGES.termMin],
    ['deadline negative', { termMonths: -3 }, 'termMonths', GOAL_MESSAGES.termMin],
    ['deadline fractional', { termMonths: 1.5 }, 'termMonths', GOAL_MESSAGES.termInteger],
    ['deadline as text', { termMonths: 'doze' }, 'termMonths', GOAL_MESSAGES.termNotNumber],
    [
      'deadline as a numeric string',
      { termMonths: '12' },
      'termMonths',
      GOAL_MESSAGES.termNotNumber,
    ],
    ['deadline missing', { termMonths: undefined }, 'termMonths', GOAL_MESSAGES.termRequired],
    ['deadline absurd', { termMonths: 601 }, 'termMonths', GOAL_MESSAGES.termMax],
    [
      'accumulated negative',
      { accumulatedCents: -1 },
      'accumulatedCents',
      GOAL_MESSAGES.accumulatedNegative,
    ],
    [
      'accumulated as text',
      { accumulatedCents: 'muito' },
      'accumulatedCents',
      GOAL_MESSAGES.accumulatedNotNumber,
    ],
    [
      'accumulated absurd',
      { accumulatedCents: 1e15 },
      'accumulatedCents',
      GOAL_MESSAGES.amountTooLarge,
    ],
    [
      'income as text',
      { monthlyIncomeCents: 'cinco mil' },
      'monthlyIncomeCents',
      GOAL_MESSAGES.incomeNotNumber,
    ],
    [
      'income as a numeric string',
      { monthlyIncomeCents: '500000' },
      'monthlyIncomeCents',
      GOAL_MESSAGES.incomeNotNumber,
    ],
    [
      'income as a boolean',
      { monthlyIncomeCents: true },
      'monthlyIncomeCents',
      GOAL_MESSAGES.incomeNotNumber,
    ],
    [
      'income negative',
      { monthlyIncomeCents: -1 },
      'monthlyIncomeCents',
      GOAL_MESSAGES.incomeNegative,
    ],
    [
      'income absurd',
      { monthlyIncomeCents: tooLarge },
      'monthlyIncomeCents',
      GOAL_MESSAGES.amountTooLarge,
    ],
    [
      'expenses as text',
      { monthlyExpensesCents: 'x' },
      'monthlyExpensesCents',
      GOAL_MESSAGES.expensesNotNumber,
    ],
    [
      'expenses as an object',
      { monthlyExpensesCents: {} },
      'monthlyExpensesCents',
      GOAL_MESSAGES.expensesNotNumber,
    ],
    [
      'expenses negative',
      { monthlyExpensesCents: -5 },
      'monthlyExpensesCents',
      GOAL_MESSAGES.expensesNegative,
    ],
    ['name missing', { name: undefined }, 'name', GOAL_MESSAGES.nameRequired],
    ['name blank', { name: '   ' }, 'name', GOAL_MESSAGES.nameRequired],
    ['name too long', { name: 'x'.repeat(81) }, 'name', GOAL_MESSAGES.nameTooLong],
    ['unknown priority', { priority: 'Urgente' }, 'priority', GOAL_MESSAGES.priorityUnknown],
  ];

  it.each(cases)(
    '%s → 400 with the field message, nothing saved',
    async (_, change, field, message) => {
      const investor = await signUpInvestor(app);
      const res = await post(investor, { ...BASIC, ...change });
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields?.[field]).toBe(message);
      expect(await goalCount(investor.id)).toBe(0);
      expect(await goalEvents(investor.id)).toBe(0);
    },
  );

  it('reports every missing required field at once', async () => {
    const investor = await signUpInvestor(app);
    const res = await post(investor, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: GOAL_MESSAGES.nameRequired,
      targetCents: GOAL_MESSAGES.targetRequired,
      termMonths: GOAL_MESSAGES.termRequired,
    });
  });

  it('a number too large for JSON (1e400) is refused, not a 500', async () => {
    const investor = await signUpInvestor(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...as(investor), 'content-type': 'application/json' },
      payload: '{"name":"Casa","targetCents":1e400,"termMonths":12}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.targetCents).toBeDefined();
    expect(await goalCount(investor.id)).toBe(0);
  });
});

describe('the list', () => {
  it('is empty for a new investor', async () => {
    const investor = await signUpInvestor(app);
    expect(await list(investor)).toEqual({
      goals: [],
      summary: {
        totalTargetCents: 0,
        totalAccumulatedCents: 0,
        overallProgressPercent: 0,
        goalsInProgress: 0,
        goalsNearDeadline: 0,
        goalsTotal: 0,
      },
      warnings: [],
      projectionBasis: { profile: 'Moderado', annualReturn: 0.1, source: 'default' },
      limits: { maxGoals: GOAL_LIMITS.maxGoalsPerInvestor },
      firstGoalName: null,
    });
  });

  it('offers the goal picked at the onboarding until the first goal exists', async () => {
    const investor = await signUpInvestor(app);
    const saved = await postOnboarding(
      app,
      investor,
      onboardingBody({ firstGoalName: 'Casamento' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await list(investor)).firstGoalName).toBe('Casamento');
    await create(investor, { name: 'Casamento' });
    expect((await list(investor)).firstGoalName).toBeNull();
  });

  it('shows only the viewer’s goals, newest first, with the summary', async () => {
    const investor = await signUpInvestor(app);
    const other = await signUpInvestor(app);
    await create(other, { name: 'Do outro investidor' });
    const budget = { monthlyIncomeCents: 1_000_000, monthlyExpensesCents: 500_000 };
    await create(investor, {
      name: 'Primeiro',
      targetCents: 1_000_000,
      accumulatedCents: 500_000,
      ...budget,
    });
    await create(investor, {
      name: 'Segundo',
      targetCents: 3_000_000,
      accumulatedCents: 0,
      ...budget,
    });
    await create(investor, {
      name: 'Terceiro',
      targetCents: 1_000_000,
      accumulatedCents: 1_000_000,
      termMonths: 2,
      ...budget,
    });
    const body = await list(investor);
    expect(body.goals.map((g: TGoal) => g.name)).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
    expect(body.summary).toEqual({
      totalTargetCents: 5_000_000,
      totalAccumulatedCents: 1_500_000,
      overallProgressPercent: 30,
      goalsInProgress: 1, // 0% and 100% are not "in progress"
      goalsNearDeadline: 1, // the 2-month one
      goalsTotal: 3,
    });
    // Reached with 2 months left: near its deadline, but not under 30%; all have a budget.
    expect(body.warnings).toEqual([]);
  });

  it('uses the expected return of the latest suitability profile', async () => {
    const investor = await signUpInvestor(app);
    await insertProfile(app, investor.id, new Date(), {
      profile: 'Arrojado',
      allocationProfile: 'Arrojado',
    });
    const goal = await create(investor, {
      targetCents: 10_000_000,
      accumulatedCents: 1_000_000,
      termMonths: 60,
      monthlyIncomeCents: 700_000,
      monthlyExpensesCents: 600_000,
    });
    const body = await list(investor);
    expect(body.projectionBasis).toEqual({
      profile: 'Arrojado',
      annualReturn: EXPECTED_ANNUAL_RETURN_BY_PROFILE.Arrojado,
      source: 'suitability',
    });
    const projection = body.goals[0].projection;
    const input = { accumulated: 1_000_000, monthlyContribution: 100_000, annualReturn: 0.12 };
    expect(projection.monthlyContributionCents).toBe(100_000);
    expect(projection.monthReached).toBe(monthGoalIsReached(input, 10_000_000));
    expect(projection.monthReachedWithoutReturn).toBe(90);
    expect(projection.contributionNeededWithReturnCents).toBe(
      contributionNeededWithReturn(1_000_000, 10_000_000, goal.evaluation.monthsRemaining, 0.12),
    );
    expect(projection.contributionNeededWithoutReturnCents).toBe(150_000);
  });
});

describe('figures at a fixed instant (use cases)', () => {
  // 31 January at 10:00 in São Paulo: month ends clamp.
  const CREATED = new Date('2025-01-31T10:00:00-03:00');

  it('match the domain, and the chart keeps the deadline and the month reached', async () => {
    const investor = await signUpInvestor(app);
    const body = ZGoalCreateBody.parse({
      name: 'Comprar a casa própria',
      targetCents: 20_000_000,
      accumulatedCents: 5_000_000,
      termMonths: 36,
      monthlyIncomeCents: 1_500_000,
      monthlyExpensesCents: 1_100_000,
    });
    const { goal } = await createGoal(db, viewerOf(investor), body, CREATED);
    const later = new Date('2025-07-15T12:00:00-03:00');
    const { goals: listed } = await listGoals(db, viewerOf(investor), later);
    const view = listed[0];
    expect(view?.id).toBe(goal.id);
    const expected = evaluateGoal(
      {
        targetCents: 20_000_000,
        accumulatedCents: 5_000_000,
        dueDate: goalDueDate(CREATED, 36),
        monthlyIncomeCents: 1_500_000,
        monthlyExpensesCents: 1_100_000,
      },
      later,
    );
    expect(view?.dueDate).toBe('2028-01-31');
    expect(view?.evaluation).toEqual({
      progressPercent: expected.progressPercent,
      reached: expected.reached,
      inProgress: expected.inProgress,
      monthsRemaining: expected.monthsRemaining,
      nearDeadline: expected.nearDeadline,
      monthlyNeededCents: expected.monthlyNeeded,
      marginCents: expected.margin,
      status: expected.status,
      statusMessage: expected.statusMessage,
      progressHint: expected.progressHint,
    });
    expect(expected.monthsRemaining).toBe(31);
    const projection = view?.projection;
    const months = projection?.points.map((p) => p.month) ?? [];
    expect(months[0]).toBe(0);
    expect(months).toContain(31);
    expect(months).toContain(projection?.monthReached);
    expect(months.at(-1)).toBe(projection?.horizonMonths);
    expect(months.length).toBeLessThanOrEqual(64);
  });

  it('editing the term counts from the original creation date (month end clamped)', async () => {
    const investor = await signUpInvestor(app);
    const viewer = viewerOf(investor);
    const { goal } = await createGoal(
      db,
      viewer,
      ZGoalCreateBody.parse({ name: 'Intercâmbio', targetCents: 100_000, termMonths: 1 }),
      CREATED,
    );
    expect(goal.dueDate).toBe('2025-02-28');
    const { goal: edited } = await updateGoal(
      db,
      viewer,
      goal.id,
      ZGoalUpdateBody.parse({ termMonths: 13 }),
      new Date('2025-02-10T09:00:00-03:00'),
    );
    expect(edited.dueDate).toBe('2026-02-28');
    expect(edited.createdAt).toBe(CREATED.toISOString());
    const [row] = await db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row?.dueDate).toBe('2026-02-28');
  });
});

describe('warnings', () => {
  it('ask for income and expenses when any goal lacks them', async () => {
    const investor = await signUpInvestor(app);
    await create(investor, { monthlyIncomeCents: 500_000, monthlyExpensesCents: 300_000 });
    expect((await list(investor)).warnings).toEqual([]);
    await create(investor, { monthlyIncomeCents: 500_000 }); // expenses missing
    expect((await list(investor)).warnings).toEqual([
      { code: 'missing_budget', message: GOAL_WARNING_MESSAGES.missing_budget },
    ]);
  });

  it('flag a goal with 3 months or fewer and under 30%, at the boundaries', async () => {
    const budget = { monthlyIncomeCents: 500_000, monthlyExpensesCents: 300_000 };
    const near = GOAL_WARNING_MESSAGES.near_deadline_low_progress;

    const under = await signUpInvestor(app);
    await create(under, {
      ...budget,
      termMonths: 3,
      targetCents: 100_000,
      accumulatedCents: 29_900,
    });
    expect((await list(under)).warnings).toEqual([
      { code: 'near_deadline_low_progress', message: near },
    ]);

    const atThirty = await signUpInvestor(app);
    await create(atThirty, {
      ...budget,
      termMonths: 3,
      targetCents: 100_000,
      accumulatedCents: 30_000,
    });
    expect((await list(atThirty)).warnings).toEqual([]);

    const fourMonths = await signUpInvestor(app);
    await create(fourMonths, {
      ...budget,
      termMonths: 4,
      targetCents: 100_000,
      accumulatedCents: 0,
    });
    expect((await list(fourMonths)).warnings).toEqual([]);
  });
});

describe('read, update and delete', () => {
  it('reads, edits and deletes the owner’s goal', async () => {
    const investor = await signUpInvestor(app);
    const goal = await create(investor, {
      monthlyIncomeCents: 500_000,
      monthlyExpensesCents: 100_000,
    });

    const read = await app.inject({
      method: 'GET',
      url: `/api/goals/${goal.id}`,
      headers: as(investor),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().goal).toMatchObject({ id: goal.id, name: BASIC.name });

    const edited = await patch(investor, goal.id, {
      name: 'Viagem ao Japão',
      accumulatedCents: 600_000,
      priority: 'Baixa',
      monthlyIncomeCents: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().goal).toMatchObject({
      name: 'Viagem ao Japão',
      accumulatedCents: 600_000,
      priority: 'Baixa',
      monthlyIncomeCents: null,
      monthlyExpensesCents: 100_000,
      termMonths: 12,
      dueDate: goal.dueDate,
      evaluation: { progressPercent: 50, status: null, progressHint: GOAL_PROGRESS_HINTS.medium },
    });
    // Editing earns nothing.
    expect(edited.json()).not.toHaveProperty('achievements');
    expect(await goalEvents(investor.id)).toBe(1);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/goals/${goal.id}`,
      headers: as(investor),
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const gone = await app.inject({
      method: 'GET',
      url: `/api/goals/${goal.id}`,
      headers: as(investor),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(GOAL_MESSAGES.notFound);
    expect((await list(investor)).goals).toEqual([]);
  });

  it('refuses bad edits with field messages and changes nothing', async () => {
    const investor = await signUpInvestor(app);
    const goal = await create(investor);
    for (const [payload, field, message] of [
      [{}, '_', GOAL_MESSAGES.nothingToUpdate],
      [{ targetCents: 0 }, 'targetCents', GOAL_MESSAGES.targetPositive],
      [{ termMonths: 2.5 }, 'termMonths', GOAL_MESSAGES.termInteger],
      [{ termMonths: 0 }, 'termMonths', GOAL_MESSAGES.termMin],
      [{ accumulatedCents: -10 }, 'accumulatedCents', GOAL_MESSAGES.accumulatedNegative],
      [{ monthlyExpensesCents: 'abc' }, 'monthlyExpensesCents', GOAL_MESSAGES.expensesNotNumber],
      [{ name: '' }, 'name', GOAL_MESSAGES.nameRequired],
    ] as const) {
      const res = await patch(investor, goal.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields?.[field]).toBe(message);
    }
    const [row] = await db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row).toMatchObject({ name: BASIC.name, targetCents: BASIC.targetCents, termMonths: 12 });
  });

  it('answers 404 to another investor, whatever the method, and leaves the goal alone', async () => {
    const owner = await signUpInvestor(app);
    const intruder = await signUpInvestor(app);
    const goal = await create(owner);
    const url = `/api/goals/${goal.id}`;
    const answers = await Promise.all([
      app.inject({ method: 'GET', url, headers: as(intruder) }),
      patch(intruder, goal.id, { accumulatedCents: 1 }),
      app.inject({ method: 'DELETE', url, headers: as(intruder) }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: GOAL_MESSAGES.notFound,
      });
    }
    const [row] = await db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row?.accumulatedCents).toBe(0);
    expect((await list(intruder)).goals).toEqual([]);
  });

  it('answers 404 to ids that name no goal', async () => {
    const investor = await signUpInvestor(app);
    for (const id of ['nao-e-um-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      const url = `/api/goals/${encodeURIComponent(id)}`;
      expect((await app.inject({ method: 'GET', url, headers: as(investor) })).statusCode).toBe(
        404,
      );
      expect((await patch(investor, encodeURIComponent(id), { name: 'x' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url, headers: as(investor) })).statusCode).toBe(
        404,
      );
    }
  });
});
