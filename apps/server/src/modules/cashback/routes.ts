import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASHBACK_API_ROUTES as ROUTES,
  CASHBACK_IMPORT_MAX_BYTES,
  ZAddRate,
  ZAdminBroker,
  ZAdminBrokerList,
  ZAdminBrokerParams,
  ZCashbackOverview,
  ZImportFile,
  ZImportPreview,
  ZImportReport,
  ZLandingFigures,
  ZMonthlyTotals,
  ZRecordCredit,
  ZRecordCreditResult,
  ZStatement,
  ZStatementQuery,
  ZTotalsQuery,
  ZUpdateBroker,
  z,
  type TMonthlyTotals,
} from '@algoone/contracts';
import { clientInfo } from '../../lib/client-info.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { addRate, listAdminBrokers, updateBroker } from './admin-brokers.ts';
import { getCashbackOverview } from './get-cashback-overview.ts';
import { commitImport, previewImport } from './import-credits.ts';
import { getLandingFigures } from './landing-figures.ts';
import { STATEMENT_CSV_FILENAME, exportStatementCsv, listStatement } from './list-statement.ts';
import { TOTALS_CSV_FILENAME, exportMonthlyTotalsCsv, monthlyTotals } from './monthly-totals.ts';
import { recordCredit } from './record-credit.ts';
import { RecentValues } from '../../lib/recent-values.ts';

/** base64 of the largest file, plus the JSON around it. */
const IMPORT_BODY_LIMIT = Math.ceil((CASHBACK_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

const cashbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cashback'];
  const db = app.database.db;
  // The monthly totals sum the whole ledger (0.4–0.8 s at 300,000 entries): kept for a minute
  // on this node and dropped by this node's credits and imports (ADR 024). The CSV is exact.
  const totals = new RecentValues<TMonthlyTotals>({ maxAgeMs: 60_000, maxEntries: 50 });
  const appUrl = app.env.APP_URL ?? `http://localhost:${app.env.PORT}`;

  app.get(
    ROUTES.overview,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'O que /cashback mostra: simulador com as taxas do catálogo, acumulado e último crédito (registrados), estimativa do mês e projeção anual (estimadas), histórico mensal, divisão por corretora e o que cada corretora pagou à AlgoOne',
        response: { 200: ZCashbackOverview },
      },
    },
    async (request) => getCashbackOverview(db, requireViewer(request)),
  );

  app.get(
    ROUTES.statement,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Extrato de cashback do investidor, filtrado por período (aaaa-mm) e corretora',
        querystring: ZStatementQuery,
        response: { 200: ZStatement },
      },
    },
    async (request) => listStatement(db, requireViewer(request), request.query),
  );

  app.get(
    ROUTES.statementCsv,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Extrato de cashback em CSV (separador ;, valores 1.234,56, UTF-8 com BOM)',
        querystring: ZStatementQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Arquivo CSV') },
      },
    },
    async (request, reply) => {
      const csv = await exportStatementCsv(db, requireViewer(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${STATEMENT_CSV_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    ROUTES.landingFigures,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Números da página inicial, calculados do banco (ou uma afirmação verdadeira abaixo do mínimo), e as taxas do catálogo',
        response: { 200: ZLandingFigures },
      },
    },
    async () => getLandingFigures(db),
  );

  app.get(
    ROUTES.adminBrokers,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary: 'Catálogo de corretoras completo (inclusive inativas), com o histórico de taxas',
        response: { 200: ZAdminBrokerList },
      },
    },
    async () => listAdminBrokers(db),
  );

  app.patch(
    ROUTES.adminBroker,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary: 'Edita os dados de uma corretora do catálogo (auditado)',
        params: ZAdminBrokerParams,
        body: ZUpdateBroker,
        response: { 200: ZAdminBroker },
      },
    },
    async (request) => {
      const broker = await updateBroker(
        db,
        requireViewer(request),
        request.params.id,
        request.body,
        clientInfo(request),
      );
      // The totals name the broker.
      totals.clear();
      return broker;
    },
  );

  app.post(
    ROUTES.adminBrokerRates,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary: 'Nova taxa de cashback de uma corretora a partir de um mês (auditado)',
        params: ZAdminBrokerParams,
        body: ZAddRate,
        response: { 201: ZAdminBroker },
      },
    },
    async (request, reply) => {
      const broker = await addRate(
        db,
        requireViewer(request),
        request.params.id,
        request.body,
        clientInfo(request),
      );
      return reply.code(201).send(broker);
    },
  );

  app.post(
    ROUTES.adminCredits,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary:
          'Registra um lançamento de cashback para um investidor (auditado; avisa por e-mail)',
        body: ZRecordCredit,
        response: { 201: ZRecordCreditResult },
      },
    },
    async (request, reply) => {
      const { entry, emailQueued } = await recordCredit(
        db,
        requireViewer(request),
        request.body,
        clientInfo(request),
        appUrl,
      );
      totals.clear();
      if (emailQueued) app.emails.queued();
      // Queued in the credit's transaction: the outbox sends it, retrying while SMTP is down.
      return reply.code(201).send({ entry, emailSent: emailQueued });
    },
  );

  app.post(
    ROUTES.adminImportPreview,
    {
      config: { access: 'adminCashback' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Confere um CSV de uma corretora sem gravar nada: linhas a criar, duplicadas e rejeitadas (com o número da linha)',
        body: ZImportFile,
        response: { 200: ZImportPreview },
      },
    },
    async (request) => previewImport(db, request.body),
  );

  app.post(
    ROUTES.adminImports,
    {
      config: { access: 'adminCashback' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Importa o CSV conferido numa só transação; linhas já registradas são ignoradas (auditado; avisa os investidores por e-mail)',
        body: ZImportFile,
        response: { 201: ZImportReport },
      },
    },
    async (request, reply) => {
      const { report, emailsQueued } = await commitImport(
        db,
        requireViewer(request),
        request.body,
        clientInfo(request),
        appUrl,
      );
      totals.clear();
      // One email per investor, queued with the import and sent off the answer's path.
      if (emailsQueued > 0) app.emails.queued();
      return reply.code(201).send(report);
    },
  );

  app.get(
    ROUTES.adminTotals,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary:
          'Totais mensais por corretora: recebido das corretoras e repassado aos investidores',
        querystring: ZTotalsQuery,
        response: { 200: ZMonthlyTotals },
      },
    },
    async (request) =>
      (
        await totals.get(`${request.query.from ?? ''}/${request.query.to ?? ''}`, () =>
          monthlyTotals(db, request.query),
        )
      ).value,
  );

  app.get(
    ROUTES.adminTotalsCsv,
    {
      config: { access: 'adminCashback' },
      schema: {
        tags,
        summary: 'Totais mensais por corretora em CSV (separador ;, valores 1.234,56)',
        querystring: ZTotalsQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Arquivo CSV') },
      },
    },
    async (request, reply) => {
      const csv = await exportMonthlyTotalsCsv(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TOTALS_CSV_FILENAME}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default cashbackRoutes;
