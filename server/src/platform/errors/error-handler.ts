import { type ErrorBody, type MessageKey, messages } from '@srm/contract';
import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { AppError, errorCodeForStatus } from './app-error.js';
import { fieldErrorsOf } from './field-errors.js';

type ZodValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; message: string }[];
  validationContext?: string;
};

// `/address/street` → `address.street`, as a multipart form's fields are named.
function validationFieldErrors(error: ZodValidationError): Record<string, string> {
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message,
  }));
  return fieldErrorsOf(issues, error.validationContext);
}

interface InvalidInputAnswer {
  status: 400 | 422;
  message: MessageKey;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    // docs/product.md#api-conventions: some forms answer bad input with 400 and their own
    // catalogue message instead of the usual 422. `fields` names fields whose
    // failure the catalogue answers otherwise (a bad
    // organisation email is 422 'Please enter a valid email address'); the
    // first listed field that failed decides.
    invalidInput?: InvalidInputAnswer & { fields?: Record<string, InvalidInputAnswer> };
  }
}

function invalidInputAnswer(
  invalidInput: NonNullable<FastifyContextConfig['invalidInput']>,
  fieldErrors: Record<string, string>,
): InvalidInputAnswer {
  const failed = Object.entries(invalidInput.fields ?? {}).find(([field]) => field in fieldErrors);
  return failed ? failed[1] : invalidInput;
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  // The database restarting or out of reach: a moment's outage, not a fault of ours or the caller's.
  if (isDatabaseUnavailable(error))
    return new AppError('SERVICE_UNAVAILABLE', {}, { cause: error, retryAfterSeconds: 5 });
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', validationFieldErrors(error as unknown as ZodValidationError));
  }
  // Fastify's own client errors (malformed JSON, body too large, rate limit…).
  const status = error.statusCode ?? 500;
  return new AppError(errorCodeForStatus(status), {}, { cause: error });
}

// An address whose path parameter cannot be decoded (`%ED%A0%80`) or is longer
// than any of ours names nothing: the JSON 404 every unknown record gets, instead
// of Fastify's own 400 or 414 body (Fastify's `frameworkErrors` option).
export function answerUnreadableAddress(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const notFound = new AppError('NOT_FOUND');
  const body: ErrorBody = { detail: notFound.message, errors: {} };
  return reply.status(notFound.status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    const invalidInput = request.routeOptions.config?.invalidInput;
    const formAnswer =
      appError.code === 'VALIDATION_FAILED' && invalidInput
        ? invalidInputAnswer(invalidInput, appError.fieldErrors)
        : undefined;
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status, reason: error.message }, 'request refused');
    }
    if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', appError.retryAfterSeconds);
    const body: ErrorBody = {
      detail: formAnswer ? messages[formAnswer.message] : appError.message,
      errors: appError.fieldErrors,
    };
    return reply.status(formAnswer?.status ?? appError.status).send(body);
  });
}
