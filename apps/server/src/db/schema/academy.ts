import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Academy modules, seeded from the Markdown files in `src/db/seed/academy/`. */
export const academyModules = pgTable(
  'academy_modules',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** XP granted once, when an investor completes every lesson. */
    xp: integer('xp').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('academy_modules_xp_check', sql`${t.xp} >= 0`),
    check('academy_modules_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

export const academyLessons = pgTable(
  'academy_lessons',
  {
    moduleId: text('module_id')
      .notNull()
      .references(() => academyModules.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Markdown without HTML. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.id] }),
    index('academy_lessons_order_idx').on(t.moduleId, t.sortOrder),
  ],
);

/** Each lesson an investor completed, once. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId, t.lessonId] }),
    foreignKey({
      name: 'lesson_completions_lesson_fk',
      columns: [t.moduleId, t.lessonId],
      foreignColumns: [academyLessons.moduleId, academyLessons.id],
    }).onDelete('cascade'),
  ],
);
