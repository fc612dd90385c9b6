import { foldText } from './theo-basic.ts';

/**
 * Which academy lesson Theo's Básico mode quotes (docs/product.md §2 "Theo", issue #30). The
 * database finds the candidates by full-text search and ranks them; this rule puts first the
 * lessons that answer the question up front, in their title or first section, so "O que é
 * reserva de emergência?" quotes the lesson that defines it rather than a later lesson that
 * mentions the reserve more often.
 */

// Words that say nothing about the subject of a question.
const FILLER = new Set(
  'como qual quais quanto quando onde porque por que para pra com sem sobre meu minha meus minhas voce voces eu ele ela isso isto esse essa este esta funciona significa explica explicar pode poderia quero saber devo fazer ter tem sao ser uma uns umas dos das nos nas pelo pela mais menos muito algo'.split(
    ' ',
  ),
);

/**
 * The question's words worth searching for: letters and digits only (so nothing the investor
 * types is read as query syntax), three letters or more, fillers left out, at most twelve.
 * Accents are kept: the lessons are written with them.
 */
export function academyQueryTerms(question: string): string[] {
  const words = question
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !FILLER.has(foldText(word)));
  return [...new Set(words)].slice(0, 12);
}

/**
 * A light stem: accents folded, then a plural 's' and a final vowel dropped, so 'reserva' and
 * 'reservas', 'emergência' and 'emergências', 'FIIs' and 'FII' compare equal. Deliberately
 * timid: a miss only leaves a lesson at its search rank.
 */
function stem(word: string): string {
  let text = foldText(word);
  if (text.length > 3 && text.endsWith('s')) text = text.slice(0, -1);
  if (text.length > 3 && /[aeo]$/.test(text)) text = text.slice(0, -1);
  return text;
}

function stemsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/** Whether every term appears (by stem, or as the start of a longer word) in the text. */
function coversAll(terms: readonly string[], text: string): boolean {
  const words = stemsOf(text);
  return terms.every((term) => {
    const wanted = stem(term);
    return words.some((word) => word.startsWith(wanted));
  });
}

function matchCount(terms: readonly string[], text: string): number {
  const words = stemsOf(text);
  return terms.filter((term) => words.some((word) => word.startsWith(stem(term)))).length;
}

const HEADING = /^\s*#{1,6}\s/;
/** Headings, table rows and rules are not passages; neither is a line too short to say much. */
export function isProseLine(line: string): boolean {
  return line.trim().length > 40 && !/^\s*(#|\||---)/.test(line);
}

/**
 * The lesson's opening: everything before its second heading when it starts with one,
 * otherwise everything before its first heading.
 */
export function firstSection(body: string): string {
  const taken: string[] = [];
  let hasContent = false;
  for (const line of body.split('\n')) {
    if (HEADING.test(line) && hasContent) break;
    if (line.trim() && !HEADING.test(line)) hasContent = true;
    taken.push(line);
  }
  return taken.join('\n');
}

export interface AcademyCandidate {
  moduleId: string;
  lessonId: string;
  title: string;
  /** The lesson's Markdown, one paragraph or list item a line. */
  body: string;
  /** The search's rank (title weighted above the body); higher is better. */
  rank: number;
  /** The search's best line of the whole lesson, if it has a prose line. */
  bestLine: string | null;
}

export interface AcademyChoice {
  moduleId: string;
  lessonId: string;
  title: string;
  passage: string;
}

/**
 * Where a lesson answers the question up front: 'opening' when its first section holds every
 * term of the question, 'title' when its title and first section together do, null otherwise.
 */
export function answersUpFront(
  question: string,
  lesson: { title: string; body: string },
): 'opening' | 'title' | null {
  const terms = academyQueryTerms(question);
  if (terms.length === 0) return null;
  const opening = firstSection(lesson.body);
  if (coversAll(terms, opening)) return 'opening';
  if (coversAll(terms, `${lesson.title}\n${opening}`)) return 'title';
  return null;
}

/** The first prose line of the first section whose heading holds every term, if any. */
function lineUnderHeading(terms: readonly string[], body: string): string | null {
  let inside = false;
  for (const line of body.split('\n')) {
    if (HEADING.test(line)) inside = coversAll(terms, line);
    else if (inside && isProseLine(line)) return line;
  }
  return null;
}

/** The section's line with the most terms (the earliest on a tie), if one has any. */
function bestLineOf(terms: readonly string[], section: string): string | null {
  let passage: string | null = null;
  let best = 0;
  for (const line of section.split('\n').filter(isProseLine)) {
    const count = matchCount(terms, line);
    if (count > best) {
      best = count;
      passage = line;
    }
  }
  return passage;
}

/** The lesson's introduction: the text before its first heading (empty when it opens with one). */
function introduction(body: string): string {
  const lines = body.split('\n');
  const heading = lines.findIndex((line) => HEADING.test(line));
  return (heading < 0 ? lines : lines.slice(0, heading)).join('\n');
}

/**
 * The lesson to quote and its line. Lessons that answer up front (title or first section) come
 * first, then the others; within each group the search's order (rank, then the order the
 * candidates came in). The quote is where the lesson introduces the subject: its introduction
 * when that holds every term; else the first line under a heading that names the subject
 * ('## ETFs' in 'BDRs e ETFs'); else the first section's line with the most terms when that
 * section answers; else the search's best line.
 */
export function chooseAcademyAnswer(
  question: string,
  candidates: readonly AcademyCandidate[],
): AcademyChoice | null {
  const terms = academyQueryTerms(question);
  const ranked = candidates
    .map((candidate, position) => ({
      candidate,
      position,
      upFront: answersUpFront(question, candidate),
    }))
    .sort(
      (a, b) =>
        Number(b.upFront !== null) - Number(a.upFront !== null) ||
        b.candidate.rank - a.candidate.rank ||
        a.position - b.position,
    );
  for (const { candidate, upFront } of ranked) {
    const intro = introduction(candidate.body);
    const passage =
      (terms.length > 0 && coversAll(terms, intro) ? bestLineOf(terms, intro) : null) ??
      (terms.length > 0 ? lineUnderHeading(terms, candidate.body) : null) ??
      (upFront === 'opening' ? bestLineOf(terms, firstSection(candidate.body)) : null) ??
      candidate.bestLine;
    // A lesson without a single prose line has nothing to quote; the next one may.
    if (!passage) continue;
    return {
      moduleId: candidate.moduleId,
      lessonId: candidate.lessonId,
      title: candidate.title,
      passage,
    };
  }
  return null;
}
