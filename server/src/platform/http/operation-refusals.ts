import { type Action, can, messages, permissionTypes } from '@srm/contract';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { permissionRefusal } from '../auth/permissions.js';
import { AppError, type ErrorCode } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    // What the route's service may refuse beyond what the route's declaration
    // already says (its access, inputs and uploads): e.g. a ticket already resolved,
    // a rate limit. The API documents each of them (operationRefusals).
    refusals?: readonly ErrorCode[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  config?: FastifyContextConfig;
  schema?: FastifySchema & { consumes?: readonly string[] };
}

// Methods whose request body Fastify reads, whether or not the route declares one:
// unreadable JSON is 400, an unknown content type 415, a body over the limit 413.
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every holder of a role, as the account's creator or not.
const everyone = permissionTypes.flatMap((role) => [
  { role, isAccountCreator: true },
  { role, isAccountCreator: false },
]);
const refusedToSomeone = (action: Action) => everyone.some((holder) => !can(holder, action));

const messageOf = (code: ErrorCode) => new AppError(code).message;

// The 4xx answers an operation can give and the catalogue texts each comes with,
// derived from what the route declares, so the document cannot forget one:
// - any input (path, query string, body) is checked before any work: 422, or the form's own status;
// - a signed-in route: 401; one that needs an action some members lack: 403;
// - a path naming something: 404 when it names nothing of the caller's organisation;
// - a method with a body: 400 unreadable, 413 too large, 415 not JSON (or the form's multipart);
// - and the route's own `refusals`; and 503 while the database cannot answer.
export function operationRefusals(route: DeclaredRoute): Map<number, string[]> {
  const answers = new Map<number, Set<string>>();
  const add = (status: number, message: string) => {
    const texts = answers.get(status) ?? new Set<string>();
    answers.set(status, texts.add(message));
  };
  const addCode = (code: ErrorCode) => add(new AppError(code).status, messageOf(code));

  // docs/architecture.md, "Errors": every route checks its path and query string (text PostgreSQL
  // cannot keep), declared or not, so every route can refuse its input.
  const invalidInput = route.config?.invalidInput;
  if (invalidInput) add(invalidInput.status, messages[invalidInput.message]);
  for (const answer of Object.values(invalidInput?.fields ?? {})) add(answer.status, messages[answer.message]);
  if (!invalidInput) addCode('VALIDATION_FAILED');

  const access = route.config?.access;
  if (access?.kind === 'signed-in') {
    addCode('NOT_SIGNED_IN');
    if (access.action && refusedToSomeone(access.action)) addCode(permissionRefusal(access.action));
  }
  if (route.schema?.params) addCode('NOT_FOUND');
  if (methodsWithBody.has(route.method.toUpperCase())) {
    addCode('BAD_REQUEST');
    addCode('PAYLOAD_TOO_LARGE');
    addCode('UNSUPPORTED_MEDIA_TYPE');
  }
  for (const code of route.config?.refusals ?? []) addCode(code);
  // docs/architecture.md, "Errors": the database restarting or out of reach, on any route.
  addCode('SERVICE_UNAVAILABLE');

  return new Map([...answers].sort(([a], [b]) => a - b).map(([status, texts]) => [status, [...texts]]));
}
