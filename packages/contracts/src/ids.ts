/** A UUID as the database generates it (any version), case-insensitive. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can be a row's id. Routes take ids as plain strings and answer 404 to anything
 * else, exactly as to another investor's id, so ids cannot be probed (docs/contributing.md).
 */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}
