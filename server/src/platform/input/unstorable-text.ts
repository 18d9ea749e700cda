import { messages } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

// Text PostgreSQL cannot keep: U+0000 (refused in any text), and half of a
// surrogate pair (JSON's "\ud800"), which a jsonb column refuses and a text
// column would silently turn into U+FFFD.
const nul = '\u0000';
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (text: string) => !text.includes(nul) && !loneSurrogate.test(text);

// Where unstorable text first appears in a parsed input, named as the error
// handler names fields (`address.street`, `ids.0`; '' for the value itself), or
// undefined. Walked without recursion, so no nesting depth can overflow it.
export function fieldWithUnstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        // A field whose very name holds one is reported by its parent's name.
        if (!isStorableText(key)) return path;
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

// PostgreSQL refuses the whole statement holding such text, so every text input
// is checked before any work is done: a 4xx naming the field, never a server
// error. `sources` names each input (`body`, `querystring`) for a value that is
// itself the text.
export function refuseUnstorableText(sources: Record<string, unknown>) {
  for (const [source, value] of Object.entries(sources)) {
    const field = fieldWithUnstorableText(value);
    if (field !== undefined) throw new AppError('VALIDATION_FAILED', { [field || source]: messages.textUnstorable });
  }
}

// The path, query string and JSON body of every request. Multipart form fields
// are read later, by readMultipart (platform/http/multipart-form.ts), which
// checks them the same way; the staff CSV import checks its rows.
export function registerUnstorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText({ params: request.params, querystring: request.query, body: request.body });
  });
}
