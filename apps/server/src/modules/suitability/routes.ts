import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_API_ROUTES as ROUTES,
  PORTFOLIO_API_ROUTES,
  ZRecommendationApplyResult,
  ZRecommendationParams,
  ZQuestionnaireList,
  ZRecommendation,
  ZRecommendationList,
  ZSuitabilityHistory,
  ZSuitabilityResult,
  ZSuitabilitySubmitBody,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { applyRecommendation } from './apply-recommendation.ts';
import { listQuestionnaires } from './list-questionnaires.ts';
import { listRecommendations } from './list-recommendations.ts';
import { listSuitabilityHistory } from './list-suitability-history.ts';
import { recommendFromLatestProfile } from './recommend-from-latest-profile.ts';
import { submitSuitability } from './submit-suitability.ts';

const suitabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['suitability'];

  app.get(
    ROUTES.questionnaires,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Os questionários de perfil (suitability), com a versão de cada um',
        response: { 200: ZQuestionnaireList },
      },
    },
    async () => listQuestionnaires(),
  );

  app.post(
    ROUTES.suitability,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Refaz o perfil: registra um novo questionário respondido e uma nova recomendação (o histórico é mantido)',
        body: ZSuitabilitySubmitBody,
        response: { 201: ZSuitabilityResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitSuitability(app.database.db, requireViewer(request), request.body)),
  );

  app.get(
    ROUTES.suitabilityHistory,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Histórico de perfis do investidor, do mais recente ao mais antigo',
        response: { 200: ZSuitabilityHistory },
      },
    },
    async (request) => listSuitabilityHistory(app.database.db, requireViewer(request)),
  );

  app.get(
    ROUTES.recommendations,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Recomendações de carteira do investidor, da mais recente à mais antiga',
        response: { 200: ZRecommendationList },
      },
    },
    async (request) => listRecommendations(app.database.db, requireViewer(request)),
  );

  app.post(
    ROUTES.recommendations,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Nova recomendação a partir do perfil vigente; 409 se não houver perfil ou se ele tiver mais de 24 meses',
        response: { 201: ZRecommendation },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recommendFromLatestProfile(app.database.db, requireViewer(request))),
  );

  app.post(
    PORTFOLIO_API_ROUTES.recommendationApply,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Marca uma recomendação do próprio investidor como aplicada',
        params: ZRecommendationParams,
        response: { 200: ZRecommendationApplyResult },
      },
    },
    async (request) =>
      applyRecommendation(app.database.db, requireViewer(request), request.params.id),
  );
};

export default suitabilityRoutes;
