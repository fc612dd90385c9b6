// The performance module's public face (ADR 012): year-to-date return and the CDI series,
// which it keeps in sync with Banco Central (SGS 12) and in memory for every node's readers
// (app.cdiSeries); it serves no route of its own.
export { default as cdiSync } from './cdi-sync-plugin.ts';
export { default as cdiSeriesPlugin } from './cdi-series-plugin.ts';
export { readCdiSeries, type CdiSeries, type CdiSeriesReader } from './cdi-series.ts';
export { CDI_SYNC_KEY, syncCdi } from './sync-cdi.ts';
export { todayOf, yearStartOf, yearToDatePerformance } from './year-to-date-performance.ts';
