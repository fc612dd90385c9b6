import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializePageState } from './page-state';

describe('serializePageState', () => {
  it('cannot close the <script> it travels in, whatever the data holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const json = serializePageState({
          queries: { mutations: [], queries: [] },
          session: { name: `${text}</script><script>alert(1)</script><!--`, role: 'investor' },
        });
        expect(json).not.toMatch(/<\/?script|<!--/i);
        expect(json).not.toMatch(/[\u2028\u2029]/);
        expect(JSON.parse(json)).toMatchObject({ session: { role: 'investor' } });
      }),
    );
  });

  it('round-trips the session and queries', () => {
    const state = {
      queries: { mutations: [], queries: [] },
      session: { name: 'Marina <Costa>', role: 'investor' as const },
    };
    expect(JSON.parse(serializePageState(state))).toEqual(state);
  });
});
