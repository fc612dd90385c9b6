import type { Cents } from '../money/cents.ts';

/**
 * Things a user did that gamification reacts to. The server records them as they happen and
 * derives progress by replaying them through `applyGamificationEvent`. `at` is when it happened.
 */
export type GamificationEvent =
  /** Net worth saved → mission update-patrimonio. */
  | { type: 'net-worth-updated'; at: Date }
  /** An aporte registered → mission register-aporte; badge monthly-discipline when 2+ existed. */
  | { type: 'aporte-registered'; at: Date; aportesBefore: number }
  /** Portfolio saved → mission review-portfolio; badge global-investor when Internacional > 0. */
  | { type: 'portfolio-updated'; at: Date; internationalValue: Cents }
  /** A goal created → mission create-objetivo and badge first-goal. */
  | { type: 'goal-created'; at: Date }
  /** A message to Theo or to the consultant → mission use-chat; badge consultant-used for the consultant. */
  | { type: 'chat-message-sent'; at: Date; channel: 'theo' | 'consultant' }
  /** A review requested from the consultant → badge consultant-used. */
  | { type: 'review-requested'; at: Date }
  /** A lesson or report read → mission read-content. */
  | { type: 'content-read'; at: Date }
  /** An academy module completed → its XP (once per module) and mission read-content. */
  | { type: 'module-completed'; at: Date; moduleId: string; moduleTitle: string; xp: number }
  /** The suitability questionnaire completed → badge complete-profile. */
  | { type: 'suitability-completed'; at: Date }
  /** A recommendation marked as applied → badge portfolio-rebalanced. */
  | { type: 'recommendation-applied'; at: Date };

export type GamificationEventType = GamificationEvent['type'];
