import fc from 'fast-check';
import { gifImage, htmlPage, jpegImage, pngImage, svgImage } from '../images.js';
import { multipartForm } from '../multipart.js';

type FilePart = Parameters<typeof multipartForm>[0]['files'] extends (infer Part)[] | undefined ? Part : never;

import { examples } from './examples.js';
import type { Mailbox } from './fuzz-mailbox.js';
import type { Actor } from './fuzz-world.js';
import { anyJson, invalidValueOf, withUnstorableText } from './invalid-values.js';
import { encodeSegment, junkSegment } from './known-values.js';
import { type Operation, operationName, type Parameter } from './operations.js';
import { type JsonSchema, type ValueSources, validValueOf } from './schema-values.js';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  // What was broken on purpose, for the report: 'valid', 'body', 'text' (unstorable), 'query', 'path', 'raw', 'token'.
  broke: string;
}

type Part = 'path' | 'query' | 'body' | 'text' | 'raw' | 'token' | 'none';

// A file part: real images of each accepted kind, and content that only claims to be one.
const filePart = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ filename: 'photo.png', content: pngImage(), type: 'image/png' }) },
  { weight: 1, arbitrary: fc.constant({ filename: 'photo.jpg', content: jpegImage(), type: 'image/jpeg' }) },
  { weight: 1, arbitrary: fc.constant({ filename: 'anim.gif', content: gifImage(), type: 'image/gif' }) },
  { weight: 1, arbitrary: fc.constant({ filename: 'x.svg', content: svgImage(), type: 'image/svg+xml' }) },
  { weight: 1, arbitrary: fc.constant({ filename: 'x.png', content: htmlPage(), type: 'image/png' }) },
  { weight: 1, arbitrary: fc.constant({ filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'first_name,last_name,email,role\nAda,Obi,ada.fuzz@zenith.ng,support\n',
        'name,email\n"unclosed,\u0000\n',
        'type,name,email\nnew_digital_customer_and_users,Tolu,tolu.fuzz@example.ng\n',
      )
      .map((content) => ({ filename: 'list.csv', content: Buffer.from(content), type: 'text/csv' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => ({ filename: '../../evil.png', content: Buffer.from(bytes), type: 'image/png' })),
  },
);

const asFormText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

// The form as a browser would send it: text fields, and files under the file inputs.
function multipartArbitrary(schema: JsonSchema, fields: fc.Arbitrary<unknown>, broken: boolean) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const isFile = (field: JsonSchema) =>
    field.format === 'binary' || (field.items as JsonSchema | undefined)?.format === 'binary';
  const fileInputs = Object.entries(properties).filter(([, field]) => isFile(field));
  const isFileInput = (name: string) => fileInputs.some(([input]) => input === name);
  const files =
    fileInputs.length === 0
      ? fc.constant<FilePart[]>([])
      : fc.array<FilePart>(
          fc.tuple(fc.constantFrom(...fileInputs.map(([name]) => name)), filePart).map(([field, file]) => ({
            field,
            ...file,
          })),
          { maxLength: broken ? 12 : 3 },
        );
  return fc.tuple(fields, files).map(([values, parts]) => {
    const textFields =
      values && typeof values === 'object' && !Array.isArray(values)
        ? Object.fromEntries(
            Object.entries(values)
              .filter(([name]) => !isFileInput(name))
              .map(([name, value]) => [name, asFormText(value)]),
          )
        : { value: asFormText(values) };
    return multipartForm({ fields: textFields, files: parts });
  });
}

// A query string value as a browser's address carries it.
function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  return [asFormText(value)];
}

function queryArbitrary(parameters: Parameter[], sources: ValueSources, broken: boolean) {
  const entries = parameters.map((parameter) => {
    const generated = broken
      ? fc.oneof(
          invalidValueOf(parameter.schema, sources, parameter.name),
          validValueOf(parameter.schema, sources, parameter.name),
        )
      : validValueOf(parameter.schema, sources, parameter.name);
    const present = parameter.required && !broken ? fc.constant(true) : fc.boolean();
    return fc.tuple(present, generated).map(([keep, value]) => (keep ? ([parameter.name, value] as const) : undefined));
  });
  const unknown = broken
    ? fc.option(fc.tuple(fc.constantFrom('x', 'page[0]', '__proto__'), anyJson))
    : fc.constant(null);
  return fc.tuple(fc.tuple(...entries), unknown).map(([pairs, extra]) => {
    const search = new URLSearchParams();
    for (const pair of [...pairs, extra ?? undefined]) {
      if (pair) for (const text of queryText(pair[1])) search.append(pair[0], text);
    }
    return search.toString();
  });
}

function pathArbitrary(operation: Operation, sources: ValueSources, broken: boolean) {
  if (operation.path.includes('{*}')) {
    // A stored file: a signed address the API handed out, or one altered.
    const addresses = sources.known('file_url', undefined) ?? fc.constant('/api/files/x?exp=1&sig=00');
    return addresses.map((address) => (broken ? address.replace(/sig=../, 'sig=00') : address));
  }
  const segments = operation.pathParams.map((parameter) => {
    const real = validValueOf(parameter.schema, sources, parameter.name).map((value) => encodeSegment(String(value)));
    return broken ? fc.oneof(junkSegment, real) : real;
  });
  return fc.tuple(...segments).map((values) => {
    let url = operation.path;
    operation.pathParams.forEach((parameter, position) => {
      url = url.replace(`{${parameter.name}}`, values[position] ?? '');
    });
    return url;
  });
}

const rawBodies = fc.oneof(
  fc.constantFrom(
    { payload: '{"a":', type: 'application/json' },
    { payload: '', type: 'application/json' },
    { payload: 'null', type: 'application/json' },
    { payload: '[]', type: 'application/json' },
    { payload: '"\\ud800"', type: 'application/json' },
    { payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
    { payload: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
    { payload: '<x/>', type: 'text/xml' },
    { payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', type: 'multipart/form-data; boundary=b' },
    { payload: 'x', type: 'multipart/form-data' },
  ),
  fc
    .integer({ min: 1, max: 40 })
    .map((depth) => ({ payload: `${'['.repeat(depth * 50)}${']'.repeat(depth * 50)}`, type: 'application/json' })),
);

const bodyTypes = (operation: Operation) => Object.keys(operation.bodies);

// One request to an operation as an actor: valid throughout, or with one part broken.
export function requestArbitrary(
  operation: Operation,
  actor: Actor,
  sources: ValueSources,
  mailbox: Mailbox,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = bodyTypes(operation).length > 0;
  const parts: Part[] = ['none', 'none', 'none', 'none'];
  if (operation.pathParams.length > 0) parts.push('path');
  if (operation.queryParams.length > 0) parts.push('query');
  if (hasBody) parts.push('body', 'body', 'text', 'text');
  parts.push('raw', 'token');
  return fc
    .tuple(
      fc.constantFrom(...parts),
      fc.ipV4().map((ip) => ip),
      fc.boolean(),
    )
    .chain(([broke, remoteAddress, sameAddress]) => {
      const path = pathArbitrary(operation, sources, broke === 'path');
      const query = queryArbitrary(operation.queryParams, sources, broke === 'query');
      const body = bodyArbitrary(operation, sources, broke, mailbox);
      const token =
        actor.org === null
          ? fc.constant(undefined)
          : broke === 'token'
            ? fc.constantFrom(
                'Bearer nonsense',
                `Bearer ${actor.token}x`,
                `Basic ${actor.token}`,
                'Bearer ',
                `bearer ${actor.token}`,
              )
            : fc.constant(`Bearer ${actor.token}`);
      return fc.tuple(path, query, body, token).map(([url, search, content, authorization]) => {
        const headers: Record<string, string> = {};
        if (authorization) headers.authorization = authorization;
        if (content?.type) headers['content-type'] = content.type;
        const joiner = url.includes('?') ? '&' : '?';
        return {
          method: operation.method,
          url: search ? `${url}${joiner}${search}` : url,
          headers: { ...headers, ...content?.headers },
          payload: content?.payload,
          // Mostly a fresh address, so per-address limits leave the rules behind them reachable.
          remoteAddress: sameAddress ? '10.0.0.1' : remoteAddress,
          broke: broke === 'none' ? 'valid' : broke,
        };
      });
    });
}

interface Content {
  payload: string | Buffer;
  type?: string;
  headers?: Record<string, string>;
}

// A valid body: the schema's value, often with a real request's fields laid over it (examples.ts).
function validBody(operation: Operation, schema: JsonSchema, sources: ValueSources, mailbox: Mailbox) {
  const example = examples[operationName(operation)];
  const generated = validValueOf(schema, sources);
  if (!example) return generated;
  const known = (name: string, format?: string) => sources.known(name, format) ?? fc.uuid();
  return fc.oneof(
    generated,
    example(known, mailbox),
    fc.tuple(generated, example(known, mailbox)).map(([value, real]) => ({ ...(value as object), ...real })),
  );
}

function bodyArbitrary(
  operation: Operation,
  sources: ValueSources,
  broke: Part,
  mailbox: Mailbox,
): fc.Arbitrary<Content | undefined> {
  if (broke === 'raw') return rawBodies;
  const types = bodyTypes(operation);
  if (types.length === 0) return fc.constant(undefined);
  const bodyOf = (schema: JsonSchema) => {
    const valid = validBody(operation, schema, sources, mailbox);
    if (broke === 'text') return withUnstorableText(valid);
    return broke === 'body' ? invalidValueOf(schema, sources, '', 0, valid) : valid;
  };
  return fc.constantFrom(...types).chain((type): fc.Arbitrary<Content> => {
    const schema = operation.bodies[type] as JsonSchema;
    if (type.startsWith('multipart/')) {
      const fields = bodyOf(schema);
      return multipartArbitrary(schema, fields, broke === 'body').map((form) => ({
        payload: form.payload,
        headers: form.headers,
      }));
    }
    const value = bodyOf(schema);
    return value.map((body) => ({ payload: JSON.stringify(body) ?? 'null', type: 'application/json' }));
  });
}
