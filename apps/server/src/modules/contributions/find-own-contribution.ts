import { notFound } from '../../lib/app-error.ts';

export const CONTRIBUTION_NOT_FOUND = 'Aporte não encontrado.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be an aporte's is simply not found (never a 400 or 500 to probe with). */
export function contributionIdOrThrow(id: string): string {
  if (!UUID.test(id)) throw notFound(CONTRIBUTION_NOT_FOUND);
  return id.toLowerCase();
}
