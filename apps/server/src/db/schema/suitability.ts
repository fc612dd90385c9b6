import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RISK_PROFILES,
  SUITABILITY_PROFILES,
  TIME_HORIZONS,
  type Allocation,
  type AssetClass,
  type RecommendationPreferences,
} from '@algoone/domain';
import { RECOMMENDATION_READINGS, RECOMMENDATION_STATUSES } from '@algoone/contracts';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Each completed suitability questionnaire (CVM Res. 30/2021): version, answers, score,
 * profile and date. History: rows are only added; a trigger refuses updates (ADR 005).
 */
export const suitabilityRecords = pgTable(
  'suitability_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'rapido-v1' | 'completo-v1': a questionnaire's wording never changes under its id. */
    questionnaireId: text('questionnaire_id').notNull(),
    /** { questionId: optionId }, as answered. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    totalPoints: integer('total_points').notNull(),
    profile: text('profile', { enum: SUITABILITY_PROFILES }).notNull(),
    allocationProfile: text('allocation_profile', { enum: RISK_PROFILES }).notNull(),
    timeHorizon: text('time_horizon', { enum: TIME_HORIZONS }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 24 months after completion (domain profileValidUntil). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('suitability_records_user_idx').on(t.userId, t.completedAt.desc()),
    check(
      'suitability_records_profile_check',
      sql`${t.profile} in ${inList(SUITABILITY_PROFILES)}`,
    ),
    check(
      'suitability_records_allocation_profile_check',
      sql`${t.allocationProfile} in ${inList(RISK_PROFILES)}`,
    ),
    check('suitability_records_horizon_check', sql`${t.timeHorizon} in ${inList(TIME_HORIZONS)}`),
  ],
);

/** Each recommendation given, with the profile and the inputs it was computed from. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suitabilityRecordId: uuid('suitability_record_id')
      .notNull()
      .references(() => suitabilityRecords.id, { onDelete: 'cascade' }),
    /** The allocation-table row used. */
    profile: text('profile', { enum: RISK_PROFILES }).notNull(),
    horizon: text('horizon', { enum: TIME_HORIZONS }).notNull(),
    allocation: jsonb('allocation').$type<Allocation>().notNull(),
    /** The profile-and-horizon observation ('obs', docs/product.md §3). */
    note: text('note').notNull(),
    /** One note per adjustment rule applied. */
    adjustmentNotes: jsonb('adjustment_notes').$type<string[]>().notNull().default([]),
    justifications: jsonb('justifications').$type<Partial<Record<AssetClass, string>>>().notNull(),
    reading: text('reading', { enum: RECOMMENDATION_READINGS }).notNull(),
    /** The inputs, so the advice can be explained later (LGPD art. 20 review). */
    availableAmountCents: bigint('available_amount_cents', { mode: 'number' }),
    preferences: jsonb('preferences').$type<RecommendationPreferences>().notNull(),
    status: text('status', { enum: RECOMMENDATION_STATUSES }).notNull().default('pendente'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recommendations_user_idx').on(t.userId, t.createdAt.desc()),
    index('recommendations_suitability_record_idx').on(t.suitabilityRecordId),
    check('recommendations_status_check', sql`${t.status} in ${inList(RECOMMENDATION_STATUSES)}`),
    check('recommendations_reading_check', sql`${t.reading} in ${inList(RECOMMENDATION_READINGS)}`),
  ],
);
