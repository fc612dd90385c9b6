import {
  ASSET_CLASSES,
  GOAL_SUGGESTED_NAMES,
  MAX_CENTS,
  QUESTION_CATEGORIES,
  RISK_PROFILES,
  SUITABILITY_PROFILES,
  TIME_HORIZONS,
} from '@algoone/domain';
import { z } from './zod-locale.ts';
import { ZPersonName } from './auth.ts';
import { ZAchievement } from './gamification.ts';

/**
 * Onboarding, suitability (CVM Res. 30/2021), recommendations and the broker catalogue. The
 * server recomputes every score, profile, horizon and allocation from the answers: no request
 * body carries a profile or an allocation.
 */
export const ONBOARDING_API_ROUTES = {
  questionnaires: '/api/suitability/questionnaires',
  suitability: '/api/suitability',
  suitabilityHistory: '/api/suitability/history',
  onboarding: '/api/onboarding',
  onboardingPreview: '/api/onboarding/preview',
  recommendations: '/api/recommendations',
  brokers: '/api/brokers',
} as const;

export const QUESTIONNAIRE_IDS = ['rapido-v1', 'completo-v1'] as const;
/** The onboarding's step 2 is the 4-question flow; /perfil uses the 10-question one. */
export const ONBOARDING_QUESTIONNAIRE_ID = 'rapido-v1';
export const PROFILE_QUESTIONNAIRE_ID = 'completo-v1';

const UNKNOWN_QUESTIONNAIRE =
  'Esta versão do questionário não existe mais. Recarregue a página e responda de novo.';

// ---- Questionnaires ----

export const ZSuitabilityOption = z.object({
  id: z.string(),
  label: z.string(),
  points: z.number().int(),
});
export const ZSuitabilityQuestion = z.object({
  id: z.string(),
  category: z.enum(QUESTION_CATEGORIES),
  text: z.string(),
  help: z.string().optional(),
  cvmItems: z.array(z.string()),
  options: z.array(ZSuitabilityOption),
});
export const ZSuitabilityQuestionnaire = z.object({
  /** The version id stored with every completed profile. */
  id: z.enum(QUESTIONNAIRE_IDS),
  title: z.string(),
  description: z.string(),
  scoring: z.enum(['average', 'total']),
  questions: z.array(ZSuitabilityQuestion),
});
export const ZQuestionnaireList = z.object({
  questionnaires: z.array(ZSuitabilityQuestionnaire),
  /** How long a completed profile stays valid before it must be redone. */
  profileValidityMonths: z.number().int(),
});
export type TSuitabilityQuestionnaire = z.infer<typeof ZSuitabilityQuestionnaire>;
export type TQuestionnaireList = z.infer<typeof ZQuestionnaireList>;

// ---- Request pieces ----

/** { questionId: optionId }. Whether the ids exist is checked against the questionnaire. */
export const ZSuitabilityAnswers = z
  .record(
    z.string().min(1).max(60, 'Identificador de pergunta inválido.'),
    z.string({ error: 'Escolha uma das opções.' }).min(1, 'Escolha uma das opções.').max(60),
    { error: 'Envie as respostas do questionário.' },
  )
  .refine((answers) => Object.keys(answers).length <= 30, 'Respostas demais para o questionário.');

export const ZRecommendationPreferences = z.object(
  {
    cryptoInterest: z.boolean({ error: 'Diga se você tem interesse em criptoativos.' }),
    noStocks: z.boolean({ error: 'Diga se prefere não investir diretamente em ações.' }),
    internationalInterest: z.boolean({
      error: 'Diga se você tem interesse em investimentos no exterior.',
    }),
  },
  { error: 'Informe as suas preferências de investimento.' },
);
export type TRecommendationPreferences = z.infer<typeof ZRecommendationPreferences>;

export const ZPatrimonioCents = z
  .number({ error: 'Informe o patrimônio em centavos.' })
  .min(0, 'O patrimônio não pode ser negativo.')
  .max(MAX_CENTS, 'Valor de patrimônio alto demais.')
  .refine(Number.isInteger, 'Informe o patrimônio em centavos, sem frações.');

/**
 * A Brazilian phone with area code, in any usual format: (11) 91234-5678, 11912345678,
 * +55 11 91234-5678. Becomes its 10 or 11 digits; an empty field becomes null.
 */
export const ZPhone = z
  .string({ error: 'Informe o telefone.' })
  .trim()
  .max(25, 'Telefone longo demais.')
  .refine((value) => /^\+?[\d\s().-]*$/.test(value), 'Use apenas números no telefone.')
  .transform((value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
  })
  .refine(
    (digits) => digits === '' || /^[1-9]{2}\d{8,9}$/.test(digits),
    'Informe um telefone com DDD, como (11) 91234-5678.',
  )
  .transform((digits) => (digits === '' ? null : digits));

const ZBrokerIds = z
  .array(z.string().min(1).max(60), { error: 'Escolha pelo menos uma corretora.' })
  .min(1, 'Escolha pelo menos uma corretora.')
  .max(20, 'Escolha no máximo 20 corretoras.')
  .transform((ids) => [...new Set(ids)]);

// ---- Request bodies ----

/** POST /api/suitability: a complete questionnaire (the 10 questions at /perfil). */
export const ZSuitabilitySubmitBody = z.object({
  questionnaireId: z.enum(QUESTIONNAIRE_IDS, { error: UNKNOWN_QUESTIONNAIRE }),
  answers: ZSuitabilityAnswers,
});
export type TSuitabilitySubmitBody = z.input<typeof ZSuitabilitySubmitBody>;

/**
 * POST /api/onboarding/preview: what step 5 shows, by reading A. Answers may be partial for
 * the 4-question flow (profile from the answered ones); the 10-question flow needs them all.
 * Without a patrimônio the limited-capital rule is not applied.
 */
export const ZOnboardingPreviewBody = z.object({
  questionnaireId: z.enum(QUESTIONNAIRE_IDS, { error: UNKNOWN_QUESTIONNAIRE }),
  answers: ZSuitabilityAnswers,
  patrimonioCents: ZPatrimonioCents.nullable().optional(),
  preferences: ZRecommendationPreferences.optional(),
});
export type TOnboardingPreviewBody = z.input<typeof ZOnboardingPreviewBody>;

/** POST /api/onboarding: saves the whole wizard for the signed-in investor. */
export const ZOnboardingBody = z.object({
  /** Updates the account's name when given; the email is the account's. */
  name: ZPersonName.optional(),
  /** Omitted keeps the saved phone; null or an empty string clears it. */
  phone: ZPhone.nullable().optional(),
  patrimonioCents: ZPatrimonioCents.nullable().optional(),
  questionnaireId: z.literal(ONBOARDING_QUESTIONNAIRE_ID, { error: UNKNOWN_QUESTIONNAIRE }),
  answers: ZSuitabilityAnswers,
  brokerIds: ZBrokerIds,
  preferences: ZRecommendationPreferences,
  firstGoalName: z
    .enum(GOAL_SUGGESTED_NAMES, { error: 'Escolha um dos objetivos sugeridos.' })
    .nullable()
    .optional(),
});
export type TOnboardingBody = z.input<typeof ZOnboardingBody>;

// ---- Responses ----

export const ZAllocation = z.record(z.enum(ASSET_CLASSES), z.number().int());
export const ZJustifications = z.partialRecord(z.enum(ASSET_CLASSES), z.string());

export const ZSuitabilityRecord = z.object({
  id: z.string(),
  questionnaireId: z.string(),
  answers: z.record(z.string(), z.string()),
  totalPoints: z.number().int(),
  /** The questionnaire's profile; the 10-question flow's top band is 'Agressivo'. */
  profile: z.enum(SUITABILITY_PROFILES),
  /** The allocation-table row this profile uses (Agressivo → Arrojado). */
  allocationProfile: z.enum(RISK_PROFILES),
  timeHorizon: z.enum(TIME_HORIZONS),
  completedAt: z.string(),
  validUntil: z.string(),
  /** False once 24 months have passed: no new recommendation until it is redone. */
  valid: z.boolean(),
});
export type TSuitabilityRecord = z.infer<typeof ZSuitabilityRecord>;

export const RECOMMENDATION_READINGS = ['onboarding', 'dashboard'] as const;
export const RECOMMENDATION_STATUSES = ['pendente', 'aplicada'] as const;

/** The allocation and its explanation, as computed (a preview has no id or status). */
export const ZRecommendedPortfolio = z.object({
  profile: z.enum(RISK_PROFILES),
  timeHorizon: z.enum(TIME_HORIZONS),
  allocation: ZAllocation,
  /** The profile-and-horizon observation ('obs', docs/product.md §3). */
  observation: z.string(),
  /** One note per rule that changed the allocation (limited capital, crypto, no stocks, 90/10). */
  notes: z.array(z.string()),
  /** One justification per class above 0%. */
  justifications: ZJustifications,
});
export type TRecommendedPortfolio = z.infer<typeof ZRecommendedPortfolio>;

export const ZRecommendation = ZRecommendedPortfolio.extend({
  id: z.string(),
  suitabilityRecordId: z.string(),
  reading: z.enum(RECOMMENDATION_READINGS),
  status: z.enum(RECOMMENDATION_STATUSES),
  appliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The net worth the rules used; null when unknown (limited-capital rule not applied). */
  availableAmountCents: z.number().int().nullable(),
  preferences: ZRecommendationPreferences,
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZOnboardingPreview = z.object({
  suitability: z.object({
    questionnaireId: z.enum(QUESTIONNAIRE_IDS),
    answeredCount: z.number().int(),
    questionCount: z.number().int(),
    complete: z.boolean(),
    totalPoints: z.number().int(),
    profile: z.enum(SUITABILITY_PROFILES),
    allocationProfile: z.enum(RISK_PROFILES),
    timeHorizon: z.enum(TIME_HORIZONS),
  }),
  recommendation: ZRecommendedPortfolio,
});
export type TOnboardingPreview = z.infer<typeof ZOnboardingPreview>;

export const ZInvestorProfile = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferences: ZRecommendationPreferences,
  firstGoalName: z.string().nullable(),
  brokerIds: z.array(z.string()),
  /** The latest net-worth snapshot, if any. */
  patrimonioCents: z.number().int().nullable(),
  onboardingCompletedAt: z.string().nullable(),
});
export type TInvestorProfile = z.infer<typeof ZInvestorProfile>;

export const ZOnboardingResult = z.object({
  profile: ZInvestorProfile,
  suitability: ZSuitabilityRecord,
  recommendation: ZRecommendation,
  /** What completing the profile earned (the complete-profile badge, once). */
  achievements: z.array(ZAchievement),
});
export type TOnboardingResult = z.infer<typeof ZOnboardingResult>;

/** GET /api/onboarding: what the investor has saved; `profile.onboardingCompletedAt` is null before. */
export const ZOnboardingState = z.object({
  profile: ZInvestorProfile,
  /** The latest profile, valid or not (see `valid`). */
  suitability: ZSuitabilityRecord.nullable(),
  recommendation: ZRecommendation.nullable(),
});
export type TOnboardingState = z.infer<typeof ZOnboardingState>;

export const ZSuitabilityResult = z.object({
  suitability: ZSuitabilityRecord,
  recommendation: ZRecommendation,
  achievements: z.array(ZAchievement),
});
export type TSuitabilityResult = z.infer<typeof ZSuitabilityResult>;

export const ZSuitabilityHistory = z.object({ records: z.array(ZSuitabilityRecord) });
export const ZRecommendationList = z.object({ recommendations: z.array(ZRecommendation) });
export type TSuitabilityHistory = z.infer<typeof ZSuitabilityHistory>;
export type TRecommendationList = z.infer<typeof ZRecommendationList>;

export const ZBroker = z.object({
  id: z.string(),
  name: z.string(),
  /** An image address; null shows the broker's initials. */
  logo: z.string().nullable(),
  /** Annual cashback in basis points of net worth (60 = 0,60% a year). */
  cashbackAnnualBps: z.number().int(),
  cashbackAnnualRatePercent: z.number(),
  rating: z.string().nullable(),
  clients: z.string().nullable(),
  features: z.array(z.string()),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  cashbackInfo: z.string().nullable(),
  createAccountUrl: z.string().nullable(),
  featured: z.boolean(),
});
export const ZBrokerList = z.object({ brokers: z.array(ZBroker) });
export type TBroker = z.infer<typeof ZBroker>;
export type TBrokerList = z.infer<typeof ZBrokerList>;

/** CVM Res. 30/2021: the messages of the profile gate, shared so the web shows the same words. */
export const PROFILE_GATE_MESSAGES = {
  expired:
    'Seu perfil de investidor venceu (mais de 24 meses). Refaça o questionário para receber novas recomendações.',
  missing: 'Responda ao questionário de perfil de investidor para receber recomendações.',
} as const;
