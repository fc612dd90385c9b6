/**
 * Row ids the API hands out (aportes, goals, recommendations…) are UUIDs. A path parameter that
 * is not one cannot name a row, so a use case answers 404 before it reaches PostgreSQL (which
 * would refuse the cast with an error), exactly as for an id that does not exist.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
