import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_API_ROUTES as ROUTES,
  ZOnboardingBody,
  ZOnboardingPreview,
  ZOnboardingPreviewBody,
  ZOnboardingResult,
  ZOnboardingState,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { completeOnboarding } from './complete-onboarding.ts';
import { getOnboarding } from './get-onboarding.ts';
import { previewOnboarding } from './preview-onboarding.ts';

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['onboarding'];

  app.post(
    ROUTES.onboardingPreview,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Prévia da carteira recomendada (leitura A) a partir das respostas; nada é salvo',
        body: ZOnboardingPreviewBody,
        response: { 200: ZOnboardingPreview },
      },
    },
    async (request) => previewOnboarding(request.body),
  );

  app.post(
    ROUTES.onboarding,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Salva o onboarding numa transação: dados, perfil, recomendação, corretoras e patrimônio',
        body: ZOnboardingBody,
        response: { 201: ZOnboardingResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await completeOnboarding(app.database.db, requireViewer(request), request.body)),
  );

  app.get(
    ROUTES.onboarding,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'O que o investidor salvou: dados, perfil mais recente e última recomendação',
        response: { 200: ZOnboardingState },
      },
    },
    async (request) => getOnboarding(app.database.db, requireViewer(request)),
  );
};

export default onboardingRoutes;
