export * from './brokers.ts';
