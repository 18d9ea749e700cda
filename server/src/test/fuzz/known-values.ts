import fc from 'fast-check';
import type { Mailbox } from './fuzz-mailbox.js';
import type { FuzzOrg, FuzzWorld, OrgKey } from './fuzz-world.js';
import { hostileText } from './invalid-values.js';

// An id the fuzz has seen, with the words of the operation that answered
// (`ticket`), so a request for a ticket's id mostly gets ticket ids.
export interface KnownId {
  value: string;
  words: string[];
}

const commonWords = new Set([
  'get',
  'all',
  'create',
  'update',
  'delete',
  'set',
  'add',
  'edit',
  'send',
  'mark',
  'single',
  'by',
  'put',
]);

// What an operation is about, from its last fixed segment: `/api/ticket/update-ticket/{id}/` →
// ticket, `/api/profile/all-users/` → user; chat's own users and messages also say chat.
export function wordsOf(path: string) {
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const words = (segments.at(-1) ?? '')
    .split(/[_-]+/)
    .map((word) => word.toLowerCase().replace(/ies$/, 'y').replace(/s$/, ''))
    .filter((word) => word && !commonWords.has(word));
  if (path.includes('/chat/')) words.push('chat');
  return [...new Set(words)];
}

// What an id field names, whatever the operation: `handler_id` is a member of staff's.
const wordsOfField: Record<string, string[]> = {
  handler_id: ['user'],
  user_id: ['user'],
  staff_id: ['user'],
  strategic_account_manager: ['user'],
  stakeholder: ['stakeholder'],
  stakeholder_id: ['stakeholder'],
  customer_id: ['stakeholder'],
  department_id: ['department'],
  feedback_id: ['feedback'],
  ticket_id: ['ticket'],
  settingsId: ['setting'],
  chat_user_id: ['chat'],
};

// A request's body as text, for looking into (a multipart body's files read as Latin-1).
export const payloadText = (request: { payload?: string | Buffer | undefined }) =>
  typeof request.payload === 'string' ? request.payload : (request.payload?.toString('latin1') ?? '');

export const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

// Path segments no route expects: other ids' shapes, traversal, overflows, unstorable text.
export const junkSegment = fc.oneof(
  fc.constantFrom(
    'abc',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '%00',
    '%ED%A0%80',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2F',
    'null',
    'undefined',
    '%F0%9F%98%80',
    'TCK-000001',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    `${'a'.repeat(300)}`,
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  hostileText.map((text) => encodeSegment(text)),
);

// As encodeURIComponent, but half a surrogate pair is written as its three bytes
// (what a careless client sends) instead of throwing.
export function encodeSegment(text: string) {
  return [...text]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

function pick<T>(items: Iterable<T>) {
  const list = [...items];
  return list.length > 0 ? fc.constantFrom(...list) : undefined;
}

// Values of a request, chosen among what each organisation holds.
export function knownValues(
  world: FuzzWorld,
  known: Record<OrgKey, KnownId[]>,
  mailbox: Mailbox,
  own: OrgKey,
  path: string,
) {
  const other: OrgKey = own === 'alpha' ? 'bravo' : 'alpha';
  const words = wordsOf(path);

  // Mostly the caller's own organisation's, sometimes another's, now and then nobody's.
  const fromOrgs = (
    choose: (org: FuzzOrg, key: OrgKey) => fc.Arbitrary<string> | undefined,
    fallback: fc.Arbitrary<string>,
  ) => {
    const mine = choose(world.orgs[own], own);
    const theirs = choose(world.orgs[other], other);
    const options: fc.WeightedArbitrary<string>[] = [{ weight: 1, arbitrary: fallback }];
    if (mine) options.push({ weight: 6, arbitrary: mine });
    if (theirs) options.push({ weight: 2, arbitrary: theirs });
    return fc.oneof(...options);
  };

  // Mostly ids of the kind the field or operation names; any id of the organisation now and then.
  const idsFor = (name: string) => (_org: FuzzOrg, key: OrgKey) => {
    const all = known[key];
    // `userId` in chat's paths names a person who wrote (a chat user), elsewhere a member of staff.
    const userId = path.includes('/chat/') ? ['chat'] : ['user'];
    const wanted = wordsOfField[name] ?? (name === 'userId' ? userId : words);
    const alike = all.filter((id) => id.words.some((word) => wanted.includes(word))).map((id) => id.value);
    const any = all.map((id) => id.value);
    if (alike.length === 0) return pick(any);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...alike) },
      { weight: 1, arbitrary: fc.constantFrom(...any) },
    );
  };

  function value(name: string, format: string | undefined): fc.Arbitrary<string> | undefined {
    const lower = name.toLowerCase();
    if (lower === 'chat_token' || lower === 'chattoken') return fromOrgs((org) => pick(org.chatTokens), hostileText);
    if (lower === 'roomid') return fromOrgs((org) => pick(org.chatUserIds), fc.uuid());
    if (lower === 'organization_id') return fromOrgs((org) => fc.constant(org.id), fc.uuid());
    if (lower === 'token' && path.includes('your-ticket'))
      return fromOrgs((org) => pick(org.ticketTokens), junkSegment);
    if (lower === 'token' && path.includes('your-invoice'))
      return fromOrgs((org) => pick(org.invoiceTokens), junkSegment);
    if (lower === 'token') return fc.oneof(pick(mailbox.invitationTokens) ?? fc.constant('none'), hostileText);
    if (lower === 'reference') return fromOrgs((org) => pick(org.references), fc.constantFrom('TCK-999999', 'STK-1'));
    if (format === 'email' || lower.includes('email')) {
      return fromOrgs(
        (org) => pick(org.emails),
        fc.emailAddress().map((email) => email.toLowerCase()),
      );
    }
    if (format === 'uuid' || /(^id$|_id$|Id$|^ids$|_ids$)/.test(name) || lower === 'stakeholder') {
      return fromOrgs(idsFor(name), fc.uuid());
    }
    return undefined;
  }
  return value;
}

// The organisations a request names: by an id, a chat or ticket-link token, or an
// email of theirs (a member logging in). A public answer may show their public face (a form's organisation name).
export function orgsNamedBy(world: FuzzWorld, request: { url: string; payload?: string | Buffer | undefined }) {
  const text = `${request.url} ${payloadText(request)}`;
  const ids = text.toLowerCase().match(uuidPattern) ?? [];
  const named = new Set<OrgKey>();
  for (const org of Object.values(world.orgs)) {
    const tokens = [...org.chatTokens, ...org.ticketTokens, ...org.invoiceTokens, ...org.emails];
    if (ids.some((id) => org.ids.has(id)) || tokens.some((token) => text.includes(token))) named.add(org.key);
  }
  return named;
}
