// Public API of @algoone/domain: every business rule and constant (docs/product.md), pure, typed.

// Money
export type { Cents } from './money/cents.ts';
export { MAX_CENTS, isCents, assertCents, reaisToCents, centsToReais } from './money/cents.ts';
export { LOCALE, CURRENCY, formatBRL, formatCentsAmount, formatPercent } from './money/format.ts';
export {
  MAX_MASKED_DIGITS,
  maskCentsInput,
  centsFromMaskedInput,
} from './money/cents-input-mask.ts';
export type { ParseBRLErrorCode, ParseBRLResult, ParseBRLOptions } from './money/parse-brl.ts';
export { PARSE_BRL_REASONS, parseBRL } from './money/parse-brl.ts';

// Time
export type { CalendarDate, ZonedDateTime } from './time/zoned-date.ts';
export {
  SAO_PAULO_TIME_ZONE,
  toZonedDateTime,
  fromZonedDateTime,
  addMonthsClamped,
  daysInMonth,
  toIsoCalendarDate,
  formatCalendarDate,
  isValidCalendarDate,
  parseIsoCalendarDate,
} from './time/zoned-date.ts';

// Suitability
export type { RiskProfile, SuitabilityProfile, TimeHorizon } from './suitability/profiles.ts';
export {
  RISK_PROFILES,
  SUITABILITY_PROFILES,
  TIME_HORIZONS,
  DEFAULT_RISK_PROFILE,
  DEFAULT_TIME_HORIZON,
  ALLOCATION_PROFILE_BY_SUITABILITY_PROFILE,
  QUICK_FLOW_THRESHOLDS,
  COMPLETE_FLOW_THRESHOLDS,
  PRAZO_OPTION_IDS,
  isRiskProfile,
  isSuitabilityProfile,
  isTimeHorizon,
  allocationProfileFor,
  deriveRiskProfile,
  deriveRiskProfileFromTotal,
  timeHorizonFromPrazo,
} from './suitability/profiles.ts';
export type {
  QuestionCategory,
  CvmSuitabilityItem,
  QuestionnaireId,
  SuitabilityOption,
  SuitabilityQuestion,
  SuitabilityQuestionnaire,
} from './suitability/questionnaires.ts';
export {
  QUESTION_CATEGORIES,
  CVM_SUITABILITY_ITEMS,
  QUICK_QUESTIONNAIRE,
  COMPLETE_QUESTIONNAIRE,
  SUITABILITY_QUESTIONNAIRES,
  findQuestionnaire,
} from './suitability/questionnaires.ts';
export type {
  SuitabilityAnswer,
  SuitabilityScore,
  SuitabilityAnswerError,
  ScoreSuitabilityResult,
} from './suitability/score-suitability.ts';
export { scoreSuitability } from './suitability/score-suitability.ts';
export type { ProfileRuleInput } from './suitability/profile-rule.ts';
export { profileRuleText } from './suitability/profile-rule.ts';
export {
  PROFILE_VALIDITY_MONTHS,
  profileValidUntil,
  isProfileValid,
} from './suitability/profile-validity.ts';

// Allocation
export type { AssetClass, Allocation } from './allocation/asset-classes.ts';
export {
  ASSET_CLASSES,
  isAssetClass,
  allocationTotal,
  isValidAllocation,
} from './allocation/asset-classes.ts';
export {
  ALLOCATION_TABLE,
  DEFAULT_ALLOCATION,
  CONSERVATIVE_SHORT_TERM_ALLOCATION,
  SMALL_PORTFOLIO_THRESHOLD_CENTS,
  CRYPTO_ALLOCATION_POINTS,
} from './allocation/allocation-table.ts';
export {
  ALLOCATION_OBSERVATIONS,
  ASSET_CLASS_JUSTIFICATIONS,
  ASSET_CLASS_ROLE_BY_PROFILE,
  ALLOCATION_NOTES,
} from './allocation/explanations.ts';
export type {
  RecommendationPreferences,
  RecommendationInput,
  AllocationReading,
  PortfolioRecommendation,
} from './allocation/recommend-allocation.ts';
export {
  ONBOARDING_PREFERENCES,
  isLimitedCapital,
  recommendAllocation,
} from './allocation/recommend-allocation.ts';

// Wallet and rebalancing
export type { Holdings, HoldingsInput } from './rebalancing/holdings.ts';
export {
  toHoldings,
  holdingsTotal,
  holdingsFromCategories,
  wholePercentages,
} from './rebalancing/holdings.ts';
export { targetValues } from './rebalancing/target-values.ts';
export type { ContributionSplitRow } from './rebalancing/contribution-split.ts';
export { splitContribution } from './rebalancing/contribution-split.ts';
export type { ContributionPlanRow } from './rebalancing/contribution-first.ts';
export { planContributionFirst } from './rebalancing/contribution-first.ts';
export type { RebalanceMove } from './rebalancing/full-rebalance.ts';
export { planFullRebalance } from './rebalancing/full-rebalance.ts';
export type { ClassDrift } from './rebalancing/drift.ts';
export {
  DRIFT_ABSOLUTE_BAND_MIN_TARGET,
  DRIFT_ABSOLUTE_BAND_PP,
  DRIFT_RELATIVE_BAND,
  toleranceBandPp,
  driftByClass,
  isOutOfProfile,
  distanceFromTargetPp,
} from './rebalancing/drift.ts';

// Brokers and categories
export type { BrokerId, Broker } from './brokers/broker-catalogue.ts';
export {
  BROKER_IDS,
  BROKERS,
  OTHER_BROKER_CASHBACK_RATE,
  ONBOARDING_BROKER_IDS,
  CASHBACK_SIMULATOR_BROKER_IDS,
  CASHBACK_SIMULATOR_DEFAULT_PATRIMONIO_CENTS,
  LANDING_CASHBACK_BROKER_IDS,
  BROKER_ACCOUNT_OPENING_BUSINESS_DAYS,
  findBroker,
} from './brokers/broker-catalogue.ts';
export type { AporteCategory, PortfolioCategory } from './brokers/categories.ts';
export {
  APORTE_CATEGORIES,
  PORTFOLIO_CATEGORIES,
  DEFAULT_PORTFOLIO_CATEGORIES,
  ASSET_CLASS_BY_CATEGORY,
  isAporteCategory,
  isPortfolioCategory,
} from './brokers/categories.ts';

// Cashback
export type { CashbackEstimate } from './cashback/estimate-cashback.ts';
export {
  cashbackBrokerFor,
  cashbackRateFor,
  annualCashback,
  monthlyCashback,
  estimateCashback,
} from './cashback/estimate-cashback.ts';
export type { CreditRate, Month, RatePeriod } from './cashback/rate-history.ts';
export {
  MAX_CASHBACK_RATE_BPS,
  RATE_HISTORY_ORIGIN,
  rateStartLabel,
  creditRates,
  isMonth,
  monthOfDay,
  firstDayOf,
  addMonths,
  formatMonth,
  parseMonth,
  isValidRateBps,
  rateForMonth,
  ratesForMonth,
  bpsToPercent,
  estimateForMonth,
} from './cashback/rate-history.ts';
export type { CashbackStatus, LedgerEntry, LedgerTotals } from './cashback/ledger.ts';
export {
  CASHBACK_STATUSES,
  CASHBACK_STATUS_LABELS,
  MAX_CASHBACK_ENTRY_CENTS,
  signedAmount,
  ledgerAmountProblems,
  ledgerTotals,
  monthlyCredits,
  brokerBreakdown,
  entryKey,
  planImport,
  monthlyBrokerTotals,
} from './cashback/ledger.ts';
export type {
  ImportRecord,
  ImportColumn,
  ImportLookups,
  ImportLine,
  ImportReading,
  ImportFileProblem,
} from './cashback/import-lines.ts';
export {
  CASHBACK_IMPORT_MAX_LINES,
  IMPORT_REQUIRED_HEADER,
  importColumns,
  readImportLines,
} from './cashback/import-lines.ts';
export type { LandingInputs, LandingStat } from './cashback/landing-figures.ts';
export {
  LANDING_MINIMUMS,
  landingStats,
  formatRateBps,
  landingTexts,
} from './cashback/landing-figures.ts';

// Goals
export type { GoalPriority, GoalStatus, GoalWarningCode } from './goals/goal-constants.ts';
export {
  GOAL_PRIORITIES,
  DEFAULT_GOAL_PRIORITY,
  GOAL_SUGGESTED_NAMES,
  NEAR_DEADLINE_MONTHS,
  PROGRESS_HINT_THRESHOLDS,
  LOW_PROGRESS_WARNING_PERCENT,
  GOAL_STATUSES,
  GOAL_STATUS_MESSAGES,
  GOAL_PROGRESS_HINTS,
  GOAL_WARNING_MESSAGES,
} from './goals/goal-constants.ts';
export type { GoalFigures, GoalEvaluation, GoalWarning } from './goals/goal-rules.ts';
export {
  goalProgressPercent,
  isGoalReached,
  isGoalInProgress,
  monthlyContributionNeeded,
  goalMargin,
  goalStatus,
  goalStatusMessage,
  goalProgressHint,
  goalDueDate,
  monthsRemaining,
  isNearDeadline,
  evaluateGoal,
  goalWarnings,
  goalReviewMessage,
} from './goals/goal-rules.ts';
export type { ProjectionInput, ProjectionPoint } from './goals/goal-projection.ts';
export {
  EXPECTED_ANNUAL_RETURN_BY_PROFILE,
  MAX_PROJECTION_MONTHS,
  monthlyRateFromAnnual,
  projectGoalBalance,
  monthGoalIsReached,
  contributionNeededWithReturn,
} from './goals/goal-projection.ts';

// Gamification
export type { Level, LevelProgress } from './gamification/levels.ts';
export {
  LEVELS,
  levelForXp,
  nextLevel,
  xpToNextLevel,
  levelLabel,
  levelReachedTitle,
  levelProgress,
} from './gamification/levels.ts';
export type { MissionId, Mission } from './gamification/missions.ts';
export { MISSION_IDS, WEEKLY_MISSIONS, MISSION_COMPLETED_TITLE } from './gamification/missions.ts';
export type { BadgeId, BadgeColor, Badge } from './gamification/badges.ts';
export { BADGE_IDS, BADGES, BADGE_XP, BADGE_UNLOCKED_TITLE } from './gamification/badges.ts';
export { isoWeekKey, isoWeekOfCalendarDate } from './gamification/iso-week.ts';
export type { GamificationEvent, GamificationEventType } from './gamification/events.ts';
export type {
  Achievement,
  GamificationState,
  GamificationTransition,
  BadgeStatus,
  MissionStatus,
  GamificationSummary,
} from './gamification/reducer.ts';
export {
  RECENT_ACHIEVEMENTS_LIMIT,
  MODULE_COMPLETED_TITLE,
  INITIAL_GAMIFICATION_STATE,
  applyGamificationEvent,
  replayGamificationEvents,
  gamificationSummary,
} from './gamification/reducer.ts';

// Performance
export type {
  NetWorthSnapshot,
  CashFlow,
  ModifiedDietzResult,
} from './performance/modified-dietz.ts';
export { modifiedDietzReturn } from './performance/modified-dietz.ts';
export type { CdiDailyRate, ParseSgsResult } from './performance/cdi.ts';
export { CDI_SGS_SERIES, parseSgsSeries, accumulatedCdi, percentOfCdi } from './performance/cdi.ts';

// Product constants
export {
  SUCCESS_TOAST_DURATION_MS,
  TOASTER_SETTINGS,
  TOOLTIP_DELAY_MS,
  QUERY_SETTINGS,
  queryRetryDelayMs,
  CONSULTANT_CHAT_SLA_HOURS,
  CONSULTANT_CHAT_ACKNOWLEDGEMENT,
} from './product/timing.ts';
export type { TrackerStep } from './product/journey.ts';
export {
  ONBOARDING_STEP_COUNT,
  TRACKER_STEPS,
  clampStep,
  nextTrackerStep,
} from './product/journey.ts';
export type { PlanPeriod, Plan } from './product/plans.ts';
export {
  PLAN_PERIODS,
  PLANS,
  REFUND_GUARANTEE_DAYS,
  PLAN_FEATURES,
  isWithinRefundWindow,
} from './product/plans.ts';
export type { ResearchCategory } from './product/content.ts';
export {
  RESEARCH_CATEGORIES,
  ACADEMY_SAMPLE_MODULES,
  formatDurationMinutes,
} from './product/content.ts';
export { THEO_SETTINGS, needsEscalation } from './product/theo.ts';
export type { TheoBasicTopic, TheoBasicData, TheoAllocationShare } from './product/theo-basic.ts';
export {
  THEO_BASIC_UNKNOWN_REPLY,
  THEO_HELP_TOPICS,
  academyReply,
  basicReply,
  classifyTheoQuestion,
  foldText,
  profileExplanation,
  theoModelLabel,
} from './product/theo-basic.ts';
export type { AcademyCandidate, AcademyChoice } from './product/theo-academy.ts';
export {
  academyQueryTerms,
  chooseAcademyAnswer,
  firstSection,
  isProseLine,
  answersUpFront,
} from './product/theo-academy.ts';

// Messages
export type { ToastMessage } from './messages/messages.ts';
export { TOASTS, ERROR_MESSAGES } from './messages/messages.ts';

// Consultant chat
export type {
  ChatAuthor,
  ChatMessageStatus,
  ChatReceipts,
  ChatTextResult,
  ReviewTimesResult,
} from './chat/chat-rules.ts';
export {
  CHAT_ACKNOWLEDGEMENT,
  CHAT_EMAIL_INTERVAL_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SLA_HOURS,
  REVIEW_DURATION_MINUTES,
  REVIEW_MAX_PROPOSED_TIMES,
  enterSends,
  messageStatus,
  normalizeChatText,
  shouldEmailAboutMessage,
  validateProposedTimes,
  waitingTooLong,
} from './chat/chat-rules.ts';
export * from './research/research-rules.ts';
export * from './billing/subscription.ts';
export * from './privacy/privacy-rules.ts';

// Admin area
export * from './admin/search-words.ts';

// B3 import: the lines read from the Área do Investidor's files
export * from './securities/b3-lines.ts';
export { brokerIdForInstitution } from './brokers/institutions.ts';
export * from './admin/audit-details.ts';
export * from './admin/user-agent.ts';
export * from './admin/theo-usage.ts';

// Securities: importing B3's Área do Investidor files (docs/product.md, "Importar da B3 — regras")
// (the line types come from b3-lines.ts, exported above)
export { normalizeCnpj, isValidCnpj, formatCnpj } from './securities/cnpj.ts';
export type { TickerKind, TickerParts } from './securities/tickers.ts';
export { normalizeTicker, tickerKind, tickerParts } from './securities/tickers.ts';
export type { TesouroFamily, TesouroTitle } from './securities/tesouro.ts';
export {
  TESOURO_FAMILIES,
  TESOURO_FAMILY_NAMES,
  parseTesouroTitle,
  tesouroCode,
  tesouroTitleName,
} from './securities/tesouro.ts';
export type { CatalogueEntry, CatalogueKind } from './securities/catalogue.ts';
export {
  CATALOGUE_KINDS,
  CATEGORY_BY_CATALOGUE_KIND,
  isCatalogueKind,
  securityKey,
  findCatalogueEntry,
  catalogueProblems,
} from './securities/catalogue.ts';
export type {
  ClassificationSource,
  SecurityClassification,
  ClassifySecurityInput,
} from './securities/classify-security.ts';
export { UNKNOWN_SECURITY_REASON, classifySecurity } from './securities/classify-security.ts';
export type {
  MovementKind,
  TaxTreatment,
  MovementClassification,
  ProventoTotals,
  MonthProventos,
  YearProventos,
  SecurityProventos,
} from './securities/movements.ts';
export {
  MOVEMENT_KINDS,
  TAX_TREATMENT_LABELS,
  foldMovementKind,
  classifyMovement,
  monthOfDate,
  movementValueCents,
  movementSecurityKey,
  proventosByMonth,
  proventosByYear,
  proventosBySecurity,
} from './securities/movements.ts';
export type { AverageCost, CorporateEvent, CorporateEventKind } from './securities/average-cost.ts';
export { averageCosts, corporateEventsFromMovements } from './securities/average-cost.ts';
export type { MonthlyNetFlow, B3Aporte } from './securities/flows.ts';
export {
  SAME_APORTE_TOLERANCE_PERCENT,
  B3_APORTE_DEFAULT_CATEGORY,
  monthlyNetFlows,
  b3Aportes,
  b3AporteAttribution,
  isSameAporte,
} from './securities/flows.ts';
export type { IrSummaryInput, IrSummaryRow, IrSummary } from './securities/ir-summary.ts';
export { IR_SUMMARY_DISCLAIMER, irSummary } from './securities/ir-summary.ts';
export type { B3Line } from './securities/fingerprint.ts';
export { lineFingerprint, lineFingerprints } from './securities/fingerprint.ts';
