import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('loggableError', () => {
  it("never carries a failed query's parameters, nor a driver message that may quote them", () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "ana@exemplo.com"'),
      {
        code: '22P02',
        severity: 'ERROR',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "goals" ("name", "user_id") values ($1, $2)',
      ['Viagem da Ana', 'ana@exemplo.com'],
      cause,
    );
    const logged = loggableError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Viagem da Ana');
    expect(text).not.toContain('ana@exemplo.com');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "goals" ("name", "user_id") values ($1, $2)',
      cause: { sqlState: '22P02' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of errors of our own', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});
