import { messages } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

const nul = '\u0000';

// Where U+0000 first appears in a parsed input, named as the error handler
// names fields (`address.street`, `ids.0`; '' for the value itself), or
// undefined. Walked without recursion, so no nesting depth can overflow it.
export function fieldWithNul(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(nul)) return path;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        // A field whose very name holds one is reported by its parent's name.
        if (key.includes(nul)) return path;
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

// PostgreSQL cannot keep U+0000 in text and refuses the whole statement, so
// every text input is checked for it before any work is done: a 4xx naming the
// field, never a server error. `sources` names each input (`body`, `querystring`)
// for a value that is itself the text.
export function refuseNulCharacters(sources: Record<string, unknown>) {
  for (const [source, value] of Object.entries(sources)) {
    const field = fieldWithNul(value);
    if (field !== undefined) throw new AppError('VALIDATION_FAILED', { [field || source]: messages.textHasNul });
  }
}

// The path, query string and JSON body of every request. Multipart form fields
// are read later, by readMultipart (platform/http/multipart-form.ts), which
// checks them the same way; the staff CSV import checks its rows.
export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNulCharacters({ params: request.params, querystring: request.query, body: request.body });
  });
}
