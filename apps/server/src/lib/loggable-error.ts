/**
 * What of an error may go to the log. A failed query's error carries its parameters (a goal's
 * name, a user id) in `params`, in its message and so in its stack, and a driver's message
 * can quote a value ("invalid input syntax for type uuid: "…""); ADR 003 keeps personal data
 * out of the log. So: the error's type, the SQL text (parameterised, no values), the driver's
 * SQLSTATE and object names, and the stack frames without the message.
 */
export interface LoggableError {
  type: string;
  message?: string;
  query?: string;
  sqlState?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggableError;
}

const MAX_DEPTH = 3;

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    'params' in error ||
    'query' in error ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) ||
    'severity' in error
  );
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  const record = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name || error.name : 'Object';
  const database = isDatabaseError(record);
  const out: LoggableError = { type };
  // A database error's message may quote the values it refused; other errors are ours.
  if (!database) out.message = text(record.message);
  if (typeof record.query === 'string') out.query = record.query.slice(0, 2000);
  if (database && typeof record.code === 'string') out.sqlState = record.code;
  for (const key of ['table', 'column', 'constraint'] as const) {
    const value = text(record[key]);
    if (value) out[key] = value;
  }
  out.stack = frames(record.stack);
  if (record.cause !== undefined && depth < MAX_DEPTH) {
    out.cause = loggableError(record.cause, depth + 1);
  }
  return out;
}
