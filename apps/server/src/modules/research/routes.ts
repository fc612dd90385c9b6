import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESEARCH_PDF_MAX_BYTES } from '@algoone/domain';
import {
  ERROR_CODES,
  RESEARCH_API_ROUTES as ROUTES,
  RESEARCH_MESSAGES,
  ZAdminReport,
  ZAdminReportList,
  ZAdminReportQuery,
  ZAnalyst,
  ZGrantInput,
  ZGrantParams,
  ZPdfUploadQuery,
  ZReportIdParams,
  ZReportInput,
  ZReportPage,
  ZReportPatch,
  ZReportSearch,
  ZResearchGrant,
  ZSetAnalyst,
  z,
} from '@algoone/contracts';
import { AppError } from '../../lib/app-error.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { createReport } from './create-report.ts';
import { downloadReport, type PdfFile } from './download-report.ts';
import { listAdminReports } from './list-admin-reports.ts';
import { listAnalysts, setAnalyst } from './manage-analysts.ts';
import { grantAccess, listGrants, revokeAccess } from './manage-grants.ts';
import { previewReportPdf } from './preview-report-pdf.ts';
import { publishReport } from './publish-report.ts';
import { searchReports } from './search-reports.ts';
import { updateReport } from './update-report.ts';
import { uploadReportPdf } from './upload-report-pdf.ts';
import { withdrawReport } from './withdraw-report.ts';

/** The PDF's limit plus room, so that a file just over it gets our own pt-BR answer. */
const PDF_BODY_LIMIT = RESEARCH_PDF_MAX_BYTES + 1024 * 1024;

function sendPdf(reply: FastifyReply, file: PdfFile, disposition: 'attachment' | 'inline') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['research'];
  const db = app.database.db;

  // Uploads are the PDF's own bytes (no base64, no multipart); only in this plugin.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: PDF_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    ROUTES.reports,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Relatórios publicados: busca em português (sem acentos, título acima do resumo), categoria exata, paginação; com as palavras encontradas marcadas',
        querystring: ZReportSearch,
        response: { 200: ZReportPage },
      },
    },
    async (request) => searchReports(db, await app.resolveViewer(request), request.query),
  );

  app.get(
    ROUTES.reportPdf,
    {
      config: { access: 'researchDownload' },
      schema: {
        tags,
        summary:
          'Baixa o PDF de um relatório publicado (anexo; registrado). Sem plano: 403 RESEARCH_PLAN_REQUIRED',
        params: ZReportIdParams,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('Arquivo PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await downloadReport(db, requireViewer(request), request.params.id, clientInfo(request)),
        'attachment',
      ),
  );

  app.get(
    ROUTES.adminReports,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'Relatórios em qualquer status (o consultor-analista vê os seus)',
        querystring: ZAdminReportQuery,
        response: { 200: ZAdminReportList },
      },
    },
    async (request) => listAdminReports(db, requireViewer(request), request.query),
  );

  app.post(
    ROUTES.adminReports,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'Cria um relatório em rascunho (auditado)',
        body: ZReportInput,
        response: { 201: ZAdminReport },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createReport(db, requireViewer(request), request.body, clientInfo(request))),
  );

  app.patch(
    ROUTES.adminReport,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'Edita título, resumo, categoria, tags, destaque, autor e CNPI (auditado)',
        params: ZReportIdParams,
        body: ZReportPatch,
        response: { 200: ZAdminReport },
      },
    },
    async (request) =>
      updateReport(
        db,
        requireViewer(request),
        request.params.id,
        request.body,
        clientInfo(request),
      ),
  );

  app.put(
    ROUTES.adminReportPdf,
    {
      config: { access: 'researchStaff' },
      bodyLimit: PDF_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Envia o PDF do relatório (corpo application/pdf, até 20 MB; assinatura, leitura e ausência de criptografia conferidas; auditado)',
        params: ZReportIdParams,
        querystring: ZPdfUploadQuery,
        consumes: ['application/pdf'],
        response: { 200: ZAdminReport },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError(
          415,
          ERROR_CODES.unsupportedMediaType,
          'Envie o arquivo PDF com o tipo application/pdf.',
          { file: RESEARCH_MESSAGES.pdfMissing },
        );
      }
      return uploadReportPdf(
        db,
        requireViewer(request),
        request.params.id,
        { fileName: request.query.fileName, content: body },
        clientInfo(request),
      );
    },
  );

  app.get(
    ROUTES.adminReportPdf,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'O PDF de um relatório em qualquer status, para a pré-visualização (auditado)',
        params: ZReportIdParams,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('Arquivo PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await previewReportPdf(db, requireViewer(request), request.params.id, clientInfo(request)),
        'inline',
      ),
  );

  app.post(
    ROUTES.adminPublish,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'Publica o relatório (exige o CNPI do analista e o PDF; auditado)',
        params: ZReportIdParams,
        response: { 200: ZAdminReport },
      },
    },
    async (request) =>
      publishReport(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.post(
    ROUTES.adminWithdraw,
    {
      config: { access: 'researchStaff' },
      schema: {
        tags,
        summary: 'Retira um relatório publicado de /research (auditado)',
        params: ZReportIdParams,
        response: { 200: ZAdminReport },
      },
    },
    async (request) =>
      withdrawReport(db, requireViewer(request), request.params.id, clientInfo(request)),
  );

  app.get(
    ROUTES.adminAnalysts,
    {
      config: { access: 'researchAdmin' },
      schema: { tags, summary: 'Analistas com CNPI', response: { 200: z.array(ZAnalyst) } },
    },
    async () => listAnalysts(db),
  );

  app.put(
    ROUTES.adminAnalysts,
    {
      config: { access: 'researchAdmin' },
      schema: {
        tags,
        summary:
          'Registra (ou remove, com null) o CNPI de um consultor ou administrador (auditado)',
        body: ZSetAnalyst,
        response: { 200: z.array(ZAnalyst) },
      },
    },
    async (request) => setAnalyst(db, requireViewer(request), request.body, clientInfo(request)),
  );

  app.get(
    ROUTES.adminGrants,
    {
      config: { access: 'researchAdmin' },
      schema: {
        tags,
        summary: 'Investidores com acesso ao research concedido pela equipe',
        response: { 200: z.array(ZResearchGrant) },
      },
    },
    async () => listGrants(db),
  );

  app.post(
    ROUTES.adminGrants,
    {
      config: { access: 'researchAdmin' },
      schema: {
        tags,
        summary: 'Concede a um investidor (por e-mail) o download dos relatórios (auditado)',
        body: ZGrantInput,
        response: { 200: z.array(ZResearchGrant) },
      },
    },
    async (request) =>
      grantAccess(db, requireViewer(request), request.body.email, clientInfo(request)),
  );

  app.delete(
    ROUTES.adminGrant,
    {
      config: { access: 'researchAdmin' },
      schema: {
        tags,
        summary: 'Revoga o acesso concedido a um investidor (auditado)',
        params: ZGrantParams,
        response: { 200: z.array(ZResearchGrant) },
      },
    },
    async (request) =>
      revokeAccess(db, requireViewer(request), request.params.userId, clientInfo(request)),
  );
};

export default researchRoutes;
