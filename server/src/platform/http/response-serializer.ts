import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => Serialize;

// Checks that change nothing in what fast-json-stringify writes, but that it
// would run to pick the branch of a nullable field (`anyOf: [object, null]`):
// a string's pattern and format cost time, and `additionalProperties: false`
// would refuse an object carrying more than the schema (which is written
// without the extra fields either way: only declared properties are written).
function isWriteNeutralCheck(key: string, value: unknown) {
  if (key === 'pattern' || key === 'format') return typeof value === 'string';
  return key === 'additionalProperties' && value === false;
}

function withoutWriteNeutralChecks(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutWriteNeutralChecks);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !isWriteNeutralCheck(key, value))
      .map(([key, value]) => [key, withoutWriteNeutralChecks(value)]),
  );
}

// The response schema as JSON Schema, or undefined when zod cannot express its
// output there (a date, say): that route keeps zod's own serializer.
function jsonSchemaOf(schema: z.ZodType) {
  try {
    return withoutWriteNeutralChecks(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
  } catch {
    return undefined;
  }
}

// Responses are written by a serializer compiled from the route's response
// schema (fast-json-stringify, which Fastify ships): it writes only the
// schema's fields, so nothing outside the schema can leak, at a fraction of
// the cost of encoding every response with zod (docs/decisions/013).
// `checkWithZod` (tests, development) also encodes each response with zod
// first and fails the request on a mismatch, so a response that breaks its
// schema is caught before production, where that check is skipped.
export function createResponseSerializerCompiler({ checkWithZod }: { checkWithZod: boolean }): SerializerCompiler {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route) as Serialize;
    const jsonSchema = jsonSchemaOf(route.schema);
    if (!jsonSchema) return zodSerializer;
    // Built on first use: a test app answers few of its routes, and building
    // them all would slow every start.
    let compiled: Serialize | undefined;
    return (data) => {
      if (checkWithZod) zodSerializer(data);
      compiled ??= fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
      return compiled(data);
    };
  };
}
