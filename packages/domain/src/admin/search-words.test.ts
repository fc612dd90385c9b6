import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PEOPLE_SEARCH_WORDS, peopleSearchWords } from './search-words.ts';

describe('peopleSearchWords', () => {
  it('splits a query into its words, longest first, each once', () => {
    expect(peopleSearchWords('  maria   conceicao ')).toEqual(['conceicao', 'maria']);
    expect(peopleSearchWords('Maria maria da')).toEqual(['Maria', 'da']);
    expect(peopleSearchWords('')).toEqual([]);
    expect(peopleSearchWords('   ')).toEqual([]);
  });

  it('keeps at most MAX_PEOPLE_SEARCH_WORDS words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(peopleSearchWords(words)).toHaveLength(MAX_PEOPLE_SEARCH_WORDS);
  });

  it('never returns an empty word or one with a space', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        for (const word of peopleSearchWords(query)) {
          expect(word.length).toBeGreaterThan(0);
          expect(/\s/u.test(word)).toBe(false);
        }
      }),
    );
  });
});
