import fp from 'fastify-plugin';
import { cachedCdiSeries, type CdiSeries, type CdiSeriesReader } from './cdi-series.ts';

/** A bound on how long the kept series is trusted, should the change feed miss a change. */
const CDI_SERIES_CACHE_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The CDI series, from memory (performance/cdi-series.ts). */
    cdiSeries: CdiSeriesReader;
  }
}

/** One kept CDI series per node, for every use case that computes a return against the CDI. */
export default fp(
  async (app) => {
    const cache = app.changeFeed.createCache<CdiSeries>({
      ttlMs: CDI_SERIES_CACHE_MS,
      maxEntries: 1,
    });
    app.decorate('cdiSeries', cachedCdiSeries(app.database.db, cache));
  },
  { name: 'cdi-series', dependencies: ['change-feed'] },
);
