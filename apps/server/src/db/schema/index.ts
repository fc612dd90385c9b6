export * from './brokers.ts';
export * from './auth.ts';
export * from './access.ts';
