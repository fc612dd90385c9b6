import { invalid } from '../../lib/app-error.ts';

/** What a keyset cursor holds: the last row's sort values, in the list's order. */
type CursorValue = string | number | boolean;
type Kind = 'string' | 'number' | 'boolean';
type Decoded<K extends readonly Kind[]> = {
  [I in keyof K]: K[I] extends 'string' ? string : K[I] extends 'number' ? number : boolean;
};

/** The last row's sort values, opaque to the client (base64url JSON). */
export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * Reads a cursor back, refusing (400 next to `field`) anything this server did not write: the
 * wrong shape, a non-finite number, a string the database would refuse (NUL) or too long for a
 * sort key.
 */
export function decodeCursor<const K extends readonly Kind[]>(
  cursor: string,
  kinds: K,
  field = 'after',
): Decoded<K> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const fits = (v: unknown, kind: Kind) =>
    typeof v === kind &&
    (kind !== 'number' || Number.isFinite(v)) &&
    (kind !== 'string' || ((v as string).length <= 300 && !(v as string).includes('\u0000')));
  if (
    !Array.isArray(value) ||
    value.length !== kinds.length ||
    !value.every((v, i) => fits(v, kinds[i] as Kind))
  ) {
    throw invalid({ [field]: 'Cursor inválido.' });
  }
  return value as Decoded<K>;
}
