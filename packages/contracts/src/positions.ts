// Real positions from B3 (issue #28, docs/decisions/027-b3-import.md): the Área do Investidor's
// Posição, Movimentação and Negociação files imported on /carteira, holdings per security, the
// proventos history, the IR summary, and the securities catalogue on /admin/ativos.
import { PORTFOLIO_CATEGORIES, POSITION_FAMILIES, CATALOGUE_KINDS } from '@algoone/domain';
import { ZPageCursor, zPageLimit } from './paging.ts';
import { z } from './zod-locale.ts';
import { ZAchievementsField } from './gamification.ts';

export const POSITIONS_API_ROUTES = {
  /** GET: holdings per security, the totals per class, the latest imports. */
  positions: '/api/positions',
  /** POST: reads a B3 file and says what an import would do; writes nothing. */
  importPreview: '/api/positions/imports/preview',
  /** POST: imports a B3 file in one transaction (the same file twice changes nothing). */
  imports: '/api/positions/imports',
  /** PUT: the investor's class for a security the rules could not place (remembered). */
  choices: '/api/positions/choices',
  /** GET: dividends, JCP and rendimentos by month and by security for a year. */
  proventos: '/api/positions/proventos',
  /** GET: the IR support summary for a year (JSON, CSV, PDF). */
  irSummary: '/api/positions/ir-summary',
  irSummaryCsv: '/api/positions/ir-summary.csv',
  irSummaryPdf: '/api/positions/ir-summary.pdf',
  /** GET (search, pages) and POST: the catalogue on /admin/ativos. */
  adminSecurities: '/api/admin/securities',
  /** PUT: corrects one catalogue entry. */
  adminSecurity: '/api/admin/securities/:ticker',
} as const;

/** A B3 file is a few hundred KB; 200,000 Movimentação lines stay under this. */
export const B3_IMPORT_MAX_BYTES = 12 * 1024 * 1024;
export const B3_IMPORT_KINDS = ['posicao', 'movimentacao', 'negociacao'] as const;
export type TB3ImportKind = (typeof B3_IMPORT_KINDS)[number];
/** How many securities and ignored lines a preview lists (the totals count them all). */
export const B3_PREVIEW_LIST_LIMIT = 500;

export const POSITIONS_MESSAGES = {
  fileMissing: 'Escolha o arquivo baixado da Área do Investidor da B3.',
  fileTooLarge: 'O arquivo passa de 12 MB. Baixe um período menor na Área do Investidor.',
  category: 'Escolha uma classe.',
  securityKey: 'Ativo inválido.',
  year: 'Ano inválido.',
  ticker: 'Use o código de negociação (4 letras e 1 ou 2 números, como PETR4 ou HGLG11).',
  name: 'Informe o nome do ativo.',
  kind: 'Escolha o tipo do ativo.',
  cnpj: 'CNPJ inválido: confira os 14 dígitos.',
  tickerExists: 'Este código já está no catálogo.',
  otherCpf:
    'Este arquivo é de outro CPF. Importe apenas os arquivos da sua própria Área do Investidor.',
} as const;

const ZCategory = z.enum(PORTFOLIO_CATEGORIES, { error: POSITIONS_MESSAGES.category });
const ZSecurityKey = z
  .string({ error: POSITIONS_MESSAGES.securityKey })
  .trim()
  .min(1, POSITIONS_MESSAGES.securityKey)
  .max(200, POSITIONS_MESSAGES.securityKey)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f]+$/, POSITIONS_MESSAGES.securityKey);

export const ZSecurityChoice = z.object({ securityKey: ZSecurityKey, category: ZCategory });
export type TSecurityChoice = z.infer<typeof ZSecurityChoice>;

export const ZB3ImportBody = z.object({
  fileName: z
    .string({ error: POSITIONS_MESSAGES.fileMissing })
    .trim()
    .min(1, POSITIONS_MESSAGES.fileMissing)
    .max(200, 'Nome de arquivo longo demais.'),
  /** The file's bytes, base64. */
  contentBase64: z
    .string({ error: POSITIONS_MESSAGES.fileMissing })
    .min(1, POSITIONS_MESSAGES.fileMissing)
    .max(Math.ceil((B3_IMPORT_MAX_BYTES * 4) / 3) + 4, {
      message: POSITIONS_MESSAGES.fileTooLarge,
    }),
  /** Answers for securities the preview could not place; remembered for the investor. */
  choices: z.array(ZSecurityChoice).max(B3_PREVIEW_LIST_LIMIT).default([]),
  /**
   * Months whose B3 aporte the investor confirmed is the same as an aporte typed by hand: the
   * typed one is kept and marked as B3's instead of a second one being created.
   */
  sameAportes: z
    .array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), contributionId: z.uuid() }))
    .max(600)
    .default([]),
});
export type TB3ImportBody = z.input<typeof ZB3ImportBody>;

const ZLineIssue = z.object({ sheet: z.string(), row: z.number().int(), reason: z.string() });
export type TB3LineIssue = z.infer<typeof ZLineIssue>;

const ZCategorySource = z.enum(['investor', 'catalogue', 'rule', 'unknown']);

export const ZB3PreviewSecurity = z.object({
  securityKey: z.string(),
  ticker: z.string().nullable(),
  name: z.string(),
  institution: z.string(),
  family: z.enum(POSITION_FAMILIES),
  quantity: z.number(),
  valueCents: z.number().int(),
  category: ZCategory.nullable(),
  categorySource: ZCategorySource,
  reason: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
});
export type TB3PreviewSecurity = z.infer<typeof ZB3PreviewSecurity>;

export const ZB3PreviewAporte = z.object({
  month: z.string(),
  netCents: z.number().int(),
  action: z.enum(['create', 'exists']),
  /** A typed aporte of the same month and about the same amount: the investor says if it is the same. */
  manualCandidate: z
    .object({ id: z.string(), amountCents: z.number().int(), contributedOn: z.string() })
    .nullable(),
});

export const ZB3ImportPreview = z.object({
  kind: z.enum(B3_IMPORT_KINDS),
  fileDate: z.string().nullable(),
  /** When this exact file was imported before (nothing would change). */
  alreadyImportedAt: z.string().nullable(),
  lineCount: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  ignoredCount: z.number().int(),
  ignored: z.array(ZLineIssue),
  /** Posição: each security and where it went. */
  securities: z.array(ZB3PreviewSecurity),
  /** Posição: holdings of these institutions are replaced by the file's. */
  institutions: z.array(z.string()),
  /** Posição: securities that need the investor's answer before the import. */
  unknown: z.array(
    z.object({ securityKey: z.string(), ticker: z.string().nullable(), name: z.string() }),
  ),
  totals: z.object({
    totalCents: z.number().int(),
    byCategory: z.array(z.object({ category: ZCategory, valueCents: z.number().int() })),
    /** Value of the securities still without a class. */
    unclassifiedCents: z.number().int(),
  }),
  /** Movimentação: proventos and the month's aportes. */
  proventos: z.object({ count: z.number().int(), totalCents: z.number().int() }),
  aportes: z.array(ZB3PreviewAporte),
  /** Negociação: trades and the securities whose average cost follows. */
  trades: z.object({ count: z.number().int(), tickers: z.number().int() }),
});
export type TB3ImportPreview = z.infer<typeof ZB3ImportPreview>;

export const ZB3ImportReport = z.object({
  importId: z.string().nullable(),
  kind: z.enum(B3_IMPORT_KINDS),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  ignored: z.number().int(),
  achievements: ZAchievementsField,
});
export type TB3ImportReport = z.infer<typeof ZB3ImportReport>;

export const ZPositionSecurity = z.object({
  securityKey: z.string(),
  ticker: z.string().nullable(),
  name: z.string(),
  family: z.enum(POSITION_FAMILIES),
  category: ZCategory.nullable(),
  categorySource: ZCategorySource,
  categoryReason: z.string(),
  quantity: z.number(),
  priceCents: z.number().int().nullable(),
  valueCents: z.number().int(),
  /** From Negociação, where the investor imported it. */
  averageCostCents: z.number().int().nullable(),
  asOf: z.string(),
  institutions: z.array(
    z.object({ institution: z.string(), quantity: z.number(), valueCents: z.number().int() }),
  ),
});
export type TPositionSecurity = z.infer<typeof ZPositionSecurity>;

export const ZB3ImportSummary = z.object({
  id: z.string(),
  kind: z.enum(B3_IMPORT_KINDS),
  fileName: z.string(),
  fileDate: z.string().nullable(),
  createdAt: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  ignored: z.number().int(),
});

export const ZPositionsOverview = z.object({
  /** The latest Posição's day; null without any. */
  asOf: z.string().nullable(),
  totalCents: z.number().int(),
  byCategory: z.array(
    z.object({ category: ZCategory, valueCents: z.number().int(), percent: z.number() }),
  ),
  unclassifiedCents: z.number().int(),
  securities: z.array(ZPositionSecurity),
  imports: z.array(ZB3ImportSummary),
});
export type TPositionsOverview = z.infer<typeof ZPositionsOverview>;

export const ZChoiceResult = z.object({ updated: z.number().int() });

export const ZYearQuery = z.object({
  year: z.coerce
    .number({ error: POSITIONS_MESSAGES.year })
    .int(POSITIONS_MESSAGES.year)
    .min(2000, POSITIONS_MESSAGES.year)
    .max(2100, POSITIONS_MESSAGES.year)
    .optional(),
});

export const ZProventos = z.object({
  year: z.number().int().nullable(),
  /** Years with proventos, newest first. */
  years: z.array(z.number().int()),
  byMonth: z.array(
    z.object({
      month: z.string(),
      dividendCents: z.number().int(),
      jcpCents: z.number().int(),
      fiiIncomeCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  bySecurity: z.array(
    z.object({ ticker: z.string().nullable(), product: z.string(), totalCents: z.number().int() }),
  ),
  totals: z.object({
    exemptCents: z.number().int(),
    exclusiveCents: z.number().int(),
    totalCents: z.number().int(),
  }),
});
export type TProventos = z.infer<typeof ZProventos>;

const ZProventoTotals = {
  dividendCents: z.number().int(),
  jcpCents: z.number().int(),
  fiiIncomeCents: z.number().int(),
  /** Dividends + FII rendimentos: "Rendimentos isentos e não tributáveis". */
  exemptCents: z.number().int(),
  /** JCP: "Rendimentos sujeitos à tributação exclusiva/definitiva". */
  exclusiveCents: z.number().int(),
  totalCents: z.number().int(),
};

export const ZIrSummary = z.object({
  year: z.number().int(),
  /** Years with trades, proventos or a Posição, newest first. */
  years: z.array(z.number().int()),
  /** "Apoio, não é orientação tributária". */
  disclaimer: z.string(),
  /** Quantities come from the trades up to 31/12, or, without trades, from this Posição's day. */
  positionsAsOf: z.string().nullable(),
  rows: z.array(
    z.object({
      ticker: z.string(),
      name: z.string(),
      issuerCnpj: z.string().nullable(),
      quantity: z.number(),
      averageCostCents: z.number().int().nullable(),
      /** "Situação em 31/12": acquisition cost, not market value. */
      totalCostCents: z.number().int().nullable(),
      note: z.string().nullable(),
      ...ZProventoTotals,
    }),
  ),
  totals: z.object({ ...ZProventoTotals, totalCostCents: z.number().int() }),
});
export type TIrSummary = z.infer<typeof ZIrSummary>;

// /admin/ativos
const ZTicker = z
  .string({ error: POSITIONS_MESSAGES.ticker })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}[0-9]{1,2}$|^[A-Z0-9 .+-]{3,60}$/, POSITIONS_MESSAGES.ticker);

export const ZSecurityCatalogueEntry = z.object({
  ticker: z.string(),
  name: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  category: ZCategory,
  indexName: z.string().nullable(),
  issuerCnpj: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSecurityCatalogueEntry = z.infer<typeof ZSecurityCatalogueEntry>;

export const ZSecurityCatalogueBody = z.object({
  name: z
    .string({ error: POSITIONS_MESSAGES.name })
    .trim()
    .min(2, POSITIONS_MESSAGES.name)
    .max(120, POSITIONS_MESSAGES.name),
  kind: z.enum(CATALOGUE_KINDS, { error: POSITIONS_MESSAGES.kind }),
  category: ZCategory,
  indexName: z.string().trim().max(80).nullable().default(null),
  issuerCnpj: z
    .string()
    .trim()
    // Digits, or the alphanumeric CNPJ issued from July 2026; punctuation is dropped.
    .transform((value) => value.replace(/[./\s-]/g, '').toUpperCase())
    .refine(
      (value) => value === '' || /^[0-9A-Z]{12}[0-9]{2}$/.test(value),
      POSITIONS_MESSAGES.cnpj,
    )
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export const ZSecurityCatalogueCreate = ZSecurityCatalogueBody.extend({ ticker: ZTicker });
export type TSecurityCatalogueCreate = z.input<typeof ZSecurityCatalogueCreate>;
export type TSecurityCatalogueBody = z.input<typeof ZSecurityCatalogueBody>;

export const ADMIN_SECURITIES_LIMIT = 100;
export const ZAdminSecuritiesQuery = z.object({
  q: z.string().trim().max(60).optional(),
  after: ZPageCursor.optional(),
  limit: zPageLimit(ADMIN_SECURITIES_LIMIT).default(ADMIN_SECURITIES_LIMIT),
});
export const ZAdminSecurities = z.object({
  total: z.number().int(),
  securities: z.array(ZSecurityCatalogueEntry),
  next: z.string().nullable(),
});
export type TAdminSecurities = z.infer<typeof ZAdminSecurities>;
export const ZSecurityParams = z.object({ ticker: z.string().max(60) });
