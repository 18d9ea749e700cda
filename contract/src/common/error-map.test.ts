import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.js';
import { messages } from './messages.js';

const catalogue = new Set<string>(Object.values(messages));

// Every exported zod schema of contract, by its export name: a new schema is covered without listing it here.
const schemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

// Values a user or a client may send where something else is expected.
const badValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(20_000),
  'not-a-valid-value',
  12_345,
  -1,
  1.5,
  1e12,
  true,
  {},
  [],
];

// The schema that decides the input's shape, under optional, default, pipe…
function inputSchemaOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return inputSchemaOf(def.innerType);
  if (def.type === 'pipe' && def.in) return inputSchemaOf(def.in);
  return schema;
}

// Bad inputs shaped like the schema: every bad value as the whole input; for an
// object, every field given the same bad value at once, and every field's own
// bad inputs with the other fields left out; for a list, a list of bad items.
function badInputsFor(schema: z.ZodType, depth = 0): unknown[] {
  const shape = inputSchemaOf(schema);
  if (depth > 3) return badValues;
  if (shape instanceof z.ZodObject) {
    const fields = Object.entries(shape.shape as Record<string, z.ZodType>);
    const allFieldsAlike = badValues.map((value) => Object.fromEntries(fields.map(([key]) => [key, value])));
    const oneField = fields.flatMap(([key, field]) =>
      badInputsFor(field, depth + 1).map((value) => ({ [key]: value })),
    );
    return [...badValues, ...allFieldsAlike, ...oneField];
  }
  if (shape instanceof z.ZodArray) {
    return [...badValues, ...badInputsFor(shape.element as z.ZodType, depth + 1).map((item) => [item])];
  }
  return badValues;
}

// Every message a schema answers the inputs with that is not a catalogue text.
function wordingOutsideCatalogue(schema: z.ZodType, inputs: unknown[]) {
  const found: { input: unknown; message: string }[] = [];
  for (const input of inputs) {
    for (const issue of schema.safeParse(input).error?.issues ?? []) {
      if (!catalogue.has(issue.message)) found.push({ input, message: issue.message });
    }
  }
  return found;
}

describe('validation messages', () => {
  it('finds the schemas contract exports', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['RegisterBody', 'FeedbackSubmission', 'CreateTicketBody', 'PageQuery', 'emailField']),
    );
  });

  it.each(schemas)(
    '%s answers missing, empty, too long and wrongly typed values with catalogue texts only',
    (_name, schema) => {
      const inputs = badInputsFor(schema);
      const refused = inputs.filter((input) => !schema.safeParse(input).success);
      expect(refused.length).toBeGreaterThan(0);
      expect(wordingOutsideCatalogue(schema, inputs)).toEqual([]);
    },
  );

  // A field that says 'Last Name is required' when left empty says so when left out too.
  const requiredTexts = new Set<string>(
    Object.entries(messages).flatMap(([key, text]) => (key.endsWith('Required') ? [text] : [])),
  );
  const objectSchemas = schemas.filter(([, schema]) => inputSchemaOf(schema) instanceof z.ZodObject);
  it.each(objectSchemas)('%s answers a left-out field as it answers an empty one', (_name, schema) => {
    const fields = Object.keys((inputSchemaOf(schema) as z.ZodObject).shape);
    const messageFor = (body: Record<string, unknown>, field: string) =>
      schema.safeParse(body).error?.issues.find((issue) => issue.path[0] === field)?.message;
    for (const field of fields) {
      const whenEmpty = messageFor(Object.fromEntries(fields.map((key) => [key, ''])), field);
      const whenLeftOut = messageFor({}, field);
      // Optional fields may be left out.
      if (!whenEmpty || !requiredTexts.has(whenEmpty) || whenLeftOut === undefined) continue;
      expect(whenLeftOut, field).toBe(whenEmpty);
    }
  });

  it('catches a schema whose wording is not in the catalogue', () => {
    const schema = z.object({ name: z.string().min(1, 'Name please!') });
    expect(wordingOutsideCatalogue(schema, badInputsFor(schema))).toContainEqual({
      input: { name: '' },
      message: 'Name please!',
    });
  });
});

describe('the catalogue error map', () => {
  const Form = z.object({
    name: z.string().max(5),
    age: z.number().int().min(18).max(120),
    role: z.enum(['manager', 'support']),
    email: z.email(),
    id: z.uuid(),
    code: z.string().min(6),
    tags: z.array(z.string()).max(1),
    nickname: z.string().min(1, messages.nameRequired),
  });
  const messageOf = (field: string, value: unknown) =>
    Form.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it.each([
    ['a missing field', 'name', undefined, messages.fieldRequired],
    ['a null field', 'role', null, messages.fieldRequired],
    ['a number where text is expected', 'name', 42, messages.invalidValue],
    ['text where a number is expected', 'age', 'eighteen', messages.invalidValue],
    ['text over its length', 'name', 'Ngozi Okafor', messages.textTooLong],
    ['text under its length', 'code', 'abc', messages.textTooShort],
    ['a number out of range', 'age', 7, messages.numberOutOfRange],
    ['a value not in its list', 'role', 'owner', messages.chooseFromList],
    ['a malformed email', 'email', 'ngozi@', messages.validEmail],
    ['a malformed id', 'id', 'not-an-id', messages.invalidValue],
    ['a list too long', 'tags', ['a', 'b'], messages.tooManyItems],
    ["a field's own message", 'nickname', '', messages.nameRequired],
  ])('answers %s with its catalogue text', (_case, field, value, expected) => {
    expect(messageOf(field, value)).toBe(expected);
  });

  it('answers a missing or non-object body with the bad-request text', () => {
    for (const body of [undefined, 'name=Ngozi', 42]) {
      expect(Form.safeParse(body).error?.issues.map((issue) => issue.message)).toEqual([messages.badRequest]);
    }
  });
});
