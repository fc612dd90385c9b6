import { and, eq, exists, gt, isNotNull, sql } from 'drizzle-orm';
import { TRACKER_STEPS, nextTrackerStep, type TrackerStep } from '@algoone/domain';
import type { TTracker } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  investorBrokers,
  investorProfiles,
  portfolioHoldings,
  recommendations,
} from '../../db/schema/index.ts';
import { readProfileGate } from '../suitability/index.ts';

/** What the tracker is derived from (docs/product.md §10: real state, plus toggles for 3–4). */
export interface TrackerState {
  /** A suitability record of the last 24 months. */
  profileValid: boolean;
  /** A recommendation was saved. */
  recommendationSaved: boolean;
  /** An account confirmed at some broker (/corretoras). */
  brokerConfirmed: boolean;
  brokerStepDone: boolean;
  /** A portfolio with something in it was recorded. */
  portfolioRecorded: boolean;
  allocationStepDone: boolean;
}

export function buildTracker(state: TrackerState): TTracker {
  const derived: Record<TrackerStep, { automatic: boolean; manual: boolean | null }> = {
    Perfil: { automatic: state.profileValid, manual: null },
    Estratégia: { automatic: state.recommendationSaved, manual: null },
    Corretora: { automatic: state.brokerConfirmed, manual: state.brokerStepDone },
    Alocação: { automatic: state.portfolioRecorded, manual: state.allocationStepDone },
  };
  const steps = TRACKER_STEPS.map((step) => ({
    step,
    ...derived[step],
    done: derived[step].automatic || derived[step].manual === true,
  }));
  const done = Object.fromEntries(steps.map((s) => [s.step, s.done])) as Record<
    TrackerStep,
    boolean
  >;
  return { steps, nextStep: nextTrackerStep(done) };
}

/** The tracker alone (after a toggle or a broker confirmation): two statements. */
export async function loadTracker(db: Db, userId: string, now: Date): Promise<TTracker> {
  const [flags, gate] = await Promise.all([
    db
      .select({
        brokerStepDone: sql<boolean>`coalesce((select ${investorProfiles.brokerStepDone} from ${investorProfiles} where ${investorProfiles.userId} = ${userId}), false)`,
        allocationStepDone: sql<boolean>`coalesce((select ${investorProfiles.allocationStepDone} from ${investorProfiles} where ${investorProfiles.userId} = ${userId}), false)`,
        recommendationSaved: sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(recommendations)
            .where(eq(recommendations.userId, userId)),
        )}`,
        brokerConfirmed: sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(investorBrokers)
            .where(
              and(
                eq(investorBrokers.userId, userId),
                isNotNull(investorBrokers.accountConfirmedAt),
              ),
            ),
        )}`,
        portfolioRecorded: sql<boolean>`${exists(
          db
            .select({ one: sql`1` })
            .from(portfolioHoldings)
            .where(and(eq(portfolioHoldings.userId, userId), gt(portfolioHoldings.amountCents, 0))),
        )}`,
      })
      .from(sql`(select 1) as one`),
    readProfileGate(db, userId, now),
  ]);
  const [row] = flags;
  if (!row) throw new Error('tracker statement returned no row');
  return buildTracker({ ...row, profileValid: gate.status === 'valid' });
}
