import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GOALS_API_ROUTES as ROUTES,
  ZGoalCreateBody,
  ZGoalCreateResult,
  ZGoalList,
  ZGoalParams,
  ZGoalResult,
  ZGoalUpdateBody,
  z,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { createGoal } from './create-goal.ts';
import { deleteGoal } from './delete-goal.ts';
import { getGoal } from './get-goal.ts';
import { listGoals } from './list-goals.ts';
import { updateGoal } from './update-goal.ts';

/** Objetivos: the investor's own goals only (another investor's id answers 404). */
const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['objetivos'];

  app.get(
    ROUTES.goals,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Objetivos do investidor com progresso, status, projeção, resumo e avisos (mais recentes primeiro)',
        response: { 200: ZGoalList },
      },
    },
    async (request) => listGoals(app.database.db, requireViewer(request)),
  );

  app.post(
    ROUTES.goals,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Cria um objetivo; registra a missão create-objetivo e o selo first-goal na mesma transação',
        body: ZGoalCreateBody,
        response: { 201: ZGoalCreateResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createGoal(app.database.db, requireViewer(request), request.body)),
  );

  app.get(
    ROUTES.goal,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Um objetivo do investidor com os seus números',
        params: ZGoalParams,
        response: { 200: ZGoalResult },
      },
    },
    async (request) => getGoal(app.database.db, requireViewer(request), request.params.id),
  );

  app.patch(
    ROUTES.goal,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Altera um objetivo; um novo prazo conta a partir da data de criação original do objetivo',
        params: ZGoalParams,
        body: ZGoalUpdateBody,
        response: { 200: ZGoalResult },
      },
    },
    async (request) =>
      updateGoal(app.database.db, requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    ROUTES.goal,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Exclui um objetivo do investidor',
        params: ZGoalParams,
        response: { 204: z.null().describe('Sem conteúdo') },
      },
    },
    async (request, reply) => {
      await deleteGoal(app.database.db, requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default goalRoutes;
