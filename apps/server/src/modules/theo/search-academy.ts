import { sql } from 'drizzle-orm';
import { academyQueryTerms, chooseAcademyAnswer } from '@algoone/domain';
import type { Db } from '../../db/client.ts';

export interface AcademyPassage {
  moduleId: string;
  lessonId: string;
  title: string;
  passage: string;
}

/** The question's words for to_tsquery (the domain's rule; re-exported for the tests). */
export { academyQueryTerms };

/** Headings, table rows and rules are not passages. */
const NOT_PROSE = '^\\s*(#|\\||---)';

/** How many of the search's best lessons the domain's rule chooses from. */
const CANDIDATES = 8;

/**
 * The lesson that best answers `question` and its passage, in one statement: PostgreSQL
 * full-text search with the Portuguese configuration (stems, stop words, accents as written)
 * finds the best few lessons (title weighted above the body) and each one's best line; the
 * domain's `chooseAcademyAnswer` then puts first a lesson that answers up front, in its title
 * or first section, and quotes its opening (issue #30).
 */
export async function searchAcademy(db: Db, question: string): Promise<AcademyPassage | null> {
  const terms = academyQueryTerms(question);
  if (terms.length === 0) return null;
  const tsQuery = terms.join(' | ');
  // Lessons are written one paragraph or list item per line, so a line is a passage.
  const result: unknown = await db.execute(sql`
    with q as (select to_tsquery('portuguese', ${tsQuery}) as query),
    candidates as (
      select l.module_id, l.id, l.title, l.body, l.sort_order,
        ts_rank(setweight(to_tsvector('portuguese', l.title), 'A') ||
          to_tsvector('portuguese', l.body), q.query)::float8 as rank
      from academy_lessons l, q
      where (to_tsvector('portuguese', l.title) || to_tsvector('portuguese', l.body)) @@ q.query
      order by rank desc, l.module_id, l.sort_order
      limit ${CANDIDATES}
    )
    select c.module_id, c.id, c.title, c.body, c.rank, best.text as best_line
    from candidates c
    cross join q
    left join lateral (
      select line.text
      from regexp_split_to_table(c.body, chr(10)) with ordinality as line(text, n)
      where length(line.text) > 40 and line.text !~ ${NOT_PROSE}
      order by ts_rank(to_tsvector('portuguese', line.text), q.query) desc, line.n
      limit 1
    ) best on true
    order by c.rank desc, c.module_id, c.sort_order`);
  // Both drivers answer { rows }.
  const rows = (
    result as {
      rows: {
        module_id: string;
        id: string;
        title: string;
        body: string;
        rank: number;
        best_line: string | null;
      }[];
    }
  ).rows;
  const choice = chooseAcademyAnswer(
    question,
    rows.map((row) => ({
      moduleId: row.module_id,
      lessonId: row.id,
      title: row.title,
      body: row.body,
      rank: Number(row.rank),
      bestLine: row.best_line,
    })),
  );
  if (!choice) return null;
  return { ...choice, passage: cleanPassage(choice.passage) };
}

const PASSAGE_LENGTH = 420;

/** A lesson line as a quote: no list or quote marker, cut at a word near PASSAGE_LENGTH. */
export function cleanPassage(line: string): string {
  const text = line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, '').trim();
  if (text.length <= PASSAGE_LENGTH) return text;
  return `${text.slice(0, PASSAGE_LENGTH).replace(/\s+\S*$/, '')}…`;
}
