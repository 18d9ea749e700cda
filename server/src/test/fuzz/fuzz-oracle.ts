import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fieldWithUnstorableText } from '../../platform/input/unstorable-text.js';
import type { FuzzOrg, FuzzWorld, OrgKey } from './fuzz-world.js';
import { payloadText, uuidPattern } from './known-values.js';
import { type OpenApiDocument, type Operation, operationName } from './operations.js';
import type { FuzzRequest } from './requests.js';
import type { JsonSchema } from './schema-values.js';

export type FindingKind =
  | 'accepted invalid input'
  | 'server error'
  | 'undocumented status'
  | 'schema'
  | 'leak'
  | 'write on refusal'
  | 'hang'
  | 'error logged';

export interface Finding {
  kind: FindingKind;
  operation: string;
  status?: number;
  detail: string;
  step: number;
  request?: Pick<FuzzRequest, 'method' | 'url' | 'broke'> & { payload?: string };
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

// Refusals that are themselves recorded: a wrong emailed code counts towards its
// five tries (docs/architecture.md, "Sessions and codes"), which must survive the refusal.
const recordedRefusals: Record<string, string[]> = {
  'POST /api/auth/validate-otp/': ['one_time_codes'],
  'POST /api/auth/set-password/': ['one_time_codes'],
  'POST /api/auth/confirm-password-reset/': ['one_time_codes'],
  'POST /api/chat/verify-code/': ['chat_sessions'],
};

const unstorableIn = (body: unknown) => {
  const field = fieldWithUnstorableText(body);
  return field === undefined ? undefined : `unstorable text in ${field || 'the body'}`;
};

const componentsId = 'srm-components';
function withLocalRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withLocalRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string'
        ? [key, value.replace('#/components/schemas/', `${componentsId}#/$defs/`)]
        : [key, withLocalRefs(value)],
    ),
  );
}

// A request the server takes although its schema refuses it: only these rules
// count, as the server may tidy text first (trim, lower-case an email, upper-case a
// code) and drops fields it does not know, which the schema cannot say.
const requestRules = new Set([
  'type',
  'required',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);

// `which` picks the problems that count (all of them for answers).
function schemaChecker(document: OpenApiDocument, which?: Set<string>) {
  const ajv = new Ajv2020({ strict: false, allErrors: which !== undefined });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: componentsId, $defs: withLocalRefs(document.components.schemas) as object });
  const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
  return (schema: JsonSchema, value: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(withLocalRefs(schema) as object);
      compiled.set(schema, validate);
    }
    if (validate(value)) return undefined;
    const problems = (validate.errors ?? []).filter((error) => !which || which.has(error.keyword));
    return problems.length > 0 ? ajv.errorsText(problems) : undefined;
  };
}

// The part of a long answer around what was found in it.
function around(text: string, found: string) {
  const at = text.toLowerCase().indexOf(found.toLowerCase());
  return `…${text.slice(Math.max(0, at - 250), at + found.length + 100)}…`;
}

const short = (text: string, length = 240) => (text.length > length ? `${text.slice(0, length)}…` : text);

// The checks every answer must pass (docs/testing.md#fuzzing).
export function createOracle(document: OpenApiDocument, world: FuzzWorld) {
  const check = schemaChecker(document);
  const checkRequest = schemaChecker(document, requestRules);

  function answerFindings(operation: Operation, answer: Answer): Omit<Finding, 'step' | 'request'>[] {
    const name = operationName(operation);
    const found: Omit<Finding, 'step' | 'request'>[] = [];
    const { status } = answer;
    if (status >= 500) found.push({ kind: 'server error', operation: name, status, detail: short(answer.body) });
    const documented = operation.responses[String(status)];
    if (!documented) {
      found.push({ kind: 'undocumented status', operation: name, status, detail: short(answer.body) });
      return found;
    }
    const types = Object.keys(documented);
    const type = answer.contentType.split(';')[0]?.trim() ?? '';
    const schemaType = types.find((candidate) => candidate === type || candidate === '*/*');
    if (types.length > 0 && !schemaType) {
      found.push({
        kind: 'schema',
        operation: name,
        status,
        detail: `content type ${type}, documented ${types.join(', ')}`,
      });
    } else if (schemaType && type === 'application/json') {
      let value: unknown;
      try {
        value = JSON.parse(answer.body);
      } catch {
        found.push({ kind: 'schema', operation: name, status, detail: `not JSON: ${short(answer.body)}` });
        return found;
      }
      const problem = check(documented[schemaType] as JsonSchema, value);
      if (problem) found.push({ kind: 'schema', operation: name, status, detail: `${problem}: ${short(answer.body)}` });
    }
    return found;
  }

  // Another organisation's marker word, or one of its ids that the request did not carry itself
  // (nor an earlier change of the caller's: an id typed into a text field is the caller's text).
  function leakOf(answer: Answer, request: FuzzRequest, allowed: Set<OrgKey>, stored: Set<string>) {
    if (!answer.contentType.includes('json') && !answer.contentType.startsWith('text/')) return undefined;
    const text = answer.body.toLowerCase();
    const sent = `${request.url} ${payloadText(request)}`.toLowerCase();
    for (const org of Object.values(world.orgs) as FuzzOrg[]) {
      if (allowed.has(org.key)) continue;
      if (text.includes(org.marker)) return `${org.key}'s marker word in ${around(answer.body, org.marker)}`;
      const id = (text.match(uuidPattern) ?? []).find(
        (found) => org.ids.has(found) && !sent.includes(found) && !stored.has(found),
      );
      if (id) return `${org.key}'s id ${id} in ${around(answer.body, id)}`;
    }
    return undefined;
  }

  // A JSON body the document's schema refuses must not succeed: the server checks
  // what it documents (a number sent as true or "72" is refused, never read as 1 or 72),
  // and text PostgreSQL cannot keep (docs/architecture.md, "Errors").
  function acceptedInvalid(operation: Operation, request: FuzzRequest, answer: Answer) {
    const schema = operation.bodies['application/json'];
    const sentJson = request.headers['content-type'] === 'application/json';
    if (!schema || !sentJson || answer.status < 200 || answer.status >= 300) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(payloadText(request));
    } catch {
      return undefined;
    }
    const problem = checkRequest(schema, body) ?? unstorableIn(body);
    return problem ? `${problem}, yet answered ${answer.status}` : undefined;
  }

  function writeFinding(operation: Operation, status: number, tables: string[]) {
    if (status < 400 || status >= 500 || tables.length === 0) return undefined;
    const allowed = recordedRefusals[operationName(operation)] ?? [];
    const unexpected = tables.filter((table) => !allowed.includes(table));
    return unexpected.length > 0 ? `answered ${status} but wrote ${unexpected.join(', ')}` : undefined;
  }

  return { answerFindings, leakOf, acceptedInvalid, writeFinding };
}
