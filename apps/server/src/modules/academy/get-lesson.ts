import { and, eq } from 'drizzle-orm';
import type { TAcademyLesson } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { academyLessons } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadAcademy } from './load-academy.ts';

export const LESSON_NOT_FOUND = 'Lição não encontrada.';

/** One lesson's text, the viewer's completion and its neighbours in the module. */
export async function getLesson(
  db: Db,
  viewer: Viewer,
  moduleId: string,
  lessonId: string,
): Promise<TAcademyLesson> {
  const [row] = await db
    .select({ body: academyLessons.body })
    .from(academyLessons)
    .where(and(eq(academyLessons.moduleId, moduleId), eq(academyLessons.id, lessonId)));
  if (!row) throw notFound(LESSON_NOT_FOUND);

  const { modules, lessons } = await loadAcademy(db, viewer.id, moduleId);
  const module = modules[0];
  const list = lessons.get(moduleId) ?? [];
  const index = list.findIndex((lesson) => lesson.id === lessonId);
  const lesson = list[index];
  if (!module || !lesson) throw notFound(LESSON_NOT_FOUND);
  return {
    ...lesson,
    moduleId,
    moduleTitle: module.title,
    body: row.body,
    previousLessonId: list[index - 1]?.id ?? null,
    nextLessonId: list[index + 1]?.id ?? null,
    lessonNumber: index + 1,
    lessonsTotal: list.length,
  };
}
