import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPLETE_QUESTIONNAIRE, profileValidUntil, type SuitabilityScore } from '@algoone/domain';
import type { TOnboardingBody } from '@algoone/contracts';
import {
  investorBrokers,
  investorProfiles,
  netWorthSnapshots,
  recommendations,
  suitabilityRecords,
} from '../../src/db/schema/index.ts';
import { as, type Actor } from './actors.ts';

/** 1+1+1+1 points, "até 1 ano": Conservador, Curto. */
export const CAUTIOUS_SHORT_ANSWERS = {
  experiencia: 'nenhuma',
  objetivos: 'preservar',
  prazo: 'ate-1-ano',
  volatilidade: 'resgatar-tudo',
};

/** 2+2+3+2 = 9 points, average 2.25, "3 a 5 anos": Moderado, Médio. */
export const MODERATE_MEDIUM_ANSWERS = {
  experiencia: 'renda-fixa',
  objetivos: 'objetivo-definido',
  prazo: '3-a-5-anos',
  volatilidade: 'resgatar-parte',
};

export const NO_PREFERENCES = {
  cryptoInterest: false,
  noStocks: false,
  internationalInterest: true,
};

export function onboardingBody(overrides: Partial<TOnboardingBody> = {}): TOnboardingBody {
  return {
    phone: '(11) 91234-5678',
    patrimonioCents: 5_000_000,
    questionnaireId: 'rapido-v1',
    answers: { ...MODERATE_MEDIUM_ANSWERS },
    brokerIds: ['xp', 'btg'],
    preferences: { ...NO_PREFERENCES },
    firstGoalName: 'Aposentadoria',
    ...overrides,
  };
}

/** The 10-question flow with the option of the same rank (0–3) chosen everywhere. */
export function completeAnswers(rank: 0 | 1 | 2 | 3): Record<string, string> {
  return Object.fromEntries(
    COMPLETE_QUESTIONNAIRE.questions.map((question) => [
      question.id,
      question.options[rank]?.id ?? '',
    ]),
  );
}

export async function postOnboarding(app: FastifyInstance, actor: Actor | null, payload: object) {
  return app.inject({ method: 'POST', url: '/api/onboarding', headers: as(actor), payload });
}

/** How many rows of each onboarding table belong to a user. */
export async function rowCounts(app: FastifyInstance, userId: string) {
  const { db } = app.database;
  const one = async (
    table:
      | typeof suitabilityRecords
      | typeof recommendations
      | typeof netWorthSnapshots
      | typeof investorBrokers
      | typeof investorProfiles,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    return row?.n ?? 0;
  };
  return {
    suitabilityRecords: await one(suitabilityRecords),
    recommendations: await one(recommendations),
    netWorthSnapshots: await one(netWorthSnapshots),
    investorBrokers: await one(investorBrokers),
    investorProfiles: await one(investorProfiles),
  };
}

/** Writes a completed profile straight into the history, e.g. one done 25 months ago. */
export async function insertProfile(
  app: FastifyInstance,
  userId: string,
  completedAt: Date,
  score: Partial<SuitabilityScore> = {},
) {
  const [row] = await app.database.db
    .insert(suitabilityRecords)
    .values({
      userId,
      questionnaireId: 'rapido-v1',
      answers: { ...MODERATE_MEDIUM_ANSWERS },
      totalPoints: 9,
      profile: score.profile ?? 'Moderado',
      allocationProfile: score.allocationProfile ?? 'Moderado',
      timeHorizon: score.timeHorizon ?? 'Médio',
      completedAt,
      validUntil: profileValidUntil(completedAt),
    })
    .returning();
  if (!row) throw new Error('profile not inserted');
  return row;
}

export function monthsAgo(months: number, from = new Date()): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}
