// The onboarding module's public face (ADR 012).
export { default as onboardingRoutes } from './routes.ts';
