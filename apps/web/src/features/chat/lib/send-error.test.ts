import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, ERROR_CODES } from '@algoone/contracts';
import { FALLBACK_ERROR_MESSAGE, toApiError } from '@/lib/api';
import { sendErrorMessage } from './send-error';

describe('sendErrorMessage', () => {
  it('shows the sending limit’s 429 as the server words it', () => {
    const failure = toApiError(429, {
      error: { code: ERROR_CODES.rateLimited, message: CHAT_MESSAGES.tooManyMessages },
    });
    expect(sendErrorMessage(failure)).toBe(CHAT_MESSAGES.tooManyMessages);
  });

  it('prefers the text field’s message', () => {
    const failure = toApiError(400, {
      error: {
        code: ERROR_CODES.validation,
        message: 'Verifique os campos destacados.',
        fields: { text: CHAT_MESSAGES.tooLong },
      },
    });
    expect(sendErrorMessage(failure)).toBe(CHAT_MESSAGES.tooLong);
  });

  it('falls back to the generic message for anything that is not an API answer', () => {
    expect(sendErrorMessage(new Error('boom'))).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
