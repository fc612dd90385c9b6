import { and, asc, eq } from 'drizzle-orm';
import { formatDurationMinutes } from '@algoone/domain';
import type { TAcademyLessonSummary, TAcademyModule } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  academyLessons,
  academyModules,
  lessonCompletions,
  progressGrants,
} from '../../db/schema/index.ts';

export interface AcademyView {
  modules: TAcademyModule[];
  /** Each module's lessons in order, with the viewer's completion. */
  lessons: Map<string, TAcademyLessonSummary[]>;
}

/**
 * The academy as `userId` sees it: modules in order with their lessons and the viewer's own
 * completions (never anyone else's). A module counts as completed when its grant exists.
 * Four queries whatever the number of modules; `moduleId` narrows to one module.
 */
export async function loadAcademy(db: Db, userId: string, moduleId?: string): Promise<AcademyView> {
  const modules = await db
    .select()
    .from(academyModules)
    .where(moduleId === undefined ? undefined : eq(academyModules.id, moduleId))
    .orderBy(asc(academyModules.sortOrder), asc(academyModules.id));
  if (modules.length === 0) return { modules: [], lessons: new Map() };

  const lessonRows = await db
    .select({
      moduleId: academyLessons.moduleId,
      id: academyLessons.id,
      title: academyLessons.title,
      durationMinutes: academyLessons.durationMinutes,
      order: academyLessons.sortOrder,
    })
    .from(academyLessons)
    .where(moduleId === undefined ? undefined : eq(academyLessons.moduleId, moduleId))
    .orderBy(asc(academyLessons.moduleId), asc(academyLessons.sortOrder), asc(academyLessons.id));

  const completions = await db
    .select({
      moduleId: lessonCompletions.moduleId,
      lessonId: lessonCompletions.lessonId,
      completedAt: lessonCompletions.completedAt,
    })
    .from(lessonCompletions)
    .where(
      and(
        eq(lessonCompletions.userId, userId),
        moduleId === undefined ? undefined : eq(lessonCompletions.moduleId, moduleId),
      ),
    );

  const grants = await db
    .select({ ref: progressGrants.ref, completedAt: progressGrants.completedAt })
    .from(progressGrants)
    .where(
      and(
        eq(progressGrants.userId, userId),
        eq(progressGrants.kind, 'module'),
        moduleId === undefined ? undefined : eq(progressGrants.ref, moduleId),
      ),
    );

  const doneAt = new Map(
    completions.map((c) => [`${c.moduleId}/${c.lessonId}`, c.completedAt.toISOString()]),
  );
  const moduleDoneAt = new Map(grants.map((g) => [g.ref, g.completedAt.toISOString()]));

  const lessons = new Map<string, TAcademyLessonSummary[]>();
  for (const row of lessonRows) {
    const completedAt = doneAt.get(`${row.moduleId}/${row.id}`) ?? null;
    const list = lessons.get(row.moduleId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      durationMinutes: row.durationMinutes,
      order: row.order,
      completed: completedAt !== null,
      completedAt,
    });
    lessons.set(row.moduleId, list);
  }

  return {
    modules: modules.map((module) => {
      const list = lessons.get(module.id) ?? [];
      const completedAt = moduleDoneAt.get(module.id) ?? null;
      return {
        id: module.id,
        title: module.title,
        description: module.description,
        durationMinutes: module.durationMinutes,
        duration: formatDurationMinutes(module.durationMinutes),
        points: module.xp,
        order: module.sortOrder,
        lessonsTotal: list.length,
        lessonsCompleted: list.filter((lesson) => lesson.completed).length,
        completed: completedAt !== null,
        completedAt,
      };
    }),
    lessons,
  };
}
