import fp from 'fastify-plugin';
import { ERROR_CODES } from '@algoone/contracts';
import { AppError } from '../lib/app-error.ts';

export const NUL_MESSAGE = 'A requisição contém um caractere inválido (NUL).';

/**
 * Whether any string or key in `value` holds U+0000. Iterative, so a deeply nested body
 * cannot overflow the stack here. Binary bodies (Buffers) are not text and are skipped.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (ArrayBuffer.isView(item)) {
      // A file's own bytes (a research PDF): binary, never stored as text, and walking a
      // 20 MB Buffer key by key took seconds.
      continue;
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (key.includes('\u0000')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), which
 * turned a path segment or a goal's name into a 500 (issue #20, defect 6). No field of ours
 * has a use for it, so it is refused once, here, before validation and before any use case.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        return done(new AppError(400, ERROR_CODES.badRequest, NUL_MESSAGE));
      }
      done();
    });
  },
  { name: 'input-guard' },
);
