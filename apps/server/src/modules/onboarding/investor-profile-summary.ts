import { asc, eq } from 'drizzle-orm';
import { ONBOARDING_PREFERENCES } from '@algoone/domain';
import type { TInvestorProfile } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, investorBrokers, investorProfiles, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { latestNetWorth } from '../suitability/index.ts';

/** The investor's saved onboarding data, read for the investor themselves only. */
export async function investorProfileSummary(db: Db, userId: string): Promise<TInvestorProfile> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: investorProfiles.phone,
      preferences: investorProfiles.preferences,
      firstGoalName: investorProfiles.firstGoalName,
      onboardingCompletedAt: investorProfiles.onboardingCompletedAt,
    })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Conta não encontrada.');
  const selected = await db
    .select({ id: investorBrokers.brokerId })
    .from(investorBrokers)
    .innerJoin(brokers, eq(brokers.id, investorBrokers.brokerId))
    .where(eq(investorBrokers.userId, userId))
    .orderBy(asc(brokers.sortOrder), asc(brokers.name));
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferences: row.preferences ?? { ...ONBOARDING_PREFERENCES },
    firstGoalName: row.firstGoalName,
    brokerIds: selected.map((broker) => broker.id),
    patrimonioCents: await latestNetWorth(db, userId),
    onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null,
  };
}
