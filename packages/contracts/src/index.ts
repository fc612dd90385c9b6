export { z } from './zod-locale.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './routes.ts';
export * from './legal.ts';
export * from './permissions.ts';
export * from './password-policy.ts';
export * from './auth.ts';
