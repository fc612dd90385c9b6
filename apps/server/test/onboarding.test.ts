import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ALLOCATION_NOTES,
  ALLOCATION_OBSERVATIONS,
  ASSET_CLASS_JUSTIFICATIONS,
  MAX_CENTS,
  profileValidUntil,
} from '@algoone/domain';
import {
  brokers,
  investorBrokers,
  recommendations,
  suitabilityRecords,
  users,
} from '../src/db/schema/index.ts';
import { as, cookieFrom, signIn, signUpBody, signUpInvestor } from './support/actors.ts';
import {
  CAUTIOUS_SHORT_ANSWERS,
  MODERATE_MEDIUM_ANSWERS,
  NO_PREFERENCES,
  completeAnswers,
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

const preview = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/onboarding/preview', headers: as(null), payload });

describe('POST /api/onboarding', () => {
  it('saves profile, suitability record, recommendation, brokers and net worth together', async () => {
    const investor = await signUpInvestor(app, 'Ana Souza');
    const res = await postOnboarding(app, investor, onboardingBody({ name: 'Ana Paula Souza' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();

    expect(body.profile).toEqual({
      name: 'Ana Paula Souza',
      email: investor.email,
      phone: '11912345678',
      preferences: NO_PREFERENCES,
      firstGoalName: 'Aposentadoria',
      brokerIds: ['xp', 'btg'],
      patrimonioCents: 5_000_000,
      onboardingCompletedAt: expect.any(String),
    });
    expect(body.suitability).toMatchObject({
      questionnaireId: 'rapido-v1',
      answers: MODERATE_MEDIUM_ANSWERS,
      totalPoints: 9,
      profile: 'Moderado',
      allocationProfile: 'Moderado',
      timeHorizon: 'Médio',
      valid: true,
    });
    const completedAt = new Date(body.suitability.completedAt);
    expect(body.suitability.validUntil).toBe(profileValidUntil(completedAt).toISOString());
    expect(body.recommendation).toMatchObject({
      suitabilityRecordId: body.suitability.id,
      profile: 'Moderado',
      timeHorizon: 'Médio',
      reading: 'onboarding',
      status: 'pendente',
      appliedAt: null,
      availableAmountCents: 5_000_000,
      allocation: {
        'Renda Fixa': 50,
        Multimercado: 25,
        'Ações Brasil': 20,
        Internacional: 5,
        Cripto: 0,
      },
      observation: ALLOCATION_OBSERVATIONS.Moderado.Médio,
      notes: [],
    });
    expect(Object.keys(body.recommendation.justifications).sort()).toEqual(
      ['Ações Brasil', 'Internacional', 'Multimercado', 'Renda Fixa'].sort(),
    );

    expect(await rowCounts(app, investor.id)).toEqual({
      suitabilityRecords: 1,
      recommendations: 1,
      netWorthSnapshots: 1,
      investorBrokers: 2,
      investorProfiles: 1,
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.id, investor.id));
    expect(user?.name).toBe('Ana Paula Souza');
  });

  it('keeps the account name when none is sent', async () => {
    const investor = await signUpInvestor(app, 'Bruno Lima');
    const res = await postOnboarding(app, investor, onboardingBody());
    expect(res.json().profile.name).toBe('Bruno Lima');
  });

  it('recomputes everything on the server and ignores a profile or allocation sent by the client', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(app, investor, {
      ...onboardingBody({ answers: CAUTIOUS_SHORT_ANSWERS }),
      profile: 'Arrojado',
      totalPoints: 16,
      allocation: {
        'Renda Fixa': 0,
        Multimercado: 0,
        'Ações Brasil': 0,
        Internacional: 0,
        Cripto: 100,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().suitability).toMatchObject({ profile: 'Conservador', totalPoints: 4 });
    expect(res.json().recommendation.allocation.Cripto).toBe(0);
  });

  it('gives a cautious, short-horizon investor the Conservador/Curto override of 90/10', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(
      app,
      investor,
      onboardingBody({
        answers: CAUTIOUS_SHORT_ANSWERS,
        // The override replaces every other adjustment, crypto included.
        preferences: { cryptoInterest: true, noStocks: false, internationalInterest: true },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { suitability, recommendation } = res.json();
    expect(suitability).toMatchObject({ profile: 'Conservador', timeHorizon: 'Curto' });
    expect(recommendation.allocation).toEqual({
      'Renda Fixa': 90,
      Multimercado: 10,
      'Ações Brasil': 0,
      Internacional: 0,
      Cripto: 0,
    });
    expect(recommendation.notes).toEqual([ALLOCATION_NOTES.conservativeShortTerm]);
    expect(recommendation.justifications).toEqual({
      'Renda Fixa': ASSET_CLASS_JUSTIFICATIONS['Renda Fixa'],
      Multimercado: ASSET_CLASS_JUSTIFICATIONS.Multimercado,
    });
  });

  it('under R$ 5.000 sets Internacional to 0 with the limited-capital note', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(app, investor, onboardingBody({ patrimonioCents: 499_999 }));
    expect(res.statusCode, res.body).toBe(201);
    const { recommendation } = res.json();
    expect(recommendation.allocation).toEqual({
      'Renda Fixa': 55,
      Multimercado: 25,
      'Ações Brasil': 20,
      Internacional: 0,
      Cripto: 0,
    });
    expect(recommendation.notes).toEqual([ALLOCATION_NOTES.limitedCapitalToFixedIncome]);
    expect(recommendation.justifications).not.toHaveProperty('Internacional');
  });

  it('keeps Internacional at exactly R$ 5.000,00', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(app, investor, onboardingBody({ patrimonioCents: 500_000 }));
    expect(res.json().recommendation.allocation.Internacional).toBe(5);
    expect(res.json().recommendation.notes).toEqual([]);
  });

  it('applies the crypto and no-stocks preferences by reading A', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(
      app,
      investor,
      onboardingBody({
        preferences: { cryptoInterest: true, noStocks: true, internationalInterest: false },
      }),
    );
    expect(res.json().recommendation.allocation).toEqual({
      'Renda Fixa': 50,
      Multimercado: 40,
      'Ações Brasil': 0,
      Internacional: 5,
      Cripto: 5,
    });
    expect(res.json().recommendation.notes).toEqual([
      ALLOCATION_NOTES.cryptoFromStocks,
      ALLOCATION_NOTES.noStocksToMultimarket,
    ]);
    expect(res.json().profile.preferences).toEqual({
      cryptoInterest: true,
      noStocks: true,
      internationalInterest: false,
    });
  });

  it('without a patrimônio saves no snapshot and does not apply the limited-capital rule', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(
      app,
      investor,
      onboardingBody({ patrimonioCents: undefined, phone: undefined, firstGoalName: undefined }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile).toMatchObject({
      patrimonioCents: null,
      phone: null,
      firstGoalName: null,
    });
    expect(res.json().recommendation).toMatchObject({ availableAmountCents: null, notes: [] });
    expect(res.json().recommendation.allocation.Internacional).toBe(5);
    expect((await rowCounts(app, investor.id)).netWorthSnapshots).toBe(0);
  });

  it('accepts an empty phone as none', async () => {
    const investor = await signUpInvestor(app);
    const res = await postOnboarding(app, investor, onboardingBody({ phone: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile.phone).toBeNull();
  });

  describe('bad input: 400 with a pt-BR message and nothing saved', () => {
    it.each([
      [
        'an unknown question',
        { answers: { ...MODERATE_MEDIUM_ANSWERS, renda: 'alta' } },
        'answers.renda',
      ],
      [
        'an unknown option',
        { answers: { ...MODERATE_MEDIUM_ANSWERS, prazo: 'dez-anos' } },
        'answers.prazo',
      ],
      [
        'a missing answer',
        {
          answers: {
            experiencia: 'nenhuma',
            objetivos: 'preservar',
            prazo: 'ate-1-ano',
          },
        },
        'answers.volatilidade',
      ],
      ['an unknown questionnaire version', { questionnaireId: 'rapido-v2' }, 'questionnaireId'],
      [
        'the 10-question version in the onboarding',
        { questionnaireId: 'completo-v1', answers: completeAnswers(1) },
        'questionnaireId',
      ],
      ['an unknown broker', { brokerIds: ['xp', 'corretora-fantasma'] }, 'brokerIds'],
      ['no broker', { brokerIds: [] }, 'brokerIds'],
      ['a negative patrimônio', { patrimonioCents: -1 }, 'patrimonioCents'],
      ['a fractional patrimônio', { patrimonioCents: 10.5 }, 'patrimonioCents'],
      ['a patrimônio above the limit', { patrimonioCents: MAX_CENTS + 2 }, 'patrimonioCents'],
      ['a patrimônio far above the limit', { patrimonioCents: 2 ** 60 }, 'patrimonioCents'],
      ['a patrimônio as text', { patrimonioCents: '5000' }, 'patrimonioCents'],
      ['a phone without area code', { phone: '91234-5678' }, 'phone'],
      ['a phone with letters', { phone: '11 9abc-5678' }, 'phone'],
      ['a goal outside the suggestions', { firstGoalName: 'Comprar um iate' }, 'firstGoalName'],
      ['a missing preference', { preferences: { cryptoInterest: true } }, 'preferences.noStocks'],
      ['a one-letter name', { name: 'A' }, 'name'],
    ])('%s', async (_label, overrides, field) => {
      const investor = await signUpInvestor(app, 'Nome Original');
      const before = await rowCounts(app, investor.id);
      const res = await postOnboarding(app, investor, {
        ...onboardingBody(),
        ...(overrides as object),
      });
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(/[a-zà-ú]/i);
      expect(Object.keys(error.fields)).toContain(field);
      expect(error.fields[field]).not.toMatch(/^(Invalid|Expected|Required)/);
      expect(await rowCounts(app, investor.id)).toEqual(before);
      const [user] = await app.database.db.select().from(users).where(eq(users.id, investor.id));
      expect(user?.name).toBe('Nome Original');
    });

    it('reports bad answers and bad brokers together, in pt-BR', async () => {
      const investor = await signUpInvestor(app);
      const res = await postOnboarding(
        app,
        investor,
        onboardingBody({
          answers: {
            experiencia: 'nenhuma',
            objetivos: 'preservar',
            prazo: 'ate-1-ano',
            extra: 'x',
          },
          brokerIds: ['xp', 'nao-existe'],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        'answers.extra': 'A pergunta "extra" não faz parte deste questionário.',
        'answers.volatilidade': expect.stringMatching(/^Responda a pergunta/),
        brokerIds: 'Corretora desconhecida: nao-existe. Escolha uma da lista.',
      });
      expect(await rowCounts(app, investor.id)).toEqual({
        suitabilityRecords: 0,
        recommendations: 0,
        netWorthSnapshots: 0,
        investorBrokers: 0,
        investorProfiles: 0,
      });
    });

    it('refuses an inactive broker', async () => {
      const id = `inativa-${Date.now()}`;
      // A broker of this test only, so the shared PostgreSQL run is not disturbed.
      await app.database.db
        .insert(brokers)
        .values({ id, name: 'Inativa', cashbackAnnualBps: 10, active: false });
      const investor = await signUpInvestor(app);
      const res = await postOnboarding(app, investor, onboardingBody({ brokerIds: [id] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.brokerIds).toMatch(/desconhecida/);
    });

    it('refuses malformed JSON with the API error shape', async () => {
      const investor = await signUpInvestor(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/onboarding',
        headers: { ...as(investor), 'content-type': 'application/json' },
        payload: '{"answers":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MALFORMED_JSON');
    });
  });

  it('rolls back everything when a write fails midway', async () => {
    const investor = await signUpInvestor(app, 'Nome Original');
    const { db } = app.database;
    // Make the last write of the transaction (the broker selection) fail for this user only.
    const fn = `test_fail_${investor.id.replaceAll('-', '_')}`;
    await db.execute(
      sql.raw(`create function ${fn}() returns trigger as $$ begin
        if new.user_id = '${investor.id}' then raise exception 'forced failure'; end if;
        return new; end; $$ language plpgsql`),
    );
    await db.execute(
      sql.raw(`create trigger ${fn} before insert on investor_brokers
        for each row execute function ${fn}()`),
    );
    try {
      const res = await postOnboarding(app, investor, onboardingBody({ name: 'Nome Novo' }));
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Erro interno. Tente novamente mais tarde.',
      });
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on investor_brokers`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    expect(await rowCounts(app, investor.id)).toEqual({
      suitabilityRecords: 0,
      recommendations: 0,
      netWorthSnapshots: 0,
      investorBrokers: 0,
      investorProfiles: 0,
    });
    const [user] = await db.select().from(users).where(eq(users.id, investor.id));
    expect(user?.name).toBe('Nome Original');
  });

  it('redoing the onboarding adds to the history and replaces the broker selection', async () => {
    const investor = await signUpInvestor(app);
    await postOnboarding(app, investor, onboardingBody({ brokerIds: ['xp', 'btg'] }));
    const btgSelectedAt = async () => {
      const rows = await app.database.db
        .select()
        .from(investorBrokers)
        .where(eq(investorBrokers.userId, investor.id));
      return rows.find((row) => row.brokerId === 'btg')?.selectedAt;
    };
    const firstSelected = await btgSelectedAt();
    const res = await postOnboarding(
      app,
      investor,
      onboardingBody({
        brokerIds: ['avenue', 'btg'],
        answers: CAUTIOUS_SHORT_ANSWERS,
        patrimonioCents: 100_000,
        phone: undefined,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile).toMatchObject({
      brokerIds: ['btg', 'avenue'],
      phone: '11912345678',
      patrimonioCents: 100_000,
    });
    expect(await rowCounts(app, investor.id)).toEqual({
      suitabilityRecords: 2,
      recommendations: 2,
      netWorthSnapshots: 2,
      investorBrokers: 2,
      investorProfiles: 1,
    });
    expect(await btgSelectedAt()).toEqual(firstSelected);

    const cleared = await postOnboarding(app, investor, onboardingBody({ phone: null }));
    expect(cleared.json().profile.phone).toBeNull();
  });

  it('two saves at once leave one whole broker selection, not a mix', async () => {
    const investor = await signUpInvestor(app);
    const results = await Promise.all([
      postOnboarding(app, investor, onboardingBody({ brokerIds: ['xp', 'btg'] })),
      postOnboarding(app, investor, onboardingBody({ brokerIds: ['avenue', 'rico'] })),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
    const rows = await app.database.db
      .select({ id: investorBrokers.brokerId })
      .from(investorBrokers)
      .where(eq(investorBrokers.userId, investor.id));
    const selected = rows.map((row) => row.id).sort();
    expect([
      ['btg', 'xp'],
      ['avenue', 'rico'],
    ]).toContainEqual(selected);
    expect((await rowCounts(app, investor.id)).suitabilityRecords).toBe(2);
  });

  it('a redo without a patrimônio uses the latest net worth on file', async () => {
    const investor = await signUpInvestor(app);
    await postOnboarding(app, investor, onboardingBody({ patrimonioCents: 300_000 }));
    const res = await postOnboarding(app, investor, onboardingBody({ patrimonioCents: null }));
    expect(res.json().recommendation).toMatchObject({ availableAmountCents: 300_000 });
    expect(res.json().recommendation.allocation.Internacional).toBe(0);
    expect((await rowCounts(app, investor.id)).netWorthSnapshots).toBe(1);
  });
});

describe('GET /api/onboarding', () => {
  it('is empty before the onboarding and returns only the viewer’s own data after', async () => {
    const ana = await signUpInvestor(app, 'Ana Dona');
    const bia = await signUpInvestor(app, 'Bia Outra');
    const empty = await app.inject({ method: 'GET', url: '/api/onboarding', headers: as(ana) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      profile: {
        name: 'Ana Dona',
        email: ana.email,
        phone: null,
        preferences: NO_PREFERENCES,
        firstGoalName: null,
        brokerIds: [],
        patrimonioCents: null,
        onboardingCompletedAt: null,
      },
      suitability: null,
      recommendation: null,
    });

    const { achievements, ...saved } = (await postOnboarding(app, ana, onboardingBody())).json();
    expect(achievements.map((a: { title: string }) => a.title)).toContain('Nova Conquista!');
    const mine = await app.inject({ method: 'GET', url: '/api/onboarding', headers: as(ana) });
    expect(mine.json()).toEqual(saved);
    const theirs = await app.inject({ method: 'GET', url: '/api/onboarding', headers: as(bia) });
    expect(theirs.json().suitability).toBeNull();
    expect(theirs.json().profile.email).toBe(bia.email);
  });

  it('a visitor signs up at step 5, saves, signs out, signs in again and finds the profile', async () => {
    const account = signUpBody({ name: 'Carla Visitante' });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: as(null),
      payload: account,
    });
    expect(signUp.statusCode).toBe(201);
    const visitor = {
      id: signUp.json().user.id,
      email: account.email,
      name: account.name,
      role: 'investor' as const,
      cookie: cookieFrom(signUp.headers['set-cookie']),
    };
    const saved = await postOnboarding(
      app,
      visitor,
      onboardingBody({ answers: CAUTIOUS_SHORT_ANSWERS }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: as(visitor) });
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/onboarding',
      headers: as(visitor),
    });
    expect(signedOut.statusCode).toBe(401);

    const again = await signIn(app, account.email);
    const cookie = cookieFrom(again.headers['set-cookie']);
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding',
      headers: as({ ...visitor, cookie }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().suitability).toMatchObject({ profile: 'Conservador', timeHorizon: 'Curto' });
    expect(res.json().recommendation.allocation['Renda Fixa']).toBe(90);
    expect(res.json().profile.onboardingCompletedAt).toEqual(expect.any(String));
  });
});

describe('POST /api/onboarding/preview', () => {
  async function totalRows() {
    const [records] = await app.database.db.select({ n: count() }).from(suitabilityRecords);
    const [recs] = await app.database.db.select({ n: count() }).from(recommendations);
    return (records?.n ?? 0) + (recs?.n ?? 0);
  }

  it('previews with partial answers by averaging the ones given, and saves nothing', async () => {
    const before = await totalRows();
    const res = await preview({
      questionnaireId: 'rapido-v1',
      answers: { experiencia: 'fundos-e-acoes' },
      patrimonioCents: 1_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suitability).toEqual({
      questionnaireId: 'rapido-v1',
      answeredCount: 1,
      questionCount: 4,
      complete: false,
      totalPoints: 3,
      profile: 'Arrojado',
      allocationProfile: 'Arrojado',
      timeHorizon: 'Médio',
    });
    expect(res.json().recommendation.allocation).toEqual({
      'Renda Fixa': 30,
      Multimercado: 25,
      'Ações Brasil': 35,
      Internacional: 10,
      Cripto: 0,
    });
    expect(await totalRows()).toBe(before);
  });

  it('matches what the onboarding then saves', async () => {
    const body = onboardingBody({
      answers: MODERATE_MEDIUM_ANSWERS,
      patrimonioCents: 200_000,
      preferences: { cryptoInterest: true, noStocks: false, internationalInterest: true },
    });
    const previewed = await preview({
      questionnaireId: body.questionnaireId,
      answers: body.answers,
      patrimonioCents: body.patrimonioCents,
      preferences: body.preferences,
    });
    const investor = await signUpInvestor(app);
    const saved = await postOnboarding(app, investor, body);
    const { id: _id, ...portfolio } = saved.json().recommendation;
    expect(portfolio).toMatchObject(previewed.json().recommendation);
    expect(previewed.json().recommendation.notes).toEqual([
      ALLOCATION_NOTES.limitedCapitalToFixedIncome,
      ALLOCATION_NOTES.cryptoFromStocks,
    ]);
  });

  it('previews the 90/10 override and the limited-capital note', async () => {
    const cautious = await preview({
      questionnaireId: 'rapido-v1',
      answers: CAUTIOUS_SHORT_ANSWERS,
      patrimonioCents: 0,
    });
    expect(cautious.json().recommendation.allocation['Renda Fixa']).toBe(90);
    const small = await preview({
      questionnaireId: 'rapido-v1',
      answers: MODERATE_MEDIUM_ANSWERS,
      patrimonioCents: 100,
    });
    expect(small.json().recommendation.notes).toEqual([
      ALLOCATION_NOTES.limitedCapitalToFixedIncome,
    ]);
  });

  it('with no answer yet gives Conservador, the safe default', async () => {
    const res = await preview({ questionnaireId: 'rapido-v1', answers: {} });
    expect(res.json().suitability).toMatchObject({ answeredCount: 0, profile: 'Conservador' });
  });

  it('accepts a complete 10-question set but not a partial one', async () => {
    const full = await preview({ questionnaireId: 'completo-v1', answers: completeAnswers(3) });
    expect(full.json().suitability).toMatchObject({
      complete: true,
      totalPoints: 40,
      profile: 'Agressivo',
      allocationProfile: 'Arrojado',
    });
    const { prazo: _prazo, ...partial } = completeAnswers(3);
    const res = await preview({ questionnaireId: 'completo-v1', answers: partial });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['answers.prazo']);
  });

  it.each([
    [{ questionnaireId: 'rapido-v1', answers: { prazo: 'nunca' } }, 'answers.prazo'],
    [{ questionnaireId: 'rapido-v1', answers: { idade: '30' } }, 'answers.idade'],
    [{ questionnaireId: 'rapido-v9', answers: {} }, 'questionnaireId'],
    [{ questionnaireId: 'rapido-v1', answers: {}, patrimonioCents: -5 }, 'patrimonioCents'],
    [{ questionnaireId: 'rapido-v1' }, 'answers'],
  ])('refuses %j', async (payload, field) => {
    const res = await preview(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
  });
});
