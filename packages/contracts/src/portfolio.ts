import {
  APORTE_CATEGORIES,
  ASSET_CLASSES,
  BROKER_IDS,
  ONBOARDING_BROKER_IDS,
  PORTFOLIO_CATEGORIES,
  RISK_PROFILES,
  SUITABILITY_PROFILES,
  TIME_HORIZONS,
  TOASTS,
  TRACKER_STEPS,
  parseIsoCalendarDate,
} from '@algoone/domain';
import { z } from './zod-locale.ts';
import { ZAchievementsField } from './gamification.ts';
import {
  RECOMMENDATION_READINGS,
  RECOMMENDATION_STATUSES,
  ZAllocation,
  ZRecommendation,
  ZRecommendedPortfolio,
} from './onboarding.ts';

/**
 * The investor's own numbers: the /dashboard aggregate, net worth history, current portfolio,
 * aportes (with CSV export and import), the rebalancing simulator, the tracker, broker account
 * confirmation, applying a recommendation and the CDI series. Money is always integer centavos;
 * calendar days are 'YYYY-MM-DD' on the São Paulo calendar; instants are ISO 8601.
 *
 * The API is strict about amounts: it takes integer centavos only and refuses anything else
 * with 400. "An invalid amount becomes 0" (docs/product.md §5) is how web inputs act while typing
 * (parseBRL / the cents mask), before anything is sent.
 */
export const PORTFOLIO_API_ROUTES = {
  /** GET: everything /dashboard shows, in one call. `?broker=` picks the cashback broker. */
  dashboard: '/api/dashboard',
  /** PUT: the tracker's manual toggles for steps 3 (Corretora) and 4 (Alocação). */
  dashboardTracker: '/api/dashboard/tracker',
  /** GET: what /carteira shows: holdings, target, drift, the net worth history. */
  portfolio: '/api/portfolio',
  /** PUT: a new net worth (adds a dated snapshot to the history). */
  netWorth: '/api/portfolio/net-worth',
  /** DELETE: removes one of the viewer's own snapshots (a mistaken entry). */
  netWorthSnapshot: '/api/portfolio/net-worth/:id',
  /** PUT: the current portfolio by portfolio category (docs/product.md §9). */
  holdings: '/api/portfolio/holdings',
  /** POST: the contribution simulator from the current holdings and the target. */
  simulate: '/api/portfolio/simulate',
  /** GET (filters, pages) and POST. */
  contributions: '/api/contributions',
  /** PATCH and DELETE one of the viewer's own aportes. */
  contribution: '/api/contributions/:id',
  /** GET: the filtered aportes as a pt-BR CSV (`;`, dd/mm/aaaa, 1.234,56, UTF-8 with BOM). */
  contributionsCsv: '/api/contributions.csv',
  /** POST: imports a CSV in the export's format; see ZContributionImportBody. */
  contributionsImport: '/api/contributions/import',
  /** POST: marks one of the viewer's recommendations as applied. */
  recommendationApply: '/api/recommendations/:id/apply',
  /** POST: confirms the viewer has an account at this broker; DELETE undoes it. */
  brokerConfirm: '/api/brokers/:id/confirm',
  /** GET: whether the CDI series (Banco Central SGS 12) is available, and how fresh. */
} as const;

/** Replaces ':param' segments of a portfolio API path. */
export function portfolioApiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---- Messages ----

/** docs/product.md §5 and §8's words, plus the ones the real product needs. */
export const PORTFOLIO_MESSAGES = {
  /** docs/product.md §5: NaN, negative (and, for an aporte, 0) → toast 'Valor inválido'. */
  invalidValueTitle: TOASTS.invalidValue.title,
  invalidValue: TOASTS.invalidValue.description,
  /** docs/product.md §5: corretora and categoria are required → toast 'Campos obrigatórios'. */
  requiredFieldsTitle: TOASTS.requiredFields.title,
  requiredFields: TOASTS.requiredFields.description,
  valueTooLarge: 'Valor alto demais.',
  unknownBroker: 'Corretora desconhecida. Escolha uma da lista.',
  unknownCategory: 'Categoria desconhecida. Escolha uma da lista.',
  pensionNotInPortfolio:
    'Previdência não faz parte da carteira atual. Registre os aportes em previdência na lista de aportes.',
  invalidDate: 'Informe uma data válida (dd/mm/aaaa).',
  futureDate: 'A data do aporte não pode estar no futuro.',
  dateTooOld: 'Informe uma data a partir de 01/01/1900.',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
  nothingToUpdate: 'Informe ao menos um campo para alterar.',
  csvEmpty: 'O arquivo está vazio.',
  csvTooLarge: 'Arquivo grande demais: envie no máximo 5.000 linhas de aportes.',
  csvMissingHeader:
    'A primeira linha do arquivo deve ter os títulos das colunas: Data;Valor;Corretora;Categoria.',
  cdiUnavailable: 'CDI indisponível',
  returnUnavailable:
    'Atualize o seu patrimônio ao longo do ano para calcularmos o rendimento: são necessários pelo menos dois registros.',
  returnUndefined:
    'Não foi possível calcular o rendimento do período: não havia valor investido para medir.',
} as const;

// ---- Pieces ----

/** A calendar day, 'YYYY-MM-DD'. */
export const ZCalendarDay = z
  .string({ error: PORTFOLIO_MESSAGES.invalidDate })
  .refine((text) => parseIsoCalendarDate(text) !== null, PORTFOLIO_MESSAGES.invalidDate)
  .refine((text) => text >= '1900-01-01', PORTFOLIO_MESSAGES.dateTooOld);

/** Largest single amount accepted (R$ 1 bilhão): sums of many stay exact in a JS number. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

const amount = (minimum: 0 | 1) =>
  z
    .number({ error: PORTFOLIO_MESSAGES.invalidValue })
    .int(PORTFOLIO_MESSAGES.invalidValue)
    .min(minimum, PORTFOLIO_MESSAGES.invalidValue)
    .max(MAX_AMOUNT_CENTS, PORTFOLIO_MESSAGES.valueTooLarge);

/** Net worth and holdings: zero or more centavos. */
export const ZNonNegativeCents = amount(0);
/** An aporte: more than zero centavos. */
export const ZPositiveCents = amount(1);

const required = (unknown: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? PORTFOLIO_MESSAGES.requiredFields
    : unknown;

/**
 * A broker the product knows; which of them an aporte may name now is the catalogue's say,
 * checked by the server (docs/product.md §10).
 */
export const ZAporteBrokerId = z.enum(BROKER_IDS, {
  error: required(PORTFOLIO_MESSAGES.unknownBroker),
});
export const ZAporteCategory = z.enum(APORTE_CATEGORIES, {
  error: required(PORTFOLIO_MESSAGES.unknownCategory),
});

export const ZProfileGate = z.object({
  /** CVM Res. 30/2021: recommendations need a profile from the last 24 months. */
  status: z.enum(['valid', 'expired', 'missing']),
  /** Why no recommendation is shown (PROFILE_GATE_MESSAGES); null when valid. */
  message: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type TProfileGate = z.infer<typeof ZProfileGate>;

// ---- Net worth ----

export const ZNetWorthSnapshot = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  recordedAt: z.string(),
});
export type TNetWorthSnapshot = z.infer<typeof ZNetWorthSnapshot>;

/** PUT /api/portfolio/net-worth. */
export const ZNetWorthUpdateBody = z.object({ amountCents: ZNonNegativeCents });
export type TNetWorthUpdateBody = z.input<typeof ZNetWorthUpdateBody>;

export const ZNetWorthUpdateResult = z.object({
  snapshot: ZNetWorthSnapshot,
  /** Unlocked by this action (mission update-patrimonio…), for the toasts. */
  achievements: ZAchievementsField,
});
export type TNetWorthUpdateResult = z.infer<typeof ZNetWorthUpdateResult>;

export const ZSnapshotParams = z.object({ id: z.string() });

// ---- Holdings ----

/**
 * PUT /api/portfolio/holdings: { holdings: { 'Renda Fixa': 1000000, … } } by portfolio
 * categories (Previdência is not one). A category left out is saved as 0. Unknown categories
 * and invalid amounts are refused with 400 (`fields["holdings.<categoria>"]`).
 */
export const ZHoldingsUpdateBody = z.object({
  holdings: z.record(
    z.string().refine((key) => (PORTFOLIO_CATEGORIES as readonly string[]).includes(key)),
    ZNonNegativeCents,
    {
      error: (issue) => {
        if (issue.code !== 'invalid_key') return 'Informe a carteira por categoria.';
        // For a bad key, zod hands over the key itself.
        const key: unknown = issue.input;
        return key === 'Previdência'
          ? PORTFOLIO_MESSAGES.pensionNotInPortfolio
          : PORTFOLIO_MESSAGES.unknownCategory;
      },
    },
  ),
});
export type THoldingsUpdateBody = z.input<typeof ZHoldingsUpdateBody>;

export const ZHoldings = z.object({
  /** True once the investor saved a portfolio with something in it. */
  recorded: z.boolean(),
  updatedAt: z.string().nullable(),
  totalCents: z.number().int(),
  /** Every portfolio category in docs/product.md §9's order, 0 when empty; share in whole %. */
  byCategory: z.array(
    z.object({
      category: z.enum(PORTFOLIO_CATEGORIES),
      amountCents: z.number().int(),
      percent: z.number(),
    }),
  ),
  /** The same folded into asset classes (FIIs count as Ações Brasil), whole percents. */
  byAssetClass: z.array(
    z.object({
      assetClass: z.enum(ASSET_CLASSES),
      amountCents: z.number().int(),
      percent: z.number(),
    }),
  ),
  /**
   * Categories whose amount is the sum of the investor's B3 securities (ADR 027), and the day of
   * the latest Posição; empty and null for a portfolio typed by hand.
   */
  b3: z.object({
    categories: z.array(z.enum(PORTFOLIO_CATEGORIES)),
    asOf: z.string().nullable(),
  }),
});
export type THoldings = z.infer<typeof ZHoldings>;

export const ZHoldingsUpdateResult = z.object({
  holdings: ZHoldings,
  /** review-portfolio, and global-investor when Internacional > 0. */
  achievements: ZAchievementsField,
});
export type THoldingsUpdateResult = z.infer<typeof ZHoldingsUpdateResult>;

// ---- Target, drift ----

/** The rule-based portfolio of reading B for the latest valid profile and current net worth. */
export const ZTargetPortfolio = ZRecommendedPortfolio.extend({
  /** The net worth the rules used; null when none was ever given (limited-capital rule off). */
  netWorthCents: z.number().int().nullable(),
  /** 'Entenda sua carteira recomendada': each class's role for this profile. */
  roles: z.partialRecord(z.enum(ASSET_CLASSES), z.string()),
});
export type TTargetPortfolio = z.infer<typeof ZTargetPortfolio>;

export const ZClassDrift = z.object({
  assetClass: z.enum(ASSET_CLASSES),
  currentCents: z.number().int(),
  /** Share of the current portfolio, 0–100 (not rounded). */
  currentPercent: z.number(),
  targetPercent: z.number().int(),
  /** The target share of the current total, in centavos. */
  targetCents: z.number().int(),
  /** current − target, in percentage points; positive means overweight. */
  driftPp: z.number(),
  /** Tolerance: 5 pp for targets of 20% or more, 25% of the target below that. */
  bandPp: z.number(),
  outOfBand: z.boolean(),
});
export const ZDrift = z.object({
  rows: z.array(ZClassDrift),
  /** Any class outside its band (never for an empty portfolio). */
  outOfProfile: z.boolean(),
  /** The alert to show when out of profile (docs/product.md §10: Brazil rules); null otherwise. */
  alert: z.string().nullable(),
});
export type TDrift = z.infer<typeof ZDrift>;

// ---- Tracker ----

export const ZTrackerStep = z.object({
  step: z.enum(TRACKER_STEPS),
  done: z.boolean(),
  /** Done because of real state (profile, recommendation, confirmed broker, portfolio). */
  automatic: z.boolean(),
  /** The manual toggle (steps Corretora and Alocação only); null for the others. */
  manual: z.boolean().nullable(),
});
export const ZTracker = z.object({
  steps: z.array(ZTrackerStep),
  /** The first step not done; null when all four are. */
  nextStep: z.enum(TRACKER_STEPS).nullable(),
});
export type TTracker = z.infer<typeof ZTracker>;

/** PUT /api/dashboard/tracker. */
export const ZTrackerUpdateBody = z
  .object({
    brokerStepDone: z.boolean({ error: 'Use verdadeiro ou falso.' }).optional(),
    allocationStepDone: z.boolean({ error: 'Use verdadeiro ou falso.' }).optional(),
  })
  .refine(
    (body) => body.brokerStepDone !== undefined || body.allocationStepDone !== undefined,
    PORTFOLIO_MESSAGES.nothingToUpdate,
  );
export type TTrackerUpdateBody = z.input<typeof ZTrackerUpdateBody>;

// ---- Brokers (/corretoras) ----

export const ZBrokerAccount = z.object({
  brokerId: z.string(),
  name: z.string(),
  selectedAt: z.string(),
  /** When the investor confirmed the account is open; null while not confirmed. */
  accountConfirmedAt: z.string().nullable(),
});
export type TBrokerAccount = z.infer<typeof ZBrokerAccount>;

export const ZBrokerParams = z.object({ id: z.string() });

export const ZBrokerConfirmResult = z.object({
  account: ZBrokerAccount,
  tracker: ZTracker,
});
export type TBrokerConfirmResult = z.infer<typeof ZBrokerConfirmResult>;

// ---- Recommendations ----

export const ZRecommendationParams = z.object({ id: z.string() });

export const ZRecommendationApplyResult = z.object({
  recommendation: ZRecommendation,
  /** Badge portfolio-rebalanced the first time; empty when it was already applied. */
  achievements: ZAchievementsField,
});
export type TRecommendationApplyResult = z.infer<typeof ZRecommendationApplyResult>;

export const ZLastRecommendation = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(RECOMMENDATION_STATUSES),
  appliedAt: z.string().nullable(),
  reading: z.enum(RECOMMENDATION_READINGS),
  profile: z.enum(RISK_PROFILES),
  timeHorizon: z.enum(TIME_HORIZONS),
  allocation: ZAllocation,
});
export type TLastRecommendation = z.infer<typeof ZLastRecommendation>;

// ---- Aportes ----

export const ZContribution = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  /** The day of the aporte, 'YYYY-MM-DD'. */
  date: z.string(),
  brokerId: z.enum(BROKER_IDS),
  brokerName: z.string(),
  category: z.enum(APORTE_CATEGORIES),
  /** How the category counts against the allocation (FIIs → Ações Brasil, Previdência → Renda Fixa). */
  assetClass: z.enum(ASSET_CLASSES),
  /** 'b3': a month's net money in read from a B3 Movimentação (docs/decisions/027-b3-import.md). */
  source: z.enum(['manual', 'b3']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContribution = z.infer<typeof ZContribution>;

/** POST /api/contributions. `date` defaults to today (São Paulo) and may not be in the future. */
export const ZContributionCreateBody = z.object({
  amountCents: ZPositiveCents,
  date: ZCalendarDay.optional(),
  brokerId: ZAporteBrokerId,
  category: ZAporteCategory,
});
export type TContributionCreateBody = z.input<typeof ZContributionCreateBody>;

/** PATCH /api/contributions/:id: any of the fields, at least one. */
export const ZContributionUpdateBody = z
  .object({
    amountCents: ZPositiveCents.optional(),
    date: ZCalendarDay.optional(),
    brokerId: ZAporteBrokerId.optional(),
    category: ZAporteCategory.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    PORTFOLIO_MESSAGES.nothingToUpdate,
  );
export type TContributionUpdateBody = z.input<typeof ZContributionUpdateBody>;

export const ZContributionParams = z.object({ id: z.string() });

export const CONTRIBUTIONS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Filters of the list and of the CSV export: period (inclusive), category, broker. */
export const ZContributionFilters = z
  .object({
    from: ZCalendarDay.optional(),
    to: ZCalendarDay.optional(),
    category: z.enum(APORTE_CATEGORIES, { error: PORTFOLIO_MESSAGES.unknownCategory }).optional(),
    broker: z.enum(BROKER_IDS, { error: PORTFOLIO_MESSAGES.unknownBroker }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: PORTFOLIO_MESSAGES.periodOrder,
  });
export type TContributionFilters = z.input<typeof ZContributionFilters>;

export const ZContributionListQuery = z
  .object({
    from: ZCalendarDay.optional(),
    to: ZCalendarDay.optional(),
    category: z.enum(APORTE_CATEGORIES, { error: PORTFOLIO_MESSAGES.unknownCategory }).optional(),
    broker: z.enum(BROKER_IDS, { error: PORTFOLIO_MESSAGES.unknownBroker }).optional(),
    page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1).default(1),
    pageSize: z.coerce
      .number({ error: 'Tamanho de página inválido.' })
      .int('Tamanho de página inválido.')
      .min(1)
      .max(CONTRIBUTIONS_PAGE_SIZE.max)
      .default(CONTRIBUTIONS_PAGE_SIZE.default),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: PORTFOLIO_MESSAGES.periodOrder,
  });
export type TContributionListQuery = z.input<typeof ZContributionListQuery>;

export const ZContributionList = z.object({
  /** Newest first (by date, then by when it was recorded). */
  items: z.array(ZContribution),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Aportes matching the filters, and their sum. */
  total: z.number().int(),
  totalCents: z.number().int(),
});
export type TContributionList = z.infer<typeof ZContributionList>;

export const ZContributionCreateResult = z.object({
  contribution: ZContribution,
  /** register-aporte, and monthly-discipline when 2 or more aportes existed before. */
  achievements: ZAchievementsField,
});
export type TContributionCreateResult = z.infer<typeof ZContributionCreateResult>;

export const ZContributionUpdateResult = z.object({ contribution: ZContribution });
export type TContributionUpdateResult = z.infer<typeof ZContributionUpdateResult>;

// ---- CSV ----

/** The CSV both ways: header row, then one aporte per line. */
export const CONTRIBUTIONS_CSV = {
  separator: ';',
  /** Column titles in the export's order; the import finds them by name, in any order. */
  columns: ['Data', 'Valor', 'Corretora', 'Categoria'] as const,
  maxRows: 5_000,
  /** About 5.000 generous lines; the request body limit applies on top. */
  maxChars: 600_000,
  filename: 'aportes-algoone.csv',
} as const;

/**
 * POST /api/contributions/import. Every row is checked (line numbers count the header as line
 * 1). `validate`: imports all rows in one transaction when every one is valid, and nothing
 * when any is not. `commit-valid`: the investor saw the report and confirmed importing only
 * the valid rows.
 */
export const ZContributionImportBody = z.object({
  csv: z
    .string({ error: 'Envie o conteúdo do arquivo CSV.' })
    .max(CONTRIBUTIONS_CSV.maxChars, PORTFOLIO_MESSAGES.csvTooLarge),
  mode: z
    .enum(['validate', 'commit-valid'], { error: 'Use o modo validate ou commit-valid.' })
    .default('validate'),
});
export type TContributionImportBody = z.input<typeof ZContributionImportBody>;

export const ZContributionImportReport = z.object({
  mode: z.enum(['validate', 'commit-valid']),
  /** Data rows read (blank lines are skipped). */
  total: z.number().int(),
  valid: z.number().int(),
  imported: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reasons: z.array(z.string()) })),
  /** One register-aporte event per import that added rows. */
  achievements: ZAchievementsField,
});
export type TContributionImportReport = z.infer<typeof ZContributionImportReport>;

// ---- Simulator ----

/** POST /api/portfolio/simulate. */
export const ZSimulateBody = z.object({ aporteCents: ZPositiveCents });
export type TSimulateBody = z.input<typeof ZSimulateBody>;

export const ZSimulation = z.object({
  aporteCents: z.number().int(),
  target: ZAllocation,
  currentTotalCents: z.number().int(),
  /** Wallet table (docs/product.md §2): each class at its share of the new total, 0% dropped. */
  split: z.array(
    z.object({
      assetClass: z.enum(ASSET_CLASSES),
      targetPercent: z.number().int(),
      currentCents: z.number().int(),
      newCents: z.number().int(),
      differenceCents: z.number().int(),
      finalPercent: z.number(),
    }),
  ),
  /** Where to put the aporte without selling anything; the buys add up to the aporte. */
  contributionFirst: z.array(
    z.object({
      assetClass: z.enum(ASSET_CLASSES),
      targetPercent: z.number().int(),
      currentCents: z.number().int(),
      buyCents: z.number().int(),
      newCents: z.number().int(),
      finalPercent: z.number(),
    }),
  ),
  /** What a full rebalance would move (positive buy, negative sell), with the aporte. */
  fullRebalance: z.array(
    z.object({
      assetClass: z.enum(ASSET_CLASSES),
      currentCents: z.number().int(),
      targetCents: z.number().int(),
      moveCents: z.number().int(),
    }),
  ),
});
export type TSimulation = z.infer<typeof ZSimulation>;

// ---- CDI ----

export const CDI_STATUSES = ['ok', 'desatualizado', 'indisponivel'] as const;

/** The stored SGS 12 series: 'indisponivel' until the first successful sync. */
export const ZCdiStatus = z.object({
  status: z.enum(CDI_STATUSES),
  /** The latest business day with a rate. */
  lastRateDate: z.string().nullable(),
  /** The first day the stored series covers. */
  coverageFrom: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
});
export type TCdiStatus = z.infer<typeof ZCdiStatus>;

// ---- Dashboard ----

export const ZDashboardQuery = z.object({
  /** The cashback estimate's broker (docs/product.md §2); defaults to the investor's broker. */
  broker: z
    .enum(ONBOARDING_BROKER_IDS, {
      error: PORTFOLIO_MESSAGES.unknownBroker,
    })
    .optional(),
});
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

export const ZPerformance = z.object({
  /** 1 January of this year and today, São Paulo. */
  yearStart: z.string(),
  today: z.string(),
  /**
   * Return for the year to date by Modified Dietz, as a fraction (0.124 = 12,4%), over the
   * period actually measured: from the last net worth given on or before 1 January (or the
   * first one after it) to the latest one. Null when it cannot be measured (see reason).
   */
  return: z
    .object({
      value: z.number(),
      start: z.string(),
      end: z.string(),
      startValueCents: z.number().int(),
      endValueCents: z.number().int(),
      netFlowsCents: z.number().int(),
    })
    .nullable(),
  returnUnavailableReason: z.string().nullable(),
  cdi: z.object({
    status: z.enum(CDI_STATUSES),
    /** CDI accumulated over the same period as the return (or the year so far), a fraction. */
    value: z.number().nullable(),
    from: z.string(),
    to: z.string(),
    lastRateDate: z.string().nullable(),
    /** 'CDI indisponível' when the series was never synced. */
    message: z.string().nullable(),
  }),
  /** "x% do CDI": the return as a percentage of the CDI over the same period (90 = 90%). */
  percentOfCdi: z.number().nullable(),
});
export type TPerformance = z.infer<typeof ZPerformance>;

export const ZCashbackEstimate = z.object({
  /** Always an estimate from the catalogue's rate in force; the ledger is `cashbackLedger`. */
  isEstimate: z.literal(true),
  brokerId: z.enum(BROKER_IDS),
  brokerName: z.string(),
  /** The broker selector (docs/product.md §9). */
  options: z.array(z.object({ id: z.enum(BROKER_IDS), name: z.string() })),
  annualRatePercent: z.number(),
  netWorthCents: z.number().int(),
  monthlyCents: z.number().int(),
  annualCents: z.number().int(),
  message: z.string(),
});
export type TCashbackEstimate = z.infer<typeof ZCashbackEstimate>;

export const ZDashboard = z.object({
  generatedAt: z.string(),
  greeting: z.object({
    name: z.string(),
    /** The latest profile's, even when it is older than 24 months (see profileGate). */
    riskProfile: z.enum(SUITABILITY_PROFILES).nullable(),
    timeHorizon: z.enum(TIME_HORIZONS).nullable(),
  }),
  profileGate: ZProfileGate,
  tracker: ZTracker,
  netWorth: z.object({
    amountCents: z.number().int().nullable(),
    recordedAt: z.string().nullable(),
  }),
  performance: ZPerformance,
  cashback: ZCashbackEstimate,
  /** Recorded: the cashback ledger's credits minus reversals, and the latest credit. */
  cashbackLedger: z.object({
    accumulatedCents: z.number().int(),
    lastCredit: z
      .object({
        amountCents: z.number().int(),
        referenceMonth: z.string(),
        creditedAt: z.string(),
      })
      .nullable(),
  }),
  holdings: ZHoldings,
  /** Null while the profile gate is closed (no profile, or older than 24 months). */
  target: ZTargetPortfolio.nullable(),
  drift: ZDrift.nullable(),
  lastRecommendation: ZLastRecommendation.nullable(),
  contributions: z.object({
    count: z.number().int(),
    totalCents: z.number().int(),
    yearToDateCount: z.number().int(),
    yearToDateCents: z.number().int(),
    /** The latest 5. */
    recent: z.array(ZContribution),
  }),
  brokerAccounts: z.array(ZBrokerAccount),
});
export type TDashboard = z.infer<typeof ZDashboard>;

// ---- /carteira ----

export const NET_WORTH_HISTORY_LIMIT = 500;

export const ZPortfolioOverview = z.object({
  profileGate: ZProfileGate,
  riskProfile: z.enum(SUITABILITY_PROFILES).nullable(),
  holdings: ZHoldings,
  target: ZTargetPortfolio.nullable(),
  drift: ZDrift.nullable(),
  /** Oldest first, the latest NET_WORTH_HISTORY_LIMIT snapshots, for the line chart. */
  netWorthHistory: z.array(ZNetWorthSnapshot),
});
export type TPortfolioOverview = z.infer<typeof ZPortfolioOverview>;
