import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_STATUSES, RESEARCH_CATEGORIES, RESEARCH_PDF_MAX_BYTES } from '@algoone/domain';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A research report (docs/decisions/020-research.md). Its searchable text is the generated
 * column `search_vector` (title weighted A, summary B, tags C; accents folded), added with its
 * GIN index by the custom migration next to this table's, which drizzle does not model.
 */
export const researchReports = pgTable(
  'research_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    author: text('author').notNull(),
    /** The responsible analyst's CNPI (CVM Res. 20/2021); required to publish. */
    analystCnpi: text('analyst_cnpi'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Sample content made by the seed, labelled as such on every card and in the PDF. */
    isExample: boolean('is_example').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('research_reports_category_check', sql`${t.category} in ${inList(RESEARCH_CATEGORIES)}`),
    check('research_reports_status_check', sql`${t.status} in ${inList(REPORT_STATUSES)}`),
    check(
      'research_reports_published_check',
      sql`${t.status} = 'draft' or (${t.publishedAt} is not null and ${t.analystCnpi} is not null)`,
    ),
    index('research_reports_listing_idx').on(t.status, t.publishedAt.desc()),
    index('research_reports_category_idx').on(t.category, t.status, t.publishedAt.desc()),
  ],
);

/**
 * A report's PDF, one row per report, apart from the report so that no list query carries
 * the bytes. Stored in PostgreSQL so that every server node serves the same file.
 */
export const researchReportFiles = pgTable(
  'research_report_files',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => researchReports.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'research_report_files_size_check',
      sql`${t.bytes} between 1 and ${sql.raw(String(RESEARCH_PDF_MAX_BYTES))}`,
    ),
  ],
);

/** Analysts' CNPI numbers, set by an admin: a consultant works on reports only with one. */
export const researchAnalysts = pgTable(
  'research_analysts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cnpi: text('cnpi').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('research_analysts_cnpi_idx').on(t.cnpi)],
);

/**
 * Investors whom staff gave research access, until billing's subscription decides it
 * (`can-download-report.ts` holds the one decision).
 */
export const researchGrants = pgTable('research_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every download of a report's PDF, by whom and when. */
export const researchDownloads = pgTable(
  'research_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => researchReports.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'download' by a reader, 'preview' by staff checking the file. */
    kind: text('kind').notNull().default('download'),
    ipAddress: text('ip_address'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('research_downloads_report_idx').on(t.reportId, t.downloadedAt),
    index('research_downloads_user_idx').on(t.userId),
  ],
);
