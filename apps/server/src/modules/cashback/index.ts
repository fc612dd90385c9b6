// The cashback module's public face (ADR 012): other modules import only from here.
export { default as cashbackRoutes } from './routes.ts';
export { createLandingTexts, getLandingFigures } from './landing-figures.ts';
