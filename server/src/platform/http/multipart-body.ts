import { z } from 'zod';
import { fileKinds } from './file-kinds.js';
import type { AnyMultipartForm, FileRule } from './multipart-form.js';

type JsonSchema = Record<string, unknown>;

// The fields as a JSON body would send them, every schema written out in place
// (an empty registry: no component references, which a hand-built body could not resolve).
function fieldsJsonSchema(fields: z.ZodType) {
  const { $schema: _, ...schema } = z.toJSONSchema(fields, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: z.registry(),
  });
  return schema as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };
}

function filePartSchema(rule: FileRule): JsonSchema {
  const file = { type: 'string', format: 'binary', description: fileKinds[rule.kind].accepts };
  return rule.max === 1 ? file : { type: 'array', items: file, maxItems: rule.max };
}

// The route schema of a multipart form for the OpenAPI document: its text
// fields (from the contract's schema) and file parts, and the JSON body it
// also reads. Fastify must not validate the body itself (a multipart body is
// read later, by readMultipart, which parses the fields with the same schema),
// so the body is `z.unknown()` carrying the description as metadata, which zod
// writes into the JSON schema the document is made from.
export function multipartBody(form: AnyMultipartForm) {
  const fields = fieldsJsonSchema(form.fields);
  const files = Object.entries(form.files);
  const multipart = {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(files.map(([name, rule]) => [name, filePartSchema(rule)])),
    },
    required: [...(fields.required ?? []), ...files.filter(([, rule]) => rule.missing).map(([name]) => name)],
  };
  const content: Record<string, { schema: JsonSchema }> = { 'multipart/form-data': { schema: multipart } };
  if (form.json) content['application/json'] = { schema: fields };
  return { consumes: Object.keys(content), body: z.unknown().meta({ content }) };
}
