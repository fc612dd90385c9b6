import {
  CASHBACK_IMPORT_MAX_LINES,
  CASHBACK_STATUSES,
  MAX_CASHBACK_ENTRY_CENTS,
  MAX_CASHBACK_RATE_BPS,
  isMonth,
} from '@algoone/domain';
import { z } from './zod-locale.ts';

/**
 * Cashback (docs/decisions/013-cashback-ledger.md): the investor's ledger of broker rebates
 * passed on (/cashback, /cashback/extrato), the landing's figures, and the admin's catalogue,
 * credits, imports and monthly totals (/admin/cashback). Money in integer centavos; months
 * 'YYYY-MM'; rates in basis points a year (60 = 0,60%).
 */
export const CASHBACK_API_ROUTES = {
  /** GET: everything /cashback shows for the signed-in investor. */
  overview: '/api/cashback',
  /** GET: the investor's statement, filtered by period and broker. */
  statement: '/api/cashback/statement',
  /** GET: the same statement as a pt-BR CSV. */
  statementCsv: '/api/cashback/statement.csv',
  /** GET (public): the landing page's figures, from the database. */
  landingFigures: '/api/cashback/landing-figures',
  adminBrokers: '/api/admin/cashback/brokers',
  adminBroker: '/api/admin/cashback/brokers/:id',
  adminBrokerRates: '/api/admin/cashback/brokers/:id/rates',
  adminCredits: '/api/admin/cashback/credits',
  adminImportPreview: '/api/admin/cashback/imports/preview',
  adminImports: '/api/admin/cashback/imports',
  adminTotals: '/api/admin/cashback/totals',
  adminTotalsCsv: '/api/admin/cashback/totals.csv',
} as const;

export const CASHBACK_MESSAGES = {
  month: 'Informe o mês no formato aaaa-mm.',
  period: 'O mês inicial deve ser anterior ou igual ao final.',
  amount: 'Informe um valor em centavos inteiros, não negativo.',
  amountTooLarge: 'Valor acima do limite de R$ 1.000.000,00 por lançamento.',
  passedOnAboveReceived: 'O valor repassado não pode ser maior que o recebido da corretora.',
  rate: 'Informe a taxa em pontos-base inteiros, de 0 a 1.000 (0% a 10% ao ano).',
  investorNotFound: 'Nenhum investidor com este e-mail.',
  brokerNotFound: 'Corretora não encontrada.',
  duplicate:
    'Este lançamento já está registrado (mesmo investidor, corretora, mês, status e valores).',
  fileEmpty: 'O arquivo está vazio ou só tem o cabeçalho.',
  fileNotCsv: 'O arquivo não parece um CSV de texto. Exporte a planilha como CSV e tente de novo.',
  fileEncoding: 'Não foi possível ler o arquivo: use a codificação UTF-8 ou Latin-1 (ISO-8859-1).',
  fileTooLarge: `Arquivo grande demais: envie até 5 MB e ${CASHBACK_IMPORT_MAX_LINES.toLocaleString('pt-BR')} linhas.`,
  fileColumns:
    'Cabeçalho não reconhecido: o arquivo precisa das colunas email, corretora, mes, recebido e repassado.',
  url: 'Informe um endereço que comece com https://.',
} as const;

/** The largest file accepted (bytes, before base64). */
export const CASHBACK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ZMonth = z.string().refine(isMonth, { message: CASHBACK_MESSAGES.month });
const ZCents = z
  .number({ message: CASHBACK_MESSAGES.amount })
  .int({ message: CASHBACK_MESSAGES.amount })
  .min(0, { message: CASHBACK_MESSAGES.amount })
  .max(MAX_CASHBACK_ENTRY_CENTS, { message: CASHBACK_MESSAGES.amountTooLarge });
export const ZCashbackStatus = z.enum(CASHBACK_STATUSES);
export type TCashbackStatus = z.infer<typeof ZCashbackStatus>;

// ---- the investor ----

export const ZCashbackEntry = z.object({
  id: z.string(),
  brokerId: z.string(),
  brokerName: z.string(),
  referenceMonth: z.string(),
  receivedCents: z.number().int(),
  passedOnCents: z.number().int(),
  status: ZCashbackStatus,
  creditedAt: z.string().nullable(),
  source: z.enum(['manual', 'import']),
});
export type TCashbackEntry = z.infer<typeof ZCashbackEntry>;

export const ZCashbackBrokerRate = z.object({
  id: z.string(),
  name: z.string(),
  annualBps: z.number().int(),
});

export const ZCashbackOverview = z.object({
  netWorthCents: z.number().int().nullable(),
  simulator: z.object({
    defaultNetWorthCents: z.number().int(),
    /** The product's six brokers (docs/product.md §2) with the catalogue's rate in force this month. */
    brokers: z.array(ZCashbackBrokerRate),
  }),
  cards: z.object({
    /** Recorded: credits minus reversals. */
    accumulatedCents: z.number().int(),
    /** Recorded: the latest credit, or null. */
    lastCredit: z
      .object({
        amountCents: z.number().int(),
        referenceMonth: z.string(),
        creditedAt: z.string(),
        brokerName: z.string(),
      })
      .nullable(),
    /** Estimated: this month at the investor's broker's rate; null without net worth. */
    monthEstimate: z
      .object({
        month: z.string(),
        brokerId: z.string(),
        brokerName: z.string(),
        annualBps: z.number().int(),
        netWorthCents: z.number().int(),
        monthlyCents: z.number().int(),
        /** Forecasts the broker announced for this month (recorded as `previsto`). */
        forecastCents: z.number().int(),
      })
      .nullable(),
    /** Estimated: the next 12 months at this month's rate. */
    annualProjectionCents: z.number().int().nullable(),
  }),
  /** Recorded, net per month, the last 12 months with credits, oldest first. */
  history: z.array(z.object({ month: z.string(), amountCents: z.number().int() })),
  /**
   * Recorded, per broker with its share of the total, and the rates its credits were earned at
   * (each credit's month at the rate in force that month, oldest first).
   */
  breakdown: z.array(
    z.object({
      brokerId: z.string(),
      brokerName: z.string(),
      amountCents: z.number().int(),
      sharePercent: z.number(),
      rates: z.array(
        z.object({
          annualBps: z.number().int(),
          firstMonth: z.string(),
          lastMonth: z.string(),
        }),
      ),
    }),
  ),
  /** For the disclosure: what each broker paid AlgoOne for this investor, and what reached them. */
  disclosure: z.array(
    z.object({
      brokerId: z.string(),
      brokerName: z.string(),
      receivedCents: z.number().int(),
      passedOnCents: z.number().int(),
    }),
  ),
});
export type TCashbackOverview = z.infer<typeof ZCashbackOverview>;

export const ZStatementQuery = z
  .object({
    from: ZMonth.optional(),
    to: ZMonth.optional(),
    broker: z.string().max(64).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: CASHBACK_MESSAGES.period,
    path: ['to'],
  });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/** The statement is bounded: a person's lifetime of monthly credits fits many times over. */
export const STATEMENT_LIMIT = 2_000;

export const ZStatement = z.object({
  entries: z.array(ZCashbackEntry),
  totals: z.object({
    accumulatedCents: z.number().int(),
    receivedCents: z.number().int(),
    forecastCents: z.number().int(),
  }),
  brokers: z.array(z.object({ id: z.string(), name: z.string() })),
  truncated: z.boolean(),
});
export type TStatement = z.infer<typeof ZStatement>;

// ---- the landing page ----

export const ZLandingFigures = z.object({
  stats: z.array(z.object({ value: z.string(), label: z.string() })).length(3),
  claims: z.array(
    z.object({ brokerId: z.string(), name: z.string(), annualBps: z.number().int() }),
  ),
});
export type TLandingFigures = z.infer<typeof ZLandingFigures>;

// ---- the admin ----

export const ZAdminBroker = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  rating: z.string().nullable(),
  clients: z.string().nullable(),
  features: z.array(z.string()),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  cashbackInfo: z.string().nullable(),
  createAccountUrl: z.string().nullable(),
  active: z.boolean(),
  annualBps: z.number().int(),
  rates: z.array(z.object({ effectiveMonth: z.string(), annualBps: z.number().int() })),
});
export type TAdminBroker = z.infer<typeof ZAdminBroker>;
export const ZAdminBrokerList = z.object({ brokers: z.array(ZAdminBroker) });
export type TAdminBrokerList = z.infer<typeof ZAdminBrokerList>;
export const ZAdminBrokerParams = z.object({ id: z.string().max(64) });

const ZText = (max: number) => z.string().trim().max(max);
const ZUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https:\/\/[^\s]+$/.test(v), { message: CASHBACK_MESSAGES.url });
const ZList = z.array(ZText(200).min(1)).max(12);

export const ZUpdateBroker = z
  .object({
    name: ZText(80).min(2),
    logo: ZUrl.nullable(),
    rating: z
      .string()
      .trim()
      .regex(/^[0-5](,|\.)\d$/, { message: 'Use uma nota de 0,0 a 5,0.' })
      .nullable(),
    clients: ZText(60).nullable(),
    features: ZList,
    pros: ZList,
    cons: ZList,
    cashbackInfo: ZText(500).nullable(),
    createAccountUrl: ZUrl.nullable(),
    active: z.boolean(),
  })
  .partial();
export type TUpdateBroker = z.infer<typeof ZUpdateBroker>;

export const ZAddRate = z.object({
  effectiveMonth: ZMonth,
  annualBps: z
    .number({ message: CASHBACK_MESSAGES.rate })
    .int({ message: CASHBACK_MESSAGES.rate })
    .min(0, { message: CASHBACK_MESSAGES.rate })
    .max(MAX_CASHBACK_RATE_BPS, { message: CASHBACK_MESSAGES.rate }),
});
export type TAddRate = z.infer<typeof ZAddRate>;

export const ZRecordCredit = z
  .object({
    email: z.string().trim().toLowerCase().email({ message: 'Informe um e-mail válido.' }).max(254),
    brokerId: z.string().max(64),
    referenceMonth: ZMonth,
    receivedCents: ZCents,
    passedOnCents: ZCents,
    status: ZCashbackStatus,
  })
  .refine((c) => c.passedOnCents <= c.receivedCents, {
    message: CASHBACK_MESSAGES.passedOnAboveReceived,
    path: ['passedOnCents'],
  });
export type TRecordCredit = z.infer<typeof ZRecordCredit>;
export const ZRecordCreditResult = z.object({ entry: ZCashbackEntry, emailSent: z.boolean() });
export type TRecordCreditResult = z.infer<typeof ZRecordCreditResult>;

export const ZImportFile = z.object({
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes, base64: the server decides the encoding (UTF-8 or Latin-1). */
  contentBase64: z.string().max(Math.ceil((CASHBACK_IMPORT_MAX_BYTES * 4) / 3) + 4, {
    message: CASHBACK_MESSAGES.fileTooLarge,
  }),
});
export type TImportFile = z.infer<typeof ZImportFile>;

const ZImportLine = z.object({
  line: z.number().int(),
  email: z.string(),
  brokerId: z.string(),
  referenceMonth: z.string(),
  receivedCents: z.number().int(),
  passedOnCents: z.number().int(),
  status: ZCashbackStatus,
});
export const ZImportPreview = z.object({
  lineCount: z.number().int(),
  toCreate: z.number().int(),
  duplicates: z.array(z.object({ line: z.number().int() })),
  rejected: z.array(z.object({ line: z.number().int(), reasons: z.array(z.string()) })),
  /** The first lines to be created, for the admin to check before confirming. */
  sample: z.array(ZImportLine),
  totals: z.object({ receivedCents: z.number().int(), passedOnCents: z.number().int() }),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;
export const ZImportReport = z.object({
  importId: z.string().nullable(),
  lineCount: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reasons: z.array(z.string()) })),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZTotalsQuery = z
  .object({ from: ZMonth.optional(), to: ZMonth.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: CASHBACK_MESSAGES.period,
    path: ['to'],
  });
export const ZMonthlyTotals = z.object({
  rows: z.array(
    z.object({
      month: z.string(),
      brokerId: z.string(),
      brokerName: z.string(),
      receivedCents: z.number().int(),
      passedOnCents: z.number().int(),
      investors: z.number().int(),
    }),
  ),
});
export type TMonthlyTotals = z.infer<typeof ZMonthlyTotals>;
