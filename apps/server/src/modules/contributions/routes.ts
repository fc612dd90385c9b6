import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTRIBUTIONS_CSV,
  PORTFOLIO_API_ROUTES as ROUTES,
  ZContributionCreateBody,
  ZContributionCreateResult,
  ZContributionFilters,
  ZContributionImportBody,
  ZContributionImportReport,
  ZContributionList,
  ZContributionListQuery,
  ZContributionParams,
  ZContributionUpdateBody,
  ZContributionUpdateResult,
  z,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { createContribution } from './create-contribution.ts';
import { deleteContribution } from './delete-contribution.ts';
import { exportContributionsCsv } from './export-contributions-csv.ts';
import { importContributions } from './import-contributions.ts';
import { listContributions } from './list-contributions.ts';
import { updateContribution } from './update-contribution.ts';

const contributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contributions'];

  app.get(
    ROUTES.contributions,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Aportes do investidor, do mais recente ao mais antigo, com filtros e páginas',
        querystring: ZContributionListQuery,
        response: { 200: ZContributionList },
      },
    },
    async (request) => listContributions(app.database.db, requireViewer(request), request.query),
  );

  app.post(
    ROUTES.contributions,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Registra um aporte (data padrão: hoje; nunca no futuro) — missão register-aporte e, com 2 ou mais aportes antes, a conquista monthly-discipline',
        body: ZContributionCreateBody,
        response: { 201: ZContributionCreateResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createContribution(app.database.db, requireViewer(request), request.body)),
  );

  app.patch(
    ROUTES.contribution,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Altera um aporte do próprio investidor',
        params: ZContributionParams,
        body: ZContributionUpdateBody,
        response: { 200: ZContributionUpdateResult },
      },
    },
    async (request) =>
      updateContribution(app.database.db, requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    ROUTES.contribution,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Exclui um aporte do próprio investidor',
        params: ZContributionParams,
        response: { 204: z.null().describe('Sem conteúdo') },
      },
    },
    async (request, reply) => {
      await deleteContribution(app.database.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    ROUTES.contributionsCsv,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Exporta os aportes filtrados em CSV (separador ;, datas dd/mm/aaaa, valores 1.234,56, UTF-8 com BOM)',
        querystring: ZContributionFilters,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Arquivo CSV') },
      },
    },
    async (request, reply) => {
      const csv = await exportContributionsCsv(
        app.database.db,
        requireViewer(request),
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CONTRIBUTIONS_CSV.filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    ROUTES.contributionsImport,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Importa aportes de um CSV: valida cada linha; com erros não importa nada, a menos que mode seja commit-valid',
        body: ZContributionImportBody,
        response: { 200: ZContributionImportReport },
      },
    },
    async (request) => importContributions(app.database.db, requireViewer(request), request.body),
  );
};

export default contributionRoutes;
