import { isUuid } from '@algoone/contracts';
import { notFound } from '../../lib/app-error.ts';

export const CONTRIBUTION_NOT_FOUND = 'Aporte não encontrado.';

/** An id that cannot be an aporte's is simply not found (never a 400 or 500 to probe with). */
export function contributionIdOrThrow(id: string): string {
  if (!isUuid(id)) throw notFound(CONTRIBUTION_NOT_FOUND);
  return id.toLowerCase();
}
