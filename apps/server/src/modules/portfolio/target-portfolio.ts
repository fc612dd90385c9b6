import {
  ASSET_CLASS_ROLE_BY_PROFILE,
  driftByClass,
  holdingsTotal,
  isOutOfProfile,
  targetValues,
  type AssetClass,
  type Cents,
  type Holdings,
  type RecommendationPreferences,
} from '@algoone/domain';
import type { TDrift, TTargetPortfolio } from '@algoone/contracts';
import { type SuitabilityRecordRow, recommendPortfolio } from '../suitability/index.ts';

/** docs/product.md §9: the dashboard's rule-based portfolio uses reading B. */
export const DASHBOARD_READING = 'dashboard' as const;

/** Reading B from the profile, the stated preferences and the current net worth. */
export function targetPortfolio(
  record: SuitabilityRecordRow,
  preferences: RecommendationPreferences | null,
  netWorthCents: Cents | null,
): TTargetPortfolio {
  const portfolio = recommendPortfolio(
    {
      profile: record.profile,
      timeHorizon: record.timeHorizon,
      amountCents: netWorthCents,
      preferences,
    },
    DASHBOARD_READING,
  );
  const roles: Partial<Record<AssetClass, string>> = {};
  for (const [assetClass, percent] of Object.entries(portfolio.allocation) as [
    AssetClass,
    number,
  ][]) {
    if (percent > 0) roles[assetClass] = ASSET_CLASS_ROLE_BY_PROFILE[portfolio.profile][assetClass];
  }
  return { ...portfolio, netWorthCents, roles };
}

function outOfProfileAlert(profile: string, classes: readonly AssetClass[]): string {
  const list =
    classes.length === 1
      ? classes[0]
      : `${classes.slice(0, -1).join(', ')} e ${classes.at(-1) ?? ''}`;
  const verb = classes.length === 1 ? 'está' : 'estão';
  return (
    `Sua carteira saiu do perfil ${profile}: ${list} ${verb} fora da faixa recomendada. ` +
    'Use os próximos aportes para voltar à carteira recomendada; o simulador mostra como.'
  );
}

/** Current against target per class, with the tolerance bands and the out-of-profile alert. */
export function portfolioDrift(holdings: Holdings, target: TTargetPortfolio): TDrift {
  const drift = driftByClass(holdings, target.allocation);
  const targets = targetValues(holdingsTotal(holdings), target.allocation);
  const outOfProfile = isOutOfProfile(holdings, target.allocation);
  return {
    rows: drift.map((row) => ({
      assetClass: row.assetClass,
      currentCents: holdings[row.assetClass],
      currentPercent: row.currentPercent,
      targetPercent: row.targetPercent,
      targetCents: targets[row.assetClass],
      driftPp: row.driftPp,
      bandPp: row.bandPp,
      outOfBand: row.outOfBand,
    })),
    outOfProfile,
    alert: outOfProfile
      ? outOfProfileAlert(
          target.profile,
          drift.filter((row) => row.outOfBand).map((row) => row.assetClass),
        )
      : null,
  };
}
