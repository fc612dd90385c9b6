/**
 * Integer helpers for money and percentages. Every rule that turns a product of integers into a
 * rounded integer goes through bigint here, so the result is exact for any safe integer input
 * instead of depending on how a float happens to land near .5.
 */

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} deve ser um inteiro seguro, recebido ${String(value)}`);
  }
}

/** Rounds half away from zero (2.5 → 3, −2.5 → −3); Math.round would send −2.5 to −2. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** a × b / divisor, rounded half away from zero, computed exactly. */
export function mulDivRound(a: number, b: number, divisor: number): number {
  assertSafeInteger(a, 'a');
  assertSafeInteger(b, 'b');
  assertSafeInteger(divisor, 'divisor');
  if (divisor === 0) throw new RangeError('divisor não pode ser zero');
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  const negative = product < 0n !== d < 0n;
  const absProduct = product < 0n ? -product : product;
  const absD = d < 0n ? -d : d;
  const quotient = (absProduct * 2n + absD) / (absD * 2n);
  const result = Number(negative ? -quotient : quotient);
  return result === 0 ? 0 : result;
}

/**
 * Splits `total` (a non-negative integer) in proportion to integer `weights`, by the largest
 * remainder method: each part is floor(total × w / Σw) and the leftover units go, one each, to
 * the parts with the largest remainders (ties to the earliest). Parts always sum to `total`.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  assertSafeInteger(total, 'total');
  if (total < 0) throw new RangeError('total não pode ser negativo');
  weights.forEach((w) => {
    assertSafeInteger(w, 'peso');
    if (w < 0) throw new RangeError('peso não pode ser negativo');
  });
  const weightSum = BigInt(weights.reduce((sum, w) => sum + w, 0));
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('pesos somam zero');
  }
  const bigTotal = BigInt(total);
  const parts = weights.map((w) => (bigTotal * BigInt(w)) / weightSum);
  const remainders = weights.map((w, index) => ({
    index,
    remainder: (bigTotal * BigInt(w)) % weightSum,
  }));
  let leftover = bigTotal - parts.reduce((sum, p) => sum + p, 0n);
  const order = [...remainders].sort((x, y) =>
    x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
  );
  for (const { index } of order) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map(Number);
}
