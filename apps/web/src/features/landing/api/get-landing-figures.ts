import { useEffect, useState } from 'react';
import { CASHBACK_API_ROUTES, type TLandingFigures } from '@algoone/contracts';
import { CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS, landingTexts } from '@algoone/domain';
import { api } from '@/lib/api';
import { DEFAULT_LANDING_TEXTS } from '../content';

export const getLandingFigures = (signal?: AbortSignal) =>
  api.get<TLandingFigures>(CASHBACK_API_ROUTES.landingFigures, { signal });

/**
 * The landing's figures from the database. The prerendered `/` gets them written in by the
 * server (no script runs there); inside the SPA this effect fetches the same texts. No query
 * cache: the prerender renders this component without one, and effects never run there.
 */
export function useLandingTexts(): Record<string, string> {
  const [texts, setTexts] = useState(DEFAULT_LANDING_TEXTS);
  useEffect(() => {
    const controller = new AbortController();
    getLandingFigures(controller.signal).then(
      (figures) =>
        setTexts({
          ...DEFAULT_LANDING_TEXTS,
          ...landingTexts({
            stats: figures.stats,
            claims: figures.claims,
            sampleNetWorthCents: CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
          }),
        }),
      // The build's texts (true for any data) stay when the figures cannot be read.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return texts;
}
