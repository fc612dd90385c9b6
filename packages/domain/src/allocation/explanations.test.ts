import { describe, expect, it } from 'vitest';
import { RISK_PROFILES, TIME_HORIZONS } from '../suitability/profiles.ts';
import { ASSET_CLASSES } from './asset-classes.ts';
import {
  ALLOCATION_OBSERVATIONS,
  ASSET_CLASS_JUSTIFICATIONS,
  ASSET_CLASS_ROLE_BY_PROFILE,
} from './explanations.ts';

describe('explanations', () => {
  it('has a distinct observation for each of the 9 profile × horizon cells', () => {
    const texts = RISK_PROFILES.flatMap((p) =>
      TIME_HORIZONS.map((h) => ALLOCATION_OBSERVATIONS[p][h]),
    );
    expect(new Set(texts).size).toBe(9);
    texts.forEach((text) => expect(text.length).toBeGreaterThan(40));
  });

  it('has a justification per class and a role per class for each profile', () => {
    expect(Object.keys(ASSET_CLASS_JUSTIFICATIONS)).toEqual([...ASSET_CLASSES]);
    const roles = RISK_PROFILES.flatMap((p) =>
      ASSET_CLASSES.map((c) => ASSET_CLASS_ROLE_BY_PROFILE[p][c]),
    );
    expect(new Set(roles).size).toBe(15);
  });
});
