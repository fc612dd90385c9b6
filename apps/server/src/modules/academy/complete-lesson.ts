import { and, eq } from 'drizzle-orm';
import type { TAchievement, TCompleteLessonResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { academyLessons, lessonCompletions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notFound } from '../../lib/app-error.ts';
import { lockProgress, recordActivity } from '../gamification/index.ts';
import { LESSON_NOT_FOUND } from './get-lesson.ts';
import { loadAcademy } from './load-academy.ts';

/**
 * Marks a lesson read by the viewer (only ever the viewer's own progress). The first reading
 * counts as content read (weekly mission read-content); reading the module's last lesson
 * completes the module once, with its XP. Repeats change nothing and unlock nothing.
 */
export async function completeLesson(
  db: Db,
  viewer: Viewer,
  moduleId: string,
  lessonId: string,
  now = new Date(),
): Promise<TCompleteLessonResult> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: academyLessons.id })
      .from(academyLessons)
      .where(and(eq(academyLessons.moduleId, moduleId), eq(academyLessons.id, lessonId)));
    if (!exists) throw notFound(LESSON_NOT_FOUND);

    // Two lessons finished at once must still see each other: "was it the last one?".
    await lockProgress(tx, viewer.id);
    const inserted = await tx
      .insert(lessonCompletions)
      .values({ userId: viewer.id, moduleId, lessonId, completedAt: now })
      .onConflictDoNothing()
      .returning({ lessonId: lessonCompletions.lessonId });

    const achievements: TAchievement[] = [];
    let view = await loadAcademy(tx, viewer.id, moduleId);
    let module = view.modules[0];
    if (!module) throw notFound(LESSON_NOT_FOUND);

    if (inserted.length > 0) {
      const read = await recordActivity(tx, viewer.id, { type: 'content-read', at: now });
      achievements.push(...read.achievements);
      if (!module.completed && module.lessonsCompleted === module.lessonsTotal) {
        const done = await recordActivity(tx, viewer.id, {
          type: 'module-completed',
          at: now,
          moduleId,
          moduleTitle: module.title,
          xp: module.points,
        });
        achievements.push(...done.achievements);
        view = await loadAcademy(tx, viewer.id, moduleId);
        module = view.modules[0] ?? module;
      }
    }

    const lesson = view.lessons.get(moduleId)?.find((l) => l.id === lessonId);
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    return { lesson, module, achievements };
  });
}
