import { sql } from 'drizzle-orm';
import { foldText } from '@algoone/domain';
import type { Db } from '../../db/client.ts';

export interface AcademyPassage {
  moduleId: string;
  lessonId: string;
  title: string;
  passage: string;
  rank: number;
}

// Words that say nothing about the subject of a question.
const FILLER = new Set(
  'como qual quais quanto quando onde porque por que para pra com sem sobre meu minha meus minhas voce voces eu ele ela isso isto esse essa este esta funciona significa explica explicar pode poderia quero saber devo fazer ter tem sao ser uma uns umas dos das nos nas pelo pela mais menos muito algo'.split(
    ' ',
  ),
);

/**
 * The question's words for an OR query of to_tsquery: letters and digits only, so nothing the
 * investor types is read as query syntax. Accents are kept: the lessons are written with them.
 */
export function academyQueryTerms(question: string): string[] {
  const words = question
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !FILLER.has(foldText(word)));
  return [...new Set(words)].slice(0, 12);
}

/** Headings, table rows and rules are not passages. */
const NOT_PROSE = '^\\s*(#|\\||---)';

/**
 * The lesson that best answers `question`, by PostgreSQL full-text search with the Portuguese
 * configuration (stems, stop words, accents as written), and its best passage. One statement.
 */
export async function searchAcademy(db: Db, question: string): Promise<AcademyPassage | null> {
  const terms = academyQueryTerms(question);
  if (terms.length === 0) return null;
  const tsQuery = terms.join(' | ');
  // The best lesson by rank (title weighted above the body), then its best line: lessons are
  // written one paragraph or list item per line.
  const result: unknown = await db.execute(sql`
    with q as (select to_tsquery('portuguese', ${tsQuery}) as query),
    best as (
      select l.module_id, l.id, l.title, l.body,
        ts_rank(setweight(to_tsvector('portuguese', l.title), 'A') ||
          to_tsvector('portuguese', l.body), q.query)::float8 as rank
      from academy_lessons l, q
      where (to_tsvector('portuguese', l.title) || to_tsvector('portuguese', l.body)) @@ q.query
      order by rank desc, l.module_id, l.sort_order
      limit 1
    )
    select best.module_id, best.id, best.title, best.rank, line.text as passage
    from best, q,
      regexp_split_to_table(best.body, chr(10)) with ordinality as line(text, n)
    where length(line.text) > 40 and line.text !~ ${NOT_PROSE}
    order by ts_rank(to_tsvector('portuguese', line.text), q.query) desc, line.n
    limit 1`);
  // Both drivers answer { rows }.
  const row = (
    result as {
      rows: { module_id: string; id: string; title: string; passage: string; rank: number }[];
    }
  ).rows[0];
  if (!row) return null;
  return {
    moduleId: row.module_id,
    lessonId: row.id,
    title: row.title,
    passage: cleanPassage(row.passage),
    rank: Number(row.rank),
  };
}

const PASSAGE_LENGTH = 420;

/** A lesson line as a quote: no list or quote marker, cut at a word near PASSAGE_LENGTH. */
export function cleanPassage(line: string): string {
  const text = line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, '').trim();
  if (text.length <= PASSAGE_LENGTH) return text;
  return `${text.slice(0, PASSAGE_LENGTH).replace(/\s+\S*$/, '')}…`;
}
