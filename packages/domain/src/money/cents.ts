/**
 * Money is an integer number of centavos everywhere (database, API, rules). Integers are exact
 * up to Number.MAX_SAFE_INTEGER centavos, about R$ 90 trillion.
 */
export type Cents = number;

export const MAX_CENTS: Cents = Number.MAX_SAFE_INTEGER;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertCents(value: number, name = 'valor'): asserts value is Cents {
  if (!isCents(value)) {
    throw new RangeError(
      `${name} deve ser um número inteiro de centavos, recebido ${String(value)}`,
    );
  }
}

/**
 * Converts a reais amount held in a float (e.g. from a legacy source) to centavos, half away from
 * zero. toPrecision(15) first, because 1.005 × 100 is 100.49999999999999 in binary.
 */
export function reaisToCents(reais: number): Cents {
  if (!Number.isFinite(reais)) throw new RangeError('Valor em reais inválido');
  const scaled = Number((reais * 100).toPrecision(15));
  const cents = Math.sign(scaled) * Math.round(Math.abs(scaled));
  assertCents(cents);
  return cents === 0 ? 0 : cents;
}

export function centsToReais(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}
