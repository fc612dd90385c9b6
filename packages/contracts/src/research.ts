import {
  REPORT_STATUSES,
  RESEARCH_CATEGORIES,
  RESEARCH_QUERY_MAX_LENGTH,
  normaliseCnpi,
  readSearchQuery,
} from '@algoone/domain';
import { z } from './zod-locale.ts';

/**
 * Research (docs/decisions/020-research.md): reports that analysts publish with their PDF,
 * searched by everyone on /research, downloaded by subscribers; staff work on /admin/research.
 */
export const RESEARCH_API_ROUTES = {
  /** GET (public): published reports, searched, filtered by category, paged. */
  reports: '/api/research/reports',
  /** GET: the PDF, as an attachment, for whoever may download it (recorded). */
  reportPdf: '/api/research/reports/:id/pdf',
  /** Staff: every report with its status; create. */
  adminReports: '/api/admin/research/reports',
  adminReport: '/api/admin/research/reports/:id',
  /** PUT the PDF's bytes (application/pdf); GET it back inline for the preview. */
  adminReportPdf: '/api/admin/research/reports/:id/pdf',
  adminPublish: '/api/admin/research/reports/:id/publish',
  adminWithdraw: '/api/admin/research/reports/:id/withdraw',
  /** Admin: analysts' CNPI numbers. */
  adminAnalysts: '/api/admin/research/analysts',
  /** Admin: investors granted research access by staff (until billing decides it). */
  adminGrants: '/api/admin/research/grants',
  adminGrant: '/api/admin/research/grants/:userId',
} as const;

export const RESEARCH_MESSAGES = {
  queryTooLong: `A busca pode ter até ${RESEARCH_QUERY_MAX_LENGTH} caracteres.`,
  queryNoWords: 'Digite ao menos uma letra ou número para buscar.',
  category: 'Escolha uma das categorias: Ações, FIIs, Renda Fixa, Multimercado ou Internacional.',
  title: 'Informe um título de 3 a 200 caracteres.',
  summary: 'Informe um resumo de 10 a 2.000 caracteres.',
  author: 'Informe o nome do autor (2 a 120 caracteres).',
  tag: 'Cada tag tem de 1 a 30 caracteres; no máximo 8 tags.',
  cnpi: 'CNPI inválido. Use o formato EM-1234 ou CNPI-1234 (o número do certificado APIMEC).',
  publishWithoutCnpi:
    'Informe o CNPI do analista responsável antes de publicar (CVM Res. 20/2021).',
  publishWithoutPdf: 'Envie o PDF do relatório antes de publicar.',
  alreadyPublished: 'Este relatório já está publicado.',
  notPublished: 'Só um relatório publicado pode ser retirado.',
  pdfMissing: 'Envie o arquivo PDF do relatório.',
  pdfTooLarge: 'O PDF pode ter até 20 MB.',
  pdfNotPdf: 'O arquivo não é um PDF válido.',
  pdfEncrypted: 'O PDF está protegido por senha ou criptografado. Envie uma versão sem proteção.',
  analystRequired:
    'Só analistas com CNPI cadastrado trabalham nos relatórios. Peça a um administrador para cadastrar o seu.',
  staffNotFound: 'Nenhum consultor ou administrador com este e-mail.',
  investorNotFound: 'Nenhum investidor com este e-mail.',
} as const;

export const ZResearchCategory = z.enum(RESEARCH_CATEGORIES, {
  message: RESEARCH_MESSAGES.category,
});
export const ZReportStatus = z.enum(REPORT_STATUSES);

const ZCnpi = z
  .string()
  .trim()
  .max(20, { message: RESEARCH_MESSAGES.cnpi })
  .refine((value) => normaliseCnpi(value) !== null, { message: RESEARCH_MESSAGES.cnpi })
  .transform((value) => normaliseCnpi(value) as string);

/** A CNPI, or none yet: empty text and null both mean "not informed". */
const ZOptionalCnpi = z
  .string({ message: RESEARCH_MESSAGES.cnpi })
  .max(20, { message: RESEARCH_MESSAGES.cnpi })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const cnpi = normaliseCnpi(value);
    if (cnpi === null) {
      ctx.addIssue({ code: 'custom', message: RESEARCH_MESSAGES.cnpi });
      return z.NEVER;
    }
    return cnpi;
  });

export const ZReportIdParams = z.object({ id: z.string().max(64) });

export const ZReportSearch = z.object({
  q: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const reading = readSearchQuery(value);
      if (!reading.ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            reading.problem === 'tooLong'
              ? RESEARCH_MESSAGES.queryTooLong
              : RESEARCH_MESSAGES.queryNoWords,
        });
      }
    }),
  category: ZResearchCategory.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TReportSearch = z.infer<typeof ZReportSearch>;

/** A piece of a title or summary; `match` marks the words the search found. */
export const ZTextSegment = z.object({ text: z.string(), match: z.boolean() });
export type TTextSegment = z.infer<typeof ZTextSegment>;

export const ZReportCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Title and summary cut at the matched words; one plain piece each without a search. */
  titleSegments: z.array(ZTextSegment),
  summarySegments: z.array(ZTextSegment),
  category: ZResearchCategory,
  tags: z.array(z.string()),
  featured: z.boolean(),
  author: z.string(),
  analystCnpi: z.string().nullable(),
  publishedAt: z.string(),
  /** Sample content from the seed: the card says so. */
  isExample: z.boolean(),
  pdfBytes: z.number().int(),
  pageCount: z.number().int(),
});
export type TReportCard = z.infer<typeof ZReportCard>;

export const ZReportPage = z.object({
  items: z.array(ZReportCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may download PDFs (false for visitors and investors without a plan). */
  canDownload: z.boolean(),
});
export type TReportPage = z.infer<typeof ZReportPage>;

const ZTag = z.string().trim().min(1, { message: RESEARCH_MESSAGES.tag }).max(30, {
  message: RESEARCH_MESSAGES.tag,
});

const ZReportFields = z.object({
  title: z.string().trim().min(3, { message: RESEARCH_MESSAGES.title }).max(200, {
    message: RESEARCH_MESSAGES.title,
  }),
  summary: z.string().trim().min(10, { message: RESEARCH_MESSAGES.summary }).max(2_000, {
    message: RESEARCH_MESSAGES.summary,
  }),
  category: ZResearchCategory,
  tags: z.array(ZTag).max(8, { message: RESEARCH_MESSAGES.tag }),
  featured: z.boolean(),
  /** Admins name the author and CNPI; a consultant's reports always carry their own. */
  author: z.string().trim().min(2, { message: RESEARCH_MESSAGES.author }).max(120, {
    message: RESEARCH_MESSAGES.author,
  }),
  /** Empty or null: no CNPI yet (the report cannot be published). */
  analystCnpi: ZOptionalCnpi,
});

export const ZReportInput = ZReportFields.extend({
  tags: ZReportFields.shape.tags.default([]),
  featured: ZReportFields.shape.featured.default(false),
  analystCnpi: ZReportFields.shape.analystCnpi.default(null),
});
export type TReportInput = z.input<typeof ZReportInput>;

/** An edit: only the fields sent change. */
export const ZReportPatch = ZReportFields.partial();
export type TReportPatch = z.input<typeof ZReportPatch>;

export const ZAdminReport = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZResearchCategory,
  tags: z.array(z.string()),
  featured: z.boolean(),
  author: z.string(),
  analystCnpi: z.string().nullable(),
  status: ZReportStatus,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  isExample: z.boolean(),
  downloads: z.number().int(),
  pdf: z
    .object({
      fileName: z.string(),
      bytes: z.number().int(),
      pageCount: z.number().int(),
      uploadedAt: z.string(),
    })
    .nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportQuery = z.object({
  status: ZReportStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZAdminReportList = z.object({
  items: z.array(ZAdminReport),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Who is working: an admin, or a consultant and their CNPI. */
  viewer: z.object({ isAdmin: z.boolean(), author: z.string(), cnpi: z.string().nullable() }),
});
export type TAdminReportList = z.infer<typeof ZAdminReportList>;

/** The PDF upload's query: the file's name as the person picked it. */
export const ZPdfUploadQuery = z.object({
  fileName: z.string().trim().min(1).max(200).default('relatorio.pdf'),
});

export const ZAnalyst = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'consultant']),
  cnpi: z.string(),
  updatedAt: z.string(),
});
export type TAnalyst = z.infer<typeof ZAnalyst>;

export const ZSetAnalyst = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  /** null removes the CNPI: the consultant no longer works on reports. */
  cnpi: z.union([ZCnpi, z.null()], { message: RESEARCH_MESSAGES.cnpi }),
});
export type TSetAnalyst = z.input<typeof ZSetAnalyst>;

export const ZResearchGrant = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  grantedAt: z.string(),
  grantedBy: z.string().nullable(),
});
export type TResearchGrant = z.infer<typeof ZResearchGrant>;

export const ZGrantInput = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export type TGrantInput = z.infer<typeof ZGrantInput>;
export const ZGrantParams = z.object({ userId: z.string().max(64) });
