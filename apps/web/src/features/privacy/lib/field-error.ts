import { isApiError } from '@/lib/api';

/** The server's message for one field of a refused form, to show next to that field. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  isApiError(error) ? error.fields?.[field] : undefined;
