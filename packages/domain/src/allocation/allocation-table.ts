import type { RiskProfile, TimeHorizon } from '../suitability/profiles.ts';
import type { Allocation } from './asset-classes.ts';

function allocation(
  rendaFixa: number,
  multimercado: number,
  acoesBrasil: number,
  internacional: number,
  cripto = 0,
): Allocation {
  return {
    'Renda Fixa': rendaFixa,
    Multimercado: multimercado,
    'Ações Brasil': acoesBrasil,
    Internacional: internacional,
    Cripto: cripto,
  };
}

/** docs/product.md §9: Renda Fixa/Multimercado/Ações Brasil/Internacional per profile×horizon. */
export const ALLOCATION_TABLE: Readonly<
  Record<RiskProfile, Readonly<Record<TimeHorizon, Allocation>>>
> = {
  Conservador: {
    Curto: allocation(80, 10, 5, 5),
    Médio: allocation(70, 15, 10, 5),
    Longo: allocation(60, 20, 15, 5),
  },
  Moderado: {
    Curto: allocation(60, 20, 15, 5),
    Médio: allocation(50, 25, 20, 5),
    Longo: allocation(40, 25, 30, 5),
  },
  Arrojado: {
    Curto: allocation(40, 20, 30, 10),
    Médio: allocation(30, 25, 35, 10),
    Longo: allocation(20, 25, 40, 15),
  },
};

/** docs/product.md §8: the allocation used when the profile or the horizon is not recognised. */
export const DEFAULT_ALLOCATION: Allocation = allocation(50, 25, 20, 5);

/** Reading A's override for Conservador with Curto: liquidity first. */
export const CONSERVATIVE_SHORT_TERM_ALLOCATION: Allocation = allocation(90, 10, 0, 0);

/** Below this net worth (strictly), the international slice is dropped: R$ 5.000,00. */
export const SMALL_PORTFOLIO_THRESHOLD_CENTS = 500_000;

/** Points of the allocation that an interest in crypto can move to Cripto. */
export const CRYPTO_ALLOCATION_POINTS = 5;
