// The brokers module's public face (ADR 012): other modules import only from here.
export { default as brokerRoutes } from './routes.ts';
export { assertActiveBrokers } from './find-active-brokers.ts';
