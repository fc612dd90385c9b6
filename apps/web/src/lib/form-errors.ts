import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FALLBACK_ERROR_MESSAGE, isApiError } from './api';

/** The pt-BR sentence to show in a form's alert for a failed request. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
}

/**
 * docs/product.md §8, sign-in: a failure the server explains (wrong password, lock-out) shows its
 * message; an exception (no answer, a 5xx) shows "Erro interno. Tente novamente mais tarde.".
 */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

/**
 * Puts the server's `fields` messages next to the form's fields, focusing the first one.
 * Returns the names it set.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!isApiError(error) || !error.fields) return [];
  const applied: Path<T>[] = [];
  for (const field of fields) {
    const message = error.fields[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(field);
  }
  return applied;
}
