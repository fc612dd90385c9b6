// The gamification module's public face (ADR 012): other modules import only from here.
export { default as gamificationRoutes } from './routes.ts';
export { lockProgress } from './lock-progress.ts';
export { recordActivity } from './record-activity.ts';
