/** A staff search names at most this many words; the rest of the query is ignored. */
export const MAX_PEOPLE_SEARCH_WORDS = 8;

/**
 * The words of a people search (/admin/usuarios, /admin/logs' actor): each must appear somewhere
 * in the person's name or email, in any order. Split on spaces, repeated words (ignoring case)
 * counted once, longest first so the most selective word leads. Folding accents and case is the
 * database's (fold_text), which compares them.
 */
export function peopleSearchWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of query.trim().split(/\s+/u)) {
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.sort((a, b) => b.length - a.length).slice(0, MAX_PEOPLE_SEARCH_WORDS);
}
