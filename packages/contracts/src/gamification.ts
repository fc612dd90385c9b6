import { BADGE_IDS, MISSION_IDS } from '@algoone/domain';
import { z } from './zod-locale.ts';

/**
 * Gamification (docs/product.md §3, §4, §9) and the academy. Every grant is decided on the server
 * from the investor's own actions: no request body carries XP, a mission, a badge or a level.
 */
export const GAMIFICATION_API_ROUTES = {
  /** GET: the signed-in investor's XP, level, badges, recent achievements and this week's missions. */
  progress: '/api/gamification/progress',
  /** GET: the academy's modules with the viewer's progress. */
  academyModules: '/api/academy/modules',
  /** GET: one module with its lessons. */
  academyModule: '/api/academy/modules/:moduleId',
  /** GET: one lesson's content. */
  academyLesson: '/api/academy/modules/:moduleId/lessons/:lessonId',
  /** POST: marks the lesson read by the viewer (idempotent). */
  academyLessonComplete: '/api/academy/modules/:moduleId/lessons/:lessonId/complete',
} as const;

export const ACHIEVEMENT_KINDS = ['mission', 'badge', 'module', 'level'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** docs/product.md §3: an entry of recentAchievements; mutations return the ones they unlocked. */
export const ZAchievement = z.object({
  /** Deterministic: 'mission:use-chat:2026-W47', 'badge:first-goal', 'module:x', 'level:2'. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  /** ISO 8601 instant. */
  completedAt: z.string(),
  kind: z.enum(ACHIEVEMENT_KINDS).optional(),
});
export type TAchievement = z.infer<typeof ZAchievement>;

/** Mutations that may unlock something carry this field. */
export const ZAchievementsField = z.array(ZAchievement);

export const ZBadgeStatus = z.object({
  id: z.enum(BADGE_IDS),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.enum(['blue', 'green', 'purple', 'amber', 'cyan', 'rose']),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
});
export type TBadgeStatus = z.infer<typeof ZBadgeStatus>;

export const ZMissionStatus = z.object({
  id: z.enum(MISSION_IDS),
  title: z.string(),
  description: z.string(),
  xp: z.number().int(),
  /** Completed in the current ISO week (America/Sao_Paulo). */
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type TMissionStatus = z.infer<typeof ZMissionStatus>;

/** docs/product.md §3's user progress, as of the request. */
export const ZProgressSummary = z.object({
  totalXP: z.number().int(),
  level: z.number().int(),
  currentLevelName: z.string(),
  nextLevelName: z.string().nullable(),
  /** XP still missing for the next level; 0 at the top. */
  xpToNextLevel: z.number().int(),
  /** Minimum XP of the current level and of the next (null at the top), for progress bars. */
  currentLevelMinXp: z.number().int(),
  nextLevelMinXp: z.number().int().nullable(),
  /** 'Nível 2 - Consciente'. */
  label: z.string(),
  /** 'YYYY-Www' of the current week in São Paulo. */
  weekKey: z.string(),
  badges: z.array(ZBadgeStatus),
  weeklyMissions: z.array(ZMissionStatus),
  /** Newest first, at most 5. */
  recentAchievements: z.array(ZAchievement),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
});
export type TProgressSummary = z.infer<typeof ZProgressSummary>;

// ---- Academy ----

export const ZAcademyLessonSummary = z.object({
  id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  order: z.number().int(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type TAcademyLessonSummary = z.infer<typeof ZAcademyLessonSummary>;

export const ZAcademyModule = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  /** '45 min'. */
  duration: z.string(),
  /** XP granted once, when the last lesson is completed. */
  points: z.number().int(),
  order: z.number().int(),
  lessonsTotal: z.number().int(),
  lessonsCompleted: z.number().int(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type TAcademyModule = z.infer<typeof ZAcademyModule>;

export const ZAcademyModuleList = z.object({
  modules: z.array(ZAcademyModule),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
  lessonsCompleted: z.number().int(),
  lessonsTotal: z.number().int(),
});
export type TAcademyModuleList = z.infer<typeof ZAcademyModuleList>;

export const ZAcademyModuleDetail = z.object({
  module: ZAcademyModule,
  lessons: z.array(ZAcademyLessonSummary),
});
export type TAcademyModuleDetail = z.infer<typeof ZAcademyModuleDetail>;

export const ZAcademyLesson = z.object({
  id: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  order: z.number().int(),
  /** Markdown (no HTML): headings, paragraphs, lists, bold, italics, tables and links. */
  body: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** The lessons around this one in the module, for navigation. */
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
  lessonNumber: z.number().int(),
  lessonsTotal: z.number().int(),
});
export type TAcademyLesson = z.infer<typeof ZAcademyLesson>;

const ZSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identificador inválido.');

export const ZAcademyModuleParams = z.object({ moduleId: ZSlug });
export type TAcademyModuleParams = z.infer<typeof ZAcademyModuleParams>;
export const ZAcademyLessonParams = z.object({ moduleId: ZSlug, lessonId: ZSlug });
export type TAcademyLessonParams = z.infer<typeof ZAcademyLessonParams>;

export const ZCompleteLessonResult = z.object({
  lesson: ZAcademyLessonSummary,
  module: ZAcademyModule,
  /** What this completion unlocked (module, mission, level); empty on a repeat. */
  achievements: ZAchievementsField,
});
export type TCompleteLessonResult = z.infer<typeof ZCompleteLessonResult>;

/** Replaces ':param' segments of an API path. */
export function academyApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente: ${name}`);
    return encodeURIComponent(value);
  });
}

/** Shown with every lesson: the academy teaches, it does not advise. */
export const ACADEMY_DISCLAIMER =
  'Conteúdo educativo, que não é recomendação de investimento. Regras de impostos e de regulação mudam: confirme as vigentes na Receita Federal, na CVM, no Banco Central ou com um profissional antes de decidir.';
