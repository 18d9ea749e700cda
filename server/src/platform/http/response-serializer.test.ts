import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.js';

const Handler = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'SerializerTestHandler' });
const Item = z.object({
  id: z.uuid(),
  count: z.number().int(),
  handler: Handler.nullable(),
  resolved_at: z.string().nullable(),
});
const id = '7f1c8a52-3f0e-4c1e-9d55-2b8f3c6a1e90';

function serializerFor(schema: z.ZodType, checkWithZod: boolean) {
  const compile = createResponseSerializerCompiler({ checkWithZod });
  return compile({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);
}

describe('response serializer', () => {
  for (const checkWithZod of [true, false]) {
    it(`writes only the schema's fields, nested and nullable ones too (zod check ${checkWithZod ? 'on' : 'off'})`, () => {
      const serialize = serializerFor(Item, checkWithZod);
      const row = {
        id,
        count: 3,
        handler: { id, name: 'Ada', password_hash: 'secret' },
        resolved_at: null,
        organization_id: id,
      };
      expect(JSON.parse(serialize(row))).toEqual({ id, count: 3, handler: { id, name: 'Ada' }, resolved_at: null });
      expect(JSON.parse(serialize({ ...row, handler: null, resolved_at: '2026-01-02T03:04:05.000Z' }))).toEqual({
        id,
        count: 3,
        handler: null,
        resolved_at: '2026-01-02T03:04:05.000Z',
      });
    });
  }

  it('fails a response that breaks its schema when checking with zod (tests, development)', () => {
    const serialize = serializerFor(Item, true);
    expect(() => serialize({ id, count: 'three', handler: null, resolved_at: null })).toThrow();
  });

  it('keeps zod for a schema that JSON Schema cannot express (a date)', () => {
    const serialize = serializerFor(z.object({ at: z.date() }), false);
    expect(serialize({ at: new Date(0), secret: 'x' })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});
