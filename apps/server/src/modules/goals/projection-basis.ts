import {
  DEFAULT_RISK_PROFILE,
  EXPECTED_ANNUAL_RETURN_BY_PROFILE,
  type RiskProfile,
} from '@algoone/domain';
import type { TGoalProjectionBasis } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { latestProfile } from '../suitability/index.ts';

/**
 * The expected return behind the investor's goal projections: the one of the allocation profile
 * of their latest suitability record. A projection is an estimate, not a recommendation, so an
 * expired profile still says which return to assume (the 24-month gate of ADR 005 applies to
 * recommendations); with no profile at all the default profile (Moderado) is assumed and said so.
 */
export async function projectionBasis(db: Db, userId: string): Promise<TGoalProjectionBasis> {
  const latest = await latestProfile(db, userId);
  const profile: RiskProfile = latest?.allocationProfile ?? DEFAULT_RISK_PROFILE;
  return {
    profile,
    annualReturn: EXPECTED_ANNUAL_RETURN_BY_PROFILE[profile],
    source: latest ? 'suitability' : 'default',
  };
}
