import fc from 'fast-check';

// A JSON Schema as the OpenAPI document writes it (draft 2020-12, zod's output).
export type JsonSchema = { [keyword: string]: unknown };

// Where a generated value may come from something real: ids, emails and tokens
// the fuzz world knows (its own organisation's, another's, random), so requests
// reach past "not found" into the services.
export interface ValueSources {
  resolve(ref: string): JsonSchema;
  // A value for a field of this name (`handler_id`, `chat_token`, `reference`…) and
  // string format (`uuid`, `email`), or undefined to generate one from the schema.
  known(name: string, format: string | undefined): fc.Arbitrary<string> | undefined;
}

const maxDepth = 6;
// Generated text is mostly short; a boundary length now and then.
const usualLength = 24;

const asSchemas = (value: unknown) => (Array.isArray(value) ? (value as JsonSchema[]) : []);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function withoutRef(schema: JsonSchema, sources: ValueSources): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const { $ref, ...rest } = current;
    current = { ...sources.resolve($ref as string), ...rest };
  }
  return current;
}

function dateText(format: string) {
  return fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => (format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
}

// Text of a bounded length: readable mostly, any Unicode sometimes.
export function text(minLength = 0, maxLength = usualLength) {
  const max = Math.max(minLength, maxLength);
  const short = Math.min(max, Math.max(minLength, usualLength));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength: short, unit: 'grapheme-ascii' }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: short, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength: max, maxLength: max, unit: 'grapheme-ascii' }) },
  );
}

// Passwords must hold a lower and upper case letter, a digit and another character.
const password = fc
  .tuple(fc.string({ minLength: 4, maxLength: 12, unit: 'grapheme-ascii' }), fc.constantFrom('!', '#', '_', '.'))
  .map(([rest, special]) => `Aa1${special}${rest}`);

function stringValue(schema: JsonSchema, sources: ValueSources, name: string): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const known = sources.known(name, format);
  if (known) return known;
  if (format === 'uuid') return fc.uuid({ version: 4 });
  if (format === 'email') return fc.emailAddress().map((email) => email.toLowerCase().slice(0, 200));
  if (format === 'date' || format === 'date-time') return dateText(format);
  if (format === 'binary') return fc.constant('');
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, usualLength);
  if (typeof schema.pattern === 'string') {
    if (schema.pattern.includes('(?=')) return password;
    try {
      const longest = numberOr(schema.maxLength, Number.POSITIVE_INFINITY);
      return fc.stringMatching(new RegExp(schema.pattern)).map((value) => value.slice(0, longest));
    } catch {
      return text(minLength, maxLength);
    }
  }
  return text(minLength, maxLength);
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (integer) {
    const min = Math.max(numberOr(schema.minimum, (exclusiveMin ?? -(2 ** 31)) + 1), Number.MIN_SAFE_INTEGER);
    const max = Math.min(numberOr(schema.maximum, (exclusiveMax ?? 2 ** 31) - 1), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min, max: Math.max(min, max) });
  }
  const min = numberOr(schema.minimum, exclusiveMin ?? -1e9);
  const max = numberOr(schema.maximum, exclusiveMax ?? 1e9);
  return fc
    .double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true })
    .map((value) => (exclusiveMin !== undefined && value <= exclusiveMin ? exclusiveMin + 1 : value))
    .map((value) => Math.round(value * 100) / 100);
}

function objectValue(schema: JsonSchema, sources: ValueSources, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const names = Object.keys(properties);
  if (names.length === 0) {
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      const values = validValueOf(schema.additionalProperties as JsonSchema, sources, 'value', depth + 1);
      return fc.dictionary(text(1, 12), values, { maxKeys: 3 });
    }
    return fc.constant({});
  }
  const model = Object.fromEntries(
    names.map((name) => [name, validValueOf(properties[name] as JsonSchema, sources, name, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: names.filter((name) => required.has(name)) });
}

// A value the schema accepts (or close to it: some rules, such as a field that
// depends on another, are the server's to check, and the fuzz's to try).
export function validValueOf(raw: JsonSchema, sources: ValueSources, name = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = withoutRef(raw, sources);
  if (depth > maxDepth) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)];
  if (choices.length > 0) return fc.oneof(...choices.map((choice) => validValueOf(choice, sources, name, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged = Object.assign({}, ...asSchemas(schema.allOf).map((part) => withoutRef(part, sources)));
    return validValueOf(merged, sources, name, depth + 1);
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    return fc.oneof(...types.map((type) => validValueOf({ ...schema, type }, sources, name, depth)));
  }
  switch (schema.type) {
    case 'string':
      return stringValue(schema, sources, name);
    case 'integer':
    case 'number':
      return numberValue(schema, schema.type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxItems, 4), 4));
      return fc.array(validValueOf(items, sources, name, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, sources, depth);
    default:
      if (schema.properties) return objectValue(schema, sources, depth);
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}
