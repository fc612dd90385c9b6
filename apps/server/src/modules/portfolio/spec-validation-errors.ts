import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, PORTFOLIO_MESSAGES } from '@algoone/contracts';
import { invalid } from '../../lib/app-error.ts';

/**
 * The error's message when SPEC names one: a bad amount is 'Valor inválido' (checked first, as
 * SPEC's aporte form does), a missing broker or category 'Campos obrigatórios'. Field messages
 * carry the toast's description.
 */
export function specValidationTitle(fields: Record<string, string>): string | undefined {
  const messages = Object.values(fields);
  if (messages.includes(PORTFOLIO_MESSAGES.invalidValue)) {
    return PORTFOLIO_MESSAGES.invalidValueTitle;
  }
  if (messages.includes(PORTFOLIO_MESSAGES.requiredFields)) {
    return PORTFOLIO_MESSAGES.requiredFieldsTitle;
  }
  return undefined;
}

/**
 * For the routes of the plugin it is called in (Fastify encapsulation): request validation
 * errors keep their field messages and get SPEC's title as the error message. Anything else
 * goes on to the app's error handler unchanged.
 */
export function useSpecValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[path] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR;
    }
    throw invalid(fields, specValidationTitle(fields));
  });
}
