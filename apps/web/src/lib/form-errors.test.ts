import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyFieldErrors, errorMessage, signInErrorMessage } from './form-errors';

const apiError = (status: number, fields?: Record<string, string>) =>
  new ApiError({ code: 'X', message: `mensagem ${status}`, status, fields });

describe('form error helpers', () => {
  it('shows the server message for client errors at sign-in, and the generic one otherwise', () => {
    expect(signInErrorMessage(apiError(401))).toBe('mensagem 401');
    expect(signInErrorMessage(apiError(429))).toBe('mensagem 429');
    expect(signInErrorMessage(apiError(500))).toBe('Erro interno. Tente novamente mais tarde.');
    expect(signInErrorMessage(apiError(0))).toBe('Erro interno. Tente novamente mais tarde.');
    expect(signInErrorMessage(new TypeError('x'))).toBe(
      'Erro interno. Tente novamente mais tarde.',
    );
    expect(errorMessage(apiError(0))).toBe('mensagem 0');
  });

  it('sets the known fields and focuses the first', () => {
    const setError = vi.fn();
    const applied = applyFieldErrors<{ email: string; password: string }>(
      apiError(400, { password: 'Fraca.', email: 'Já existe.', other: 'x' }),
      setError,
      ['email', 'password'],
    );
    expect(applied).toEqual(['email', 'password']);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Já existe.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'server', message: 'Fraca.' },
      { shouldFocus: false },
    );
    expect(applyFieldErrors(new Error('x'), setError, ['email'])).toEqual([]);
  });
});
