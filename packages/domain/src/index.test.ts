import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('public API', () => {
  it.each([
    'formatBRL',
    'formatPercent',
    'maskCentsInput',
    'centsFromMaskedInput',
    'parseBRL',
    'deriveRiskProfile',
    'deriveRiskProfileFromTotal',
    'scoreSuitability',
    'timeHorizonFromPrazo',
    'profileValidUntil',
    'isProfileValid',
    'recommendAllocation',
    'splitContribution',
    'planContributionFirst',
    'planFullRebalance',
    'driftByClass',
    'isOutOfProfile',
    'estimateCashback',
    'findBroker',
    'goalProgressPercent',
    'monthlyContributionNeeded',
    'goalStatus',
    'goalDueDate',
    'goalWarnings',
    'monthGoalIsReached',
    'contributionNeededWithReturn',
    'projectGoalBalance',
    'applyGamificationEvent',
    'gamificationSummary',
    'isoWeekKey',
    'modifiedDietzReturn',
    'parseSgsSeries',
    'accumulatedCdi',
    'percentOfCdi',
  ])('exports the rule %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('does not export internal test helpers or adjustment steps', () => {
    expect(Object.keys(domain)).not.toContain('alloc');
    expect(Object.keys(domain)).not.toContain('moveCryptoFromStocks');
  });
});
