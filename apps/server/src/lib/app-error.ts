import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@algoone/contracts';

/** An expected failure a use case raises; the error handler turns it into the API's shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message?: string) => new AppError(404, ERROR_CODES.notFound, message);
export const forbidden = (message?: string) => new AppError(403, ERROR_CODES.forbidden, message);
export const unauthenticated = () => new AppError(401, ERROR_CODES.unauthenticated);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
export const invalid = (fields: Record<string, string>, message?: string) =>
  new AppError(400, ERROR_CODES.validation, message ?? ERROR_MESSAGES.VALIDATION_ERROR, fields);
