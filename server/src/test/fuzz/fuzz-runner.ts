import fc from 'fast-check';
import { bearer } from '../factories.js';
import type { TestApp } from '../test-app.js';
import { createMailbox } from './fuzz-mailbox.js';
import { type Answer, createOracle, type Finding } from './fuzz-oracle.js';
import { createTally, type FuzzReport } from './fuzz-report.js';
import { type Actor, type OrgKey, orgKeys, restoreActors, type StaffActor, seedFuzzWorld } from './fuzz-world.js';
import { harvest } from './harvest.js';
import { type KnownId, knownValues, orgsNamedBy, payloadText, uuidPattern } from './known-values.js';
import { type OpenApiDocument, type Operation, operationName, operationsOf, resolverOf } from './operations.js';
import { type FuzzRequest, requestArbitrary } from './requests.js';
import type { ValueSources } from './schema-values.js';
import { startSocketFuzz } from './socket-fuzz.js';
import { trackWrites } from './write-tracker.js';

export interface FuzzOptions {
  testApp: TestApp;
  // A listening address, for the socket events.
  address: string;
  seed: number;
  // Stop after this many HTTP requests, or at this time (ms since the epoch), whichever comes first.
  requests: number;
  until?: number;
  // Error-level log lines so far (the app logs into the fuzz, fuzz.test.ts).
  errorLines: () => string[];
  // Each answer must come within this, or the run stops with a hang.
  timeoutMs?: number;
}

// Lists each organisation's manager reads first, so later requests know which ids are which.
const listings = [
  '/api/ticket/all-tickets/',
  '/api/ticket/get-feedbacks/',
  '/api/profile/get-stakeholders/',
  '/api/profile/get-departments/',
  '/api/profile/all-users/',
  '/api/invoice/get-invoices/{page}/',
  '/api/profile/get-logs/{page}/',
  '/api/chat/users/',
  '/api/profile/feedback-products/',
  '/api/profile/stakeholder-options/',
  '/api/profile/custom-fields/',
  '/api/profile/tags/',
  '/api/invoice/invoice-settings/',
  '/api/notifications/',
];

// One in this many steps is a socket's (a connection or a chat event).
const socketEvery = 10;

const stepSeed = (seed: number, step: number) => (seed ^ Math.imul(step + 1, 0x9e3779b1)) | 0;
const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number) => fc.sample(arbitrary, { seed, numRuns: 1 })[0] as T;
const fastifyUrl = (path: string) => path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');

function jsonOf(text: unknown): object {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
    return value !== null && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

async function answerWithin(testApp: TestApp, request: FuzzRequest, ms: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  const { method, url, headers, payload, remoteAddress } = request;
  const response = await Promise.race([
    testApp.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress }),
    limit,
  ]).finally(() => clearTimeout(timer));
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

// The world, what the fuzz knows of it, and the checks, before the first request.
async function prepare(testApp: TestApp, address: string) {
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  const accessOf = new Map(testApp.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
  const world = await seedFuzzWorld(testApp);
  // Conversations with no message yet are in no list: the fuzz knows them from their start.
  const chats = (key: OrgKey) => [...world.orgs[key].chatUserIds].map((value) => ({ value, words: ['chat'] }));
  const known: Record<OrgKey, KnownId[]> = { alpha: chats('alpha'), bravo: chats('bravo') };
  for (const actor of world.actors.filter((member) => member.role === 'manager')) {
    for (const path of listings) {
      const url = path.replace('{page}', '0');
      const answer = await testApp.app.inject({ method: 'GET', url, headers: bearer(actor.token) });
      if (answer.statusCode === 200) harvest(answer.json(), world.orgs[actor.org], known[actor.org], path, []);
    }
  }
  return {
    testApp,
    world,
    known,
    operations: operationsOf(document),
    isPublic: (operation: Operation) =>
      accessOf.get(`${operation.method} ${fastifyUrl(operation.path)}`)?.kind === 'public',
    resolve: resolverOf(document),
    oracle: createOracle(document, world),
    // Installed after the seeding, so only the fuzz's own requests are noted.
    tracker: await trackWrites(testApp.database.db),
    mail: createMailbox(testApp),
    sockets: await startSocketFuzz({ address, world }),
    // Other organisations' ids each organisation's members have written into their own records.
    storedIds: { alpha: new Set<string>(), bravo: new Set<string>() } as Record<OrgKey, Set<string>>,
  };
}

type Fuzz = Awaited<ReturnType<typeof prepare>>;

// Changes and the members who may make them come up more often: they reach further.
const byOperation = (operation: Operation) => ({
  arbitrary: fc.constant(operation),
  weight: Object.keys(operation.bodies).length > 0 ? 2 : 1,
});
const byActor = (actor: StaffActor) => ({
  arbitrary: fc.constant<Actor>(actor),
  weight: actor.role === 'manager' ? 3 : 2,
});
const anonymous = { arbitrary: fc.constant<Actor>({ org: null, role: 'anonymous' }), weight: 3 };

// One generated request as one actor, and everything it must not do.
function generate(fuzz: Fuzz, random: number) {
  const { world, known, mail, operations, resolve } = fuzz;
  const [operation, actor, target] = sample(
    fc.tuple(
      fc.oneof(...operations.map(byOperation)),
      fc.oneof(...world.actors.map(byActor), anonymous),
      fc.constantFrom(...orgKeys),
    ),
    random,
  );
  // An anonymous caller aims at one organisation's public addresses.
  const own = actor.org ?? target;
  const knownValue = knownValues(world, known, mail.mailbox, own, operation.path);
  const sources: ValueSources = {
    resolve,
    known: (name, format) =>
      name === 'file_url'
        ? fc.constantFrom(...world.orgs.alpha.fileUrls, ...world.orgs.bravo.fileUrls)
        : knownValue(name, format),
  };
  const request = sample(requestArbitrary(operation, actor, sources, mail.mailbox), random + 1);
  return { operation, actor, request };
}

// What a successful answer teaches: ids and tokens to use later, codes emailed,
// and members to put back if the request ended their session or changed their role.
async function learnFrom(fuzz: Fuzz, operation: Operation, actor: Actor, request: FuzzRequest, answer: Answer) {
  const { world, known, mail } = fuzz;
  if (actor.org && request.method !== 'GET') {
    for (const id of payloadText(request).toLowerCase().match(uuidPattern) ?? []) fuzz.storedIds[actor.org].add(id);
  }
  // A public answer belongs to the organisation in its address (a form, a chat), else to the one
  // organisation the request named (a ticket link), if one.
  const named = orgsNamedBy(world, request);
  const addressed = orgKeys.find((key) => request.url.includes(world.orgs[key].id));
  const owner = fuzz.isPublic(operation) ? (addressed ?? (named.size === 1 ? [...named][0] : undefined)) : actor.org;
  if (owner && answer.contentType.includes('json')) {
    const others = orgKeys.filter((key) => key !== owner).map((key) => world.orgs[key]);
    harvest(JSON.parse(answer.body), world.orgs[owner], known[owner], operation.path, others);
  }
  if (request.method === 'POST' && /^\/api\/(auth|chat)\//.test(operation.path)) {
    await mail.read();
    const started = jsonOf(answer.body) as { chat_token?: string; code_required?: boolean };
    const { email } = jsonOf(request.payload) as { email?: unknown };
    if (started.chat_token && started.code_required && typeof email === 'string') {
      mail.chatStarted(started.chat_token, email);
    }
  }
  // Only a change can end a session or demote a member.
  return request.method !== 'GET' && (await restoreActors(fuzz.testApp, world)) > 0;
}

// Every check of one answer (fuzz-oracle.ts), as findings.
function checksOf(fuzz: Fuzz, operation: Operation, actor: Actor, request: FuzzRequest, answer: Answer) {
  const found: Omit<Finding, 'step' | 'request'>[] = [...fuzz.oracle.answerFindings(operation, answer)];
  // A public answer may show the public face of the organisations the request named.
  const allowed = new Set<OrgKey>(actor.org ? [actor.org] : []);
  if (fuzz.isPublic(operation)) for (const org of orgsNamedBy(fuzz.world, request)) allowed.add(org);
  const leak = fuzz.oracle.leakOf(answer, request, allowed, actor.org ? fuzz.storedIds[actor.org] : new Set());
  if (leak) found.push({ kind: 'leak', operation: operationName(operation), status: answer.status, detail: leak });
  const accepted = fuzz.oracle.acceptedInvalid(operation, request, answer);
  if (accepted) {
    found.push({
      kind: 'accepted invalid input',
      operation: operationName(operation),
      status: answer.status,
      detail: accepted,
    });
  }
  return found;
}

// Attacks every operation of the OpenAPI document and the chat sockets, as each
// role of two organisations and anonymously, and checks every answer (fuzz-oracle.ts).
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const fuzz = await prepare(options.testApp, options.address);
  const tally = createTally();
  let lastWrite = await fuzz.tracker.lastNote();
  let logLines = options.errorLines().length;
  let requests = 0;
  const more = () => requests < options.requests && (options.until === undefined || Date.now() < options.until);

  for (let step = 0; more(); step += 1) {
    const random = stepSeed(options.seed, step);
    if (step % socketEvery === socketEvery - 1) {
      for (const finding of await fuzz.sockets.step(random)) tally.note({ ...finding, step });
      const lines = options.errorLines();
      for (const line of lines.slice(logLines)) {
        tally.note({ kind: 'error logged', operation: 'socket event', detail: line.slice(0, 600), step });
      }
      logLines = lines.length;
      // What the sockets wrote is theirs, not the next request's.
      lastWrite = await fuzz.tracker.lastNote();
      continue;
    }
    tally.lap('other');
    const { operation, actor, request } = generate(fuzz, random);
    const name = operationName(operation);
    const shown = {
      method: request.method,
      url: request.url.slice(0, 300),
      broke: request.broke,
      payload: payloadText(request).slice(0, 500),
    };
    const note = (finding: Omit<Finding, 'step' | 'request'>) => tally.note({ ...finding, step, request: shown });
    tally.lap('generate');

    let answer: Answer;
    try {
      answer = await answerWithin(options.testApp, request, options.timeoutMs ?? 10_000);
    } catch (error) {
      note({ kind: 'hang', operation: name, detail: (error as Error).message });
      break;
    }
    requests += 1;
    tally.answered(name, answer.status);
    tally.lap('answer');

    for (const finding of checksOf(fuzz, operation, actor, request, answer)) note(finding);
    const writes = await fuzz.tracker.writtenSince(lastWrite);
    lastWrite = writes.last;
    const wrote = fuzz.oracle.writeFinding(operation, answer.status, writes.tables);
    if (wrote) note({ kind: 'write on refusal', operation: name, status: answer.status, detail: wrote });
    const lines = options.errorLines();
    for (const line of lines.slice(logLines)) {
      note({ kind: 'error logged', operation: name, status: answer.status, detail: line.slice(0, 600) });
    }
    logLines = lines.length;
    tally.lap('check');

    if (answer.status >= 200 && answer.status < 300 && (await learnFrom(fuzz, operation, actor, request, answer))) {
      lastWrite = await fuzz.tracker.lastNote();
    }
    tally.lap('learn');
  }
  for (const finding of fuzz.sockets.close()) tally.note({ ...finding, step: finding.step ?? -1 });

  const run = { seed: options.seed, requests, socketEvents: fuzz.sockets.events(), milliseconds: Date.now() - started };
  return tally.report(run, fuzz.operations.map(operationName));
}
