import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PROFILE_GATE_MESSAGES } from '@algoone/contracts';
import {
  ALLOCATION_NOTES,
  COMPLETE_QUESTIONNAIRE,
  QUICK_QUESTIONNAIRE,
  profileValidUntil,
} from '@algoone/domain';
import { recommendations, suitabilityRecords, users } from '../src/db/schema/index.ts';
import { readProfileGate, requireValidProfile } from '../src/modules/suitability/index.ts';
import { AppError } from '../src/lib/app-error.ts';
import { as, signUpInvestor, type Actor } from './support/actors.ts';
import {
  completeAnswers,
  insertProfile,
  monthsAgo,
  onboardingBody,
  postOnboarding,
  rowCounts,
} from './support/onboarding.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

const get = (url: string, actor: Actor | null) =>
  app.inject({ method: 'GET', url, headers: as(actor) });
const submit = (actor: Actor, payload: object) =>
  app.inject({ method: 'POST', url: '/api/suitability', headers: as(actor), payload });
const newRecommendation = (actor: Actor) =>
  app.inject({ method: 'POST', url: '/api/recommendations', headers: as(actor) });

describe('GET /api/suitability/questionnaires', () => {
  it('lists both questionnaires with their version, questions and options', async () => {
    const res = await get('/api/suitability/questionnaires', null);
    expect(res.statusCode).toBe(200);
    const { questionnaires, profileValidityMonths } = res.json();
    expect(profileValidityMonths).toBe(24);
    expect(questionnaires.map((q: { id: string }) => q.id)).toEqual(['rapido-v1', 'completo-v1']);
    const [quick, complete] = questionnaires;
    expect(quick.scoring).toBe('average');
    expect(quick.questions.map((q: { id: string }) => q.id)).toEqual(
      QUICK_QUESTIONNAIRE.questions.map((q) => q.id),
    );
    expect(quick.questions[0].options[0]).toEqual({
      id: 'nenhuma',
      label: 'Nunca investi ou uso só a poupança',
      points: 1,
    });
    expect(complete.questions).toHaveLength(10);
    expect(complete.questions[0].help).toBe(COMPLETE_QUESTIONNAIRE.questions[0]?.help);
  });
});

describe('POST /api/suitability (Refazer perfil)', () => {
  it('records the 10-question profile and a recommendation from the latest preferences and net worth', async () => {
    const investor = await signUpInvestor(app);
    await postOnboarding(
      app,
      investor,
      onboardingBody({
        patrimonioCents: 400_000,
        preferences: { cryptoInterest: true, noStocks: false, internationalInterest: true },
      }),
    );
    const res = await submit(investor, {
      questionnaireId: 'completo-v1',
      answers: completeAnswers(3),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { suitability, recommendation } = res.json();
    expect(suitability).toMatchObject({
      questionnaireId: 'completo-v1',
      totalPoints: 40,
      profile: 'Agressivo',
      allocationProfile: 'Arrojado',
      timeHorizon: 'Longo',
      valid: true,
    });
    expect(suitability.validUntil).toBe(
      profileValidUntil(new Date(suitability.completedAt)).toISOString(),
    );
    // Reading B: under R$ 5.000 the 15 international points split 7 / 8; crypto from Multimercado.
    expect(recommendation).toMatchObject({
      suitabilityRecordId: suitability.id,
      reading: 'dashboard',
      profile: 'Arrojado',
      timeHorizon: 'Longo',
      availableAmountCents: 400_000,
      preferences: { cryptoInterest: true, noStocks: false, internationalInterest: true },
      allocation: {
        'Renda Fixa': 27,
        Multimercado: 20,
        'Ações Brasil': 48,
        Internacional: 0,
        Cripto: 5,
      },
      notes: [ALLOCATION_NOTES.limitedCapitalSplit, ALLOCATION_NOTES.cryptoFromMultimarket],
    });
  });

  it('works before any onboarding, with the default preferences and no net worth', async () => {
    const investor = await signUpInvestor(app);
    const res = await submit(investor, {
      questionnaireId: 'completo-v1',
      answers: completeAnswers(0),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().suitability).toMatchObject({ totalPoints: 10, profile: 'Conservador' });
    expect(res.json().recommendation).toMatchObject({
      availableAmountCents: null,
      preferences: { cryptoInterest: false, noStocks: false, internationalInterest: true },
      allocation: {
        'Renda Fixa': 80,
        Multimercado: 10,
        'Ações Brasil': 5,
        Internacional: 5,
        Cripto: 0,
      },
    });
  });

  it.each([
    [15, 'Conservador'],
    [16, 'Moderado'],
    [30, 'Moderado'],
    [31, 'Agressivo'],
  ])('a total of %i points is %s', async (total, profile) => {
    // Ten questions at 1 point each, then one more point per question up to the total.
    const ranks = COMPLETE_QUESTIONNAIRE.questions.map(() => 0);
    for (let extra = total - 10, i = 0; extra > 0; i = (i + 1) % 10) {
      const step = Math.min(3 - (ranks[i] ?? 0), extra);
      ranks[i] = (ranks[i] ?? 0) + step;
      extra -= step;
    }
    const answers = Object.fromEntries(
      COMPLETE_QUESTIONNAIRE.questions.map((q, i) => [q.id, q.options[ranks[i] ?? 0]?.id]),
    );
    const investor = await signUpInvestor(app);
    const res = await submit(investor, { questionnaireId: 'completo-v1', answers });
    expect(res.json().suitability).toMatchObject({ totalPoints: total, profile });
  });

  it.each([
    [
      'a missing answer',
      { answers: (({ prazo: _p, ...rest }) => rest)(completeAnswers(1)) },
      'answers.prazo',
    ],
    ['an unknown option', { answers: { ...completeAnswers(1), prazo: 'sempre' } }, 'answers.prazo'],
    ['an unknown question', { answers: { ...completeAnswers(1), signo: 'leao' } }, 'answers.signo'],
    ['an unknown version', { questionnaireId: 'completo-v2' }, 'questionnaireId'],
    ['no answers at all', { answers: undefined }, 'answers'],
  ])('refuses %s with 400 and saves nothing', async (_label, overrides, field) => {
    const investor = await signUpInvestor(app);
    const before = await rowCounts(app, investor.id);
    const res = await submit(investor, {
      questionnaireId: 'completo-v1',
      answers: completeAnswers(1),
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields).toHaveProperty([field]);
    expect(await rowCounts(app, investor.id)).toEqual(before);
  });
});

describe('history', () => {
  it('grows with each redo, newest first, and recommendations follow', async () => {
    const investor = await signUpInvestor(app);
    await postOnboarding(app, investor, onboardingBody());
    await submit(investor, { questionnaireId: 'completo-v1', answers: completeAnswers(0) });
    await submit(investor, { questionnaireId: 'completo-v1', answers: completeAnswers(2) });

    const history = await get('/api/suitability/history', investor);
    expect(history.statusCode).toBe(200);
    const records = history.json().records;
    expect(records.map((r: { totalPoints: number }) => r.totalPoints)).toEqual([30, 10, 9]);
    expect(records.map((r: { questionnaireId: string }) => r.questionnaireId)).toEqual([
      'completo-v1',
      'completo-v1',
      'rapido-v1',
    ]);
    expect(records.every((r: { valid: boolean }) => r.valid)).toBe(true);

    const list = await get('/api/recommendations', investor);
    expect(list.statusCode).toBe(200);
    const recs = list.json().recommendations;
    expect(recs.map((r: { reading: string }) => r.reading)).toEqual([
      'dashboard',
      'dashboard',
      'onboarding',
    ]);
    expect(recs.map((r: { suitabilityRecordId: string }) => r.suitabilityRecordId)).toEqual(
      records.map((r: { id: string }) => r.id),
    );
  });

  it('shows each investor only their own records', async () => {
    const ana = await signUpInvestor(app, 'Ana Dona');
    const bia = await signUpInvestor(app, 'Bia Outra');
    await postOnboarding(app, ana, onboardingBody());
    await submit(ana, { questionnaireId: 'completo-v1', answers: completeAnswers(1) });
    await submit(bia, { questionnaireId: 'completo-v1', answers: completeAnswers(2) });

    const anas = (await get('/api/suitability/history', ana)).json().records;
    const bias = (await get('/api/suitability/history', bia)).json().records;
    expect(anas).toHaveLength(2);
    expect(bias).toHaveLength(1);
    expect(bias[0].totalPoints).toBe(30);
    const anaIds = new Set(anas.map((r: { id: string }) => r.id));
    expect(bias.some((r: { id: string }) => anaIds.has(r.id))).toBe(false);
    const biaRecs = (await get('/api/recommendations', bia)).json().recommendations;
    expect(biaRecs).toHaveLength(1);
    expect(biaRecs[0].suitabilityRecordId).toBe(bias[0].id);
  });
});

describe('the 24-month rule (CVM Res. 30/2021)', () => {
  it('refuses a new recommendation from a profile completed 25 months ago', async () => {
    const investor = await signUpInvestor(app);
    await insertProfile(app, investor.id, monthsAgo(25));
    const history = (await get('/api/suitability/history', investor)).json().records;
    expect(history[0].valid).toBe(false);

    const res = await newRecommendation(investor);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Seu perfil de investidor venceu (mais de 24 meses). Refaça o questionário para receber novas recomendações.',
    });
    expect((await rowCounts(app, investor.id)).recommendations).toBe(0);

    // Redoing the profile lifts the block.
    const redo = await submit(investor, {
      questionnaireId: 'completo-v1',
      answers: completeAnswers(1),
    });
    expect(redo.statusCode).toBe(201);
    const again = await newRecommendation(investor);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().suitabilityRecordId).toBe(redo.json().suitability.id);
  });

  it('gives a new recommendation from a profile completed 23 months ago', async () => {
    const investor = await signUpInvestor(app);
    const record = await insertProfile(app, investor.id, monthsAgo(23), {
      profile: 'Arrojado',
      allocationProfile: 'Arrojado',
      timeHorizon: 'Curto',
    });
    const res = await newRecommendation(investor);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      suitabilityRecordId: record.id,
      reading: 'dashboard',
      profile: 'Arrojado',
      timeHorizon: 'Curto',
      availableAmountCents: null,
      allocation: {
        'Renda Fixa': 40,
        Multimercado: 20,
        'Ações Brasil': 30,
        Internacional: 10,
        Cripto: 0,
      },
    });
    const listed = (await get('/api/recommendations', investor)).json().recommendations;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([res.json().id]);
  });

  it('refuses a recommendation to an investor with no profile at all', async () => {
    const investor = await signUpInvestor(app);
    const res = await newRecommendation(investor);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PROFILE_GATE_MESSAGES.missing);
  });

  it('the profile gate: valid up to, not including, 24 months after completion', async () => {
    const investor = await signUpInvestor(app);
    const completedAt = new Date('2024-03-10T15:00:00Z');
    const record = await insertProfile(app, investor.id, completedAt);
    const { db } = app.database;
    const justBefore = new Date(record.validUntil.getTime() - 1);
    const open = await readProfileGate(db, investor.id, justBefore);
    expect(open).toMatchObject({ status: 'valid', record: { id: record.id } });
    expect(requireValidProfile(open)).toMatchObject({ id: record.id });
    const closed = await readProfileGate(db, investor.id, record.validUntil);
    expect(closed).toMatchObject({ status: 'expired', record: { id: record.id } });
    expect(() => requireValidProfile(closed)).toThrow(AppError);
    expect(() => requireValidProfile(closed)).toThrow(
      expect.objectContaining({ statusCode: 409, message: PROFILE_GATE_MESSAGES.expired }),
    );
    // Only the latest profile counts: an older, expired one does not block a fresh one.
    const fresh = await insertProfile(app, investor.id, new Date('2026-01-05T12:00:00Z'));
    await expect(
      readProfileGate(db, investor.id, new Date('2026-06-01T00:00:00Z')),
    ).resolves.toMatchObject({ status: 'valid', record: { id: fresh.id } });
  });

  it('the profile gate is missing, with its reason, when there is no profile', async () => {
    const investor = await signUpInvestor(app);
    const gate = await readProfileGate(app.database.db, investor.id, new Date());
    expect(gate).toEqual({ status: 'missing', record: null, validUntil: null });
    expect(() => requireValidProfile(gate)).toThrow(
      expect.objectContaining({ statusCode: 409, message: PROFILE_GATE_MESSAGES.missing }),
    );
  });
});

describe('suitability records are history', () => {
  it('refuses updates and direct deletes, and goes away only with the account', async () => {
    const investor = await signUpInvestor(app);
    const record = await insertProfile(app, investor.id, new Date());
    const { db } = app.database;
    await expect(
      db
        .update(suitabilityRecords)
        .set({ profile: 'Arrojado' })
        .where(eq(suitabilityRecords.id, record.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(suitabilityRecords).where(eq(suitabilityRecords.id, record.id)),
    ).rejects.toThrow();

    await submit(investor, { questionnaireId: 'completo-v1', answers: completeAnswers(1) });
    await db.delete(users).where(eq(users.id, investor.id));
    const left = await db
      .select()
      .from(suitabilityRecords)
      .where(eq(suitabilityRecords.userId, investor.id));
    expect(left).toEqual([]);
    const recs = await db
      .select()
      .from(recommendations)
      .where(eq(recommendations.userId, investor.id));
    expect(recs).toEqual([]);
  });
});
