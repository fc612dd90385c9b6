import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  B3_IMPORT_MAX_BYTES,
  POSITIONS_API_ROUTES as ROUTES,
  ZAdminSecurities,
  ZAdminSecuritiesQuery,
  ZB3ImportBody,
  ZB3ImportPreview,
  ZB3ImportReport,
  ZChoiceResult,
  ZIrSummary,
  ZPositionsOverview,
  ZProventos,
  ZSecurityCatalogueBody,
  ZSecurityCatalogueCreate,
  ZSecurityCatalogueEntry,
  ZSecurityChoice,
  ZSecurityParams,
  ZYearQuery,
  z,
} from '@algoone/contracts';
import { clientInfo } from '../../lib/client-info.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { chooseSecurityClass } from './choose-security-class.ts';
import { exportIrSummaryCsv, exportIrSummaryPdf, getIrSummary } from './get-ir-summary.ts';
import { getPositions } from './get-positions.ts';
import { getProventos } from './get-proventos.ts';
import { importB3File } from './import-b3-file.ts';
import { listSecurities } from './list-securities.ts';
import { previewB3Import } from './preview-b3-import.ts';
import { createSecurity, updateSecurity } from './save-security.ts';

/** The file travels base64 in JSON (with the investor's answers), a third larger than its bytes. */
const IMPORT_BODY_LIMIT = Math.ceil((B3_IMPORT_MAX_BYTES * 4) / 3) + 256 * 1024;

const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['positions'];
  const db = app.database.db;
  // Reading a workbook costs CPU (up to a few seconds for the largest accepted file): a tighter
  // per-address budget than the API's, a twentieth of it (30 a minute by default).
  const fileReads = {
    max: Math.max(1, Math.floor(app.env.RATE_LIMIT_PER_MINUTE / 20)),
    timeWindow: '1 minute',
  };

  app.get(
    ROUTES.positions,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Posições da B3: cada ativo (somado entre instituições), sua classe e por quê, totais por classe e as últimas importações',
        response: { 200: ZPositionsOverview },
      },
    },
    async (request) => getPositions(db, requireViewer(request)),
  );

  app.post(
    ROUTES.importPreview,
    {
      config: { access: 'investorArea', rateLimit: fileReads },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Confere um arquivo da Área do Investidor da B3 (Posição, Movimentação ou Negociação) sem gravar nada: o que seria criado, atualizado ou ignorado, com o motivo por linha, e os totais',
        body: ZB3ImportBody,
        response: { 200: ZB3ImportPreview },
      },
    },
    async (request) => previewB3Import(db, requireViewer(request), request.body),
  );

  app.post(
    ROUTES.imports,
    {
      config: { access: 'investorArea', rateLimit: fileReads },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Importa o arquivo conferido numa só transação; o mesmo arquivo de novo não muda nada (auditado)',
        body: ZB3ImportBody,
        response: { 201: ZB3ImportReport },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await importB3File(db, requireViewer(request), request.body, clientInfo(request))),
  );

  app.put(
    ROUTES.choices,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'A classe que o investidor escolhe para um ativo que as regras não reconhecem (lembrada nas próximas importações)',
        body: ZSecurityChoice,
        response: { 200: ZChoiceResult },
      },
    },
    async (request) => chooseSecurityClass(db, requireViewer(request), request.body),
  );

  app.get(
    ROUTES.proventos,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Proventos de um ano (dividendos, JCP, rendimentos de FII) por mês e por ativo, com os totais isentos e de tributação exclusiva',
        querystring: ZYearQuery,
        response: { 200: ZProventos },
      },
    },
    async (request) => getProventos(db, requireViewer(request), request.query),
  );

  app.get(
    ROUTES.irSummary,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Resumo para o IR (apoio, não é orientação tributária): posição em 31/12 com custo médio e CNPJ, proventos isentos e de tributação exclusiva',
        querystring: ZYearQuery,
        response: { 200: ZIrSummary },
      },
    },
    async (request) => getIrSummary(db, requireViewer(request), request.query),
  );

  app.get(
    ROUTES.irSummaryCsv,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Resumo para o IR em CSV (separador ;, valores 1.234,56, UTF-8 com BOM)',
        querystring: ZYearQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Arquivo CSV') },
      },
    },
    async (request, reply) => {
      const file = await exportIrSummaryCsv(db, requireViewer(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.get(
    ROUTES.irSummaryPdf,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Resumo para o IR em PDF',
        querystring: ZYearQuery,
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer).meta({
            description: 'Arquivo PDF',
            type: 'string',
            format: 'binary',
          }),
        },
      },
    },
    async (request, reply) => {
      const file = await exportIrSummaryPdf(db, requireViewer(request), request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.get(
    ROUTES.adminSecurities,
    {
      config: { access: 'adminSecurities' },
      schema: {
        tags,
        summary: 'Catálogo de ativos (/admin/ativos), por código ou nome, em páginas',
        querystring: ZAdminSecuritiesQuery,
        response: { 200: ZAdminSecurities },
      },
    },
    async (request) => listSecurities(db, request.query),
  );

  app.post(
    ROUTES.adminSecurities,
    {
      config: { access: 'adminSecurities' },
      schema: {
        tags,
        summary:
          'Acrescenta um ativo ao catálogo; as posições dos investidores passam à classe dele (auditado)',
        body: ZSecurityCatalogueCreate,
        response: { 201: ZSecurityCatalogueEntry },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createSecurity(db, requireViewer(request), request.body, clientInfo(request))),
  );

  app.put(
    ROUTES.adminSecurity,
    {
      config: { access: 'adminSecurities' },
      schema: {
        tags,
        summary:
          'Corrige um ativo do catálogo; as posições dos investidores seguem a correção, salvo as que eles mesmos classificaram (auditado)',
        params: ZSecurityParams,
        body: ZSecurityCatalogueBody,
        response: { 200: ZSecurityCatalogueEntry },
      },
    },
    async (request) =>
      updateSecurity(
        db,
        requireViewer(request),
        request.params.ticker,
        request.body,
        clientInfo(request),
      ),
  );
};

export default positionsRoutes;
