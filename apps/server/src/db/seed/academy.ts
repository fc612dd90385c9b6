import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { academyLessons, academyModules } from '../schema/index.ts';
import { loadAcademyContent, type AcademyModuleContent } from './academy-content.ts';

/**
 * The academy's modules and lessons from the Markdown in the repository. Idempotent: the files
 * are the source, so a changed text updates its row; a lesson already completed keeps its
 * completions. Runs on every start (the academy is product content, not demo data).
 */
export async function seedAcademy(
  db: Db,
  content: AcademyModuleContent[] = loadAcademyContent(),
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const module of content) {
      await tx
        .insert(academyModules)
        .values({
          id: module.id,
          title: module.title,
          description: module.description,
          durationMinutes: module.durationMinutes,
          xp: module.xp,
          sortOrder: module.order,
        })
        .onConflictDoUpdate({
          target: academyModules.id,
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            durationMinutes: sql`excluded.duration_minutes`,
            xp: sql`excluded.xp`,
            sortOrder: sql`excluded.sort_order`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${academyModules.title}, ${academyModules.description}, ${academyModules.durationMinutes}, ${academyModules.xp}, ${academyModules.sortOrder}) is distinct from (excluded.title, excluded.description, excluded.duration_minutes, excluded.xp, excluded.sort_order)`,
        });
      await tx
        .insert(academyLessons)
        .values(
          module.lessons.map((lesson) => ({
            moduleId: module.id,
            id: lesson.id,
            title: lesson.title,
            durationMinutes: lesson.durationMinutes,
            sortOrder: lesson.order,
            body: lesson.body,
          })),
        )
        .onConflictDoUpdate({
          target: [academyLessons.moduleId, academyLessons.id],
          set: {
            title: sql`excluded.title`,
            durationMinutes: sql`excluded.duration_minutes`,
            sortOrder: sql`excluded.sort_order`,
            body: sql`excluded.body`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${academyLessons.title}, ${academyLessons.durationMinutes}, ${academyLessons.sortOrder}, ${academyLessons.body}) is distinct from (excluded.title, excluded.duration_minutes, excluded.sort_order, excluded.body)`,
        });
    }
  });
}
