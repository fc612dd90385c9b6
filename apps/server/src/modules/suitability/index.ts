// The suitability module's public face (ADR 012): profiles, the 24-month gate and
// recommendations.
export { default as suitabilityRoutes } from './routes.ts';
export { createRecommendation } from './create-recommendation.ts';
export { latestNetWorth, savedPreferences } from './investor-inputs.ts';
export {
  latestProfile,
  profileGateOf,
  readProfileGate,
  requireValidProfile,
  toProfileGateResponse,
  type ProfileGate,
  type SuitabilityRecordRow,
} from './profile-gate.ts';
export { recommendPortfolio } from './recommend-portfolio.ts';
export { recordSuitability } from './record-suitability.ts';
export { scoreAnswersOrThrow, scorePartialAnswersOrThrow } from './score-answers.ts';
export { toRecommendation, toSuitabilityRecord } from './to-response.ts';
