/**
 * CNPJ, the issuer's registry number that the IR summary shows next to each security. Since July
 * 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): the first 12
 * characters may be letters, the 2 check digits stay numeric, and each character counts as its
 * ASCII code minus 48 ('0' → 0, 'A' → 17). Numeric CNPJs are the special case where every
 * character is a digit, so one rule reads both.
 */

const SEPARATORS = /[.\-/\s]/g;
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += (chars.charCodeAt(i) - 48) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The 14 characters of a CNPJ without punctuation, upper case, or null when it is not a valid
 * CNPJ (wrong length, wrong check digits, or one character repeated: "00000000000000" passes the
 * arithmetic but is no one's number).
 */
export function normalizeCnpj(value: string): string | null {
  const chars = value.replace(SEPARATORS, '').toUpperCase();
  if (!SHAPE.test(chars)) return null;
  if (/^(.)\1{13}$/.test(chars)) return null;
  const first = checkDigit(chars, FIRST_WEIGHTS);
  if (first !== Number(chars[12])) return null;
  const second = checkDigit(chars, SECOND_WEIGHTS);
  if (second !== Number(chars[13])) return null;
  return chars;
}

/** Whether `value` is a valid CNPJ, with or without the usual punctuation. */
export function isValidCnpj(value: string): boolean {
  return normalizeCnpj(value) !== null;
}

/** "33000167000101" → "33.000.167/0001-01"; null when the value is not a valid CNPJ. */
export function formatCnpj(value: string): string | null {
  const c = normalizeCnpj(value);
  if (c === null) return null;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
