import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GAMIFICATION_API_ROUTES as ROUTES,
  ZAcademyLesson,
  ZAcademyLessonParams,
  ZAcademyModuleDetail,
  ZAcademyModuleList,
  ZAcademyModuleParams,
  ZCompleteLessonResult,
} from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { completeLesson } from './complete-lesson.ts';
import { getLesson } from './get-lesson.ts';
import { getModule } from './get-module.ts';
import { listModules } from './list-modules.ts';

/** The academy: reading is per investor; completing a lesson only ever touches the caller's progress. */
const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['academia'];

  app.get(
    ROUTES.academyModules,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Módulos da Academia com o progresso do investidor',
        response: { 200: ZAcademyModuleList },
      },
    },
    async (request) => listModules(app.database.db, requireViewer(request)),
  );

  app.get(
    ROUTES.academyModule,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'Um módulo e as suas lições, com o progresso do investidor',
        params: ZAcademyModuleParams,
        response: { 200: ZAcademyModuleDetail },
      },
    },
    async (request) => getModule(app.database.db, requireViewer(request), request.params.moduleId),
  );

  app.get(
    ROUTES.academyLesson,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary: 'O texto de uma lição (Markdown) e a navegação do módulo',
        params: ZAcademyLessonParams,
        response: { 200: ZAcademyLesson },
      },
    },
    async (request) =>
      getLesson(
        app.database.db,
        requireViewer(request),
        request.params.moduleId,
        request.params.lessonId,
      ),
  );

  app.post(
    ROUTES.academyLessonComplete,
    {
      config: { access: 'investorArea' },
      schema: {
        tags,
        summary:
          'Conclui a lição para o próprio investidor; a última lição conclui o módulo (XP uma vez)',
        params: ZAcademyLessonParams,
        response: { 200: ZCompleteLessonResult },
      },
    },
    async (request) =>
      completeLesson(
        app.database.db,
        requireViewer(request),
        request.params.moduleId,
        request.params.lessonId,
      ),
  );
};

export default academyRoutes;
