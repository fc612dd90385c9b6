import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  PORTFOLIO_MESSAGES,
  type ErrorCode,
  type TApiError,
} from '@algoone/contracts';
import { AppError } from '../lib/app-error.ts';
import { loggableError } from '../lib/loggable-error.ts';

// Fastify's own client errors, mapped to our codes so that the pt-BR message is ours.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_CODES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_CODES.badRequest,
};

export function errorBody(
  code: ErrorCode,
  message?: string,
  fields?: Record<string, string>,
): TApiError {
  return {
    error: { code, message: message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) },
  };
}

function zodFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR;
  }
  return fields;
}

/**
 * The message docs/product.md §5 gives: a bad amount is 'Valor inválido' (checked first, as
 * the aporte form does), a missing broker or category 'Campos obrigatórios'. The field
 * messages carry the toast's description. Other validation errors keep the generic message.
 */
function validationTitle(fields: Record<string, string>): string | undefined {
  const messages = Object.values(fields);
  if (messages.includes(PORTFOLIO_MESSAGES.invalidValue)) {
    return PORTFOLIO_MESSAGES.invalidValueTitle;
  }
  if (messages.includes(PORTFOLIO_MESSAGES.requiredFields)) {
    return PORTFOLIO_MESSAGES.requiredFieldsTitle;
  }
  return undefined;
}

export function sendError(reply: FastifyReply, status: number, payload: TApiError): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding, a path
 * parameter over the router's length limit): by default those answered in Fastify's own shape
 * and English, found by the generated bad-input test (issue #20). Passed as `frameworkErrors`.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, errorBody(ERROR_CODES.badRequest, 'Endereço longo demais.'));
  }
  return sendError(
    reply,
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
    errorBody(ERROR_CODES.badRequest, 'Endereço inválido.'),
  );
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return sendError(
          reply,
          error.statusCode,
          errorBody(error.code, error.message, error.fields),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = zodFields(error);
        return sendError(
          reply,
          400,
          errorBody(ERROR_CODES.validation, validationTitle(fields), fields),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, 429, errorBody(ERROR_CODES.rateLimited));
      if (status >= 400 && status < 500) {
        const code =
          FASTIFY_CODES[error.code] ??
          (error instanceof SyntaxError ? ERROR_CODES.malformedJson : ERROR_CODES.badRequest);
        return sendError(reply, status, errorBody(code));
      }
      // Details of a 5xx stay in the log, keyed by the request id the client also sees; never
      // a failed query's parameters (lib/loggable-error.ts).
      request.log.error({ err: loggableError(error) }, 'request failed');
      return sendError(reply, 500, errorBody(ERROR_CODES.internal));
    });
  },
  { name: 'errors' },
);
