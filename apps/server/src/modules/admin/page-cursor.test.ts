import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCursor, encodeCursor } from './page-cursor.ts';

const KINDS = ['boolean', 'number', 'string'] as const;

describe('page cursors', () => {
  it('read back exactly what they were written with', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string({ maxLength: 300 }).filter((s) => !s.includes('\u0000')),
        (out, distance, id) => {
          const cursor = encodeCursor([out, distance, id]);
          expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
          expect(decodeCursor(cursor, KINDS)).toEqual([out, distance === 0 ? 0 : distance, id]);
        },
      ),
    );
  });

  it('refuse what this server did not write, with a 400 next to the field', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'bm90LWEtY3Vyc29y',
      forged([true, 1]),
      forged([true, '1', 'x']),
      forged([1, 1, 'x']),
      forged([true, 1, 'a\u0000']),
      forged([true, 1, 'a'.repeat(301)]),
      forged({ 0: true }),
    ]) {
      expect(() => decodeCursor(cursor, KINDS)).toThrow(
        expect.objectContaining({ statusCode: 400, fields: { after: 'Cursor inválido.' } }),
      );
    }
  });
});
