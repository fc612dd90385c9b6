import { sql } from 'drizzle-orm';
import { RESEARCH_PAGE_SIZE, readSearchQuery, segmentsFromMatchedWords } from '@algoone/domain';
import type { TReportCard, TReportPage, TReportSearch } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canDownloadReport } from './can-download-report.ts';

interface Row {
  id: string;
  title: string;
  summary: string;
  category: TReportCard['category'];
  tags: string[];
  featured: boolean;
  author: string;
  analyst_cnpi: string | null;
  published_at: Date | string;
  is_example: boolean;
  bytes: number;
  page_count: number;
  total: number;
  title_matched: string[] | null;
  summary_matched: string[] | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * GET /api/research/reports: published reports, newest first, or ranked by the search
 * (PostgreSQL full-text search: each typed word finds the same word in the singular or the
 * plural, with or without accents, or a word that begins with it; title above summary above
 * tags), with the matched words marked. The category matches exactly (docs/product.md §5).
 * Two statements whatever the data size: the page (ranked and counted in one pass, marks
 * computed only for the rows shown) and the caller's download right.
 */
export async function searchReports(
  db: Db,
  viewer: Viewer | null,
  search: TReportSearch,
): Promise<TReportPage> {
  const reading = readSearchQuery(search.q);
  // The contract refuses what readSearchQuery refuses; this keeps the types honest.
  const terms = reading.ok ? reading.terms : [];
  // Terms are [a-z0-9]+ (readSearchQuery); the database builds the search from them
  // (research_query, migration 0032), the same lexemes the reports' search_vector holds.
  const query = terms.length > 0 ? terms.join(' ') : null;
  const offset = (search.page - 1) * RESEARCH_PAGE_SIZE;

  const matches = query ? sql`and r.search_vector @@ research_query(${query}, true)` : sql``;
  const category = search.category ? sql`and r.category = ${search.category}` : sql``;
  const rank = query ? sql`ts_rank(r.search_vector, research_query(${query}, true))` : sql`0::real`;
  // The words to mark: those of the shown text that match any of the typed words.
  const marks = (column: string) =>
    query
      ? sql`research_matched_words(${sql.raw(`p.${column}`)}, research_query(${query}, false))`
      : sql`null::text[]`;

  const [result, canDownload] = await Promise.all([
    db.execute(sql`
      with page as (
        select r.id, r.title, r.summary, r.category, r.tags, r.featured, r.author,
          r.analyst_cnpi, r.published_at, r.is_example, ${rank} as rank,
          count(*) over () as total
        from research_reports r
        where r.status = 'published' ${matches} ${category}
        order by rank desc, r.featured desc, r.published_at desc, r.id
        limit ${RESEARCH_PAGE_SIZE} offset ${offset}
      )
      select p.id, p.title, p.summary, p.category, p.tags, p.featured, p.author,
        p.analyst_cnpi, p.published_at, p.is_example, p.total::int as total,
        coalesce(f.bytes, 0) as bytes, coalesce(f.page_count, 0) as page_count,
        ${marks('title')} as title_matched, ${marks('summary')} as summary_matched
      from page p
      left join research_report_files f on f.report_id = p.id
      order by p.rank desc, p.featured desc, p.published_at desc, p.id`),
    canDownloadReport(db, viewer),
  ]);
  const rows = rowsOf<Row>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the count comes from the window, so ask for it alone.
    const counted = rowsOf<{ total: number }>(
      await db.execute(sql`
        select count(*)::int as total from research_reports r
        where r.status = 'published' ${matches} ${category}`),
    );
    total = counted[0]?.total ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      titleSegments: segmentsFromMatchedWords(row.title, row.title_matched ?? []),
      summarySegments: segmentsFromMatchedWords(row.summary, row.summary_matched ?? []),
      category: row.category,
      tags: row.tags,
      featured: row.featured,
      author: row.author,
      analystCnpi: row.analyst_cnpi,
      publishedAt: new Date(row.published_at).toISOString(),
      isExample: row.is_example,
      pdfBytes: Number(row.bytes),
      pageCount: Number(row.page_count),
    })),
    total: Number(total),
    page: search.page,
    pageSize: RESEARCH_PAGE_SIZE,
    canDownload,
  };
}
