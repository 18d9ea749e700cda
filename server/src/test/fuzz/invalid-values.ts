import fc from 'fast-check';
import { type JsonSchema, type ValueSources, validValueOf } from './schema-values.js';

// Text PostgreSQL cannot keep: U+0000 and half a surrogate pair, alone or inside text.
export const unstorableText = fc.constantFrom('a\u0000b', '\ud800', 'x\udfffy', '\u0000', 'Ada \ud83d', '\udc00Obi');

// Text that breaks decoders, limits and other engines' syntax.
export const hostileText = fc.constantFrom(
  'a\u0000b',
  '\ud800',
  '\uffff\ufffe',
  '\u202e\u200b',
  "'; drop table tickets; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'a'.repeat(5_000),
  '😀'.repeat(600),
  // Template syntax of other engines, which ours must keep as text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack
  '${7*7}{{7*7}}',
);

// Numbers a column may not hold, and what JSON writers confuse with numbers.
export const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  -1,
  0,
  0.5,
  -0.0001,
  1e308,
  Number.MAX_SAFE_INTEGER,
);

// A value of any JSON type, for a field that expects another.
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(true, false, null, '72', '', 'true', '1e3', [], {}, [1, 2], { a: 1 }),
  hostileNumber,
  hostileText,
);

function resolved(schema: JsonSchema, sources: ValueSources): JsonSchema {
  return typeof schema.$ref === 'string' ? resolved(sources.resolve(schema.$ref), sources) : schema;
}

function oneFieldBroken(
  valid: fc.Arbitrary<unknown>,
  properties: Record<string, JsonSchema>,
  sources: ValueSources,
  depth: number,
) {
  return fc.tuple(valid, fc.constantFrom(...Object.keys(properties))).chain(([value, field]) =>
    invalidValueOf(properties[field] as JsonSchema, sources, field, depth + 1).map((broken) => ({
      ...(value as object),
      [field]: broken,
    })),
  );
}

// A value the schema refuses, or one at the edge of what it takes: each
// strategy breaks one rule (a type, a bound, a required field, unstorable text)
// somewhere in an otherwise valid value, so the server reaches the rule.
// `valid` is where it starts from: a real request's body (examples.ts) gets past
// the other rules, so the broken field is the only thing wrong with it.
export function invalidValueOf(
  raw: JsonSchema,
  sources: ValueSources,
  name = '',
  depth = 0,
  validStart?: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const schema = resolved(raw, sources);
  const valid = validStart ?? validValueOf(schema, sources, name, depth);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (names.length > 0 && depth < 4) {
    return fc.oneof(
      // One field broken, the likeliest.
      { weight: 3, arbitrary: oneFieldBroken(valid, properties, sources, depth) },
      // A required field left out.
      fc.tuple(valid, fc.constantFrom(...names)).map(([value, field]) => {
        const { [field]: _, ...rest } = value as Record<string, unknown>;
        return rest;
      }),
      // A field the schema does not name.
      fc
        .tuple(valid, anyJson)
        .map(([value, extra]) => ({ ...(value as object), ['__proto__']: extra, zz_unknown: extra })),
      anyJson,
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
      return fc.oneof(
        { weight: 6, arbitrary: unstorableText },
        hostileText,
        fc.constant('x'.repeat(maxLength + 1)),
        valid.map((value) => `${String(value)}\u0000`),
        fc.constantFrom('', ' ', 'not-a-uuid', 'NOT@', '2026-13-45'),
        anyJson,
      );
    }
    case 'integer':
    case 'number':
      return fc.oneof(
        hostileNumber,
        fc.constantFrom('72', true, null, '', '1e400', 'NaN'),
        valid.map((value) => String(value)),
      );
    case 'boolean':
      return fc.constantFrom('true', 1, 0, 'yes', null, '');
    case 'array':
      return fc.oneof(
        fc.array(anyJson, { minLength: 1, maxLength: 4 }),
        fc.constant(Array.from({ length: 1_001 }, (_, index) => index)),
        anyJson,
      );
    default:
      return fc.oneof(
        anyJson,
        valid.map((value) => [value]),
      );
  }
}

// A valid value with one of its texts (any depth) made unstorable: the rest of
// the request passes every rule, so that text reaches the database unless refused.
export function withUnstorableText(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), unstorableText).map(([value, pick, text]) => {
    const copy = structuredClone(value);
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const pending: unknown[] = [copy];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (next === null || typeof next !== 'object') continue;
      for (const [key, child] of Object.entries(next)) {
        if (typeof child === 'string') slots.push([next as Record<string, unknown>, key]);
        else pending.push(child);
      }
    }
    if (slots.length === 0) return typeof copy === 'string' ? text : copy;
    const [holder, key] = slots[pick % slots.length]!;
    (holder as Record<string, unknown>)[key] = `${String((holder as Record<string, unknown>)[key])}${text}`;
    return copy;
  });
}
