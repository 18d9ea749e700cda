import type { FuzzOrg } from './fuzz-world.js';
import { type KnownId, uuidPattern, wordsOf } from './known-values.js';

// Enough of each organisation's ids to reach its records; older ones give way.
const maxKnown = 600;
const uuidOnly = new RegExp(`^${uuidPattern.source}$`, 'i');
// Where an answer lists the operation's own records.
const ownLists = new Set(['', 'results', 'stakeholder_data', 'invoices']);
// Fields whose name does not say whose id they hold.
const fieldWords: Record<string, string[]> = {
  handler: ['user'],
  handler_id: ['user'],
  author: ['user'],
  uploaded_by: ['user'],
  strategic_account_manager: ['user'],
  roomId: ['chat'],
  chat_user_id: ['chat'],
};

const singular = (name: string) => name.toLowerCase().replace(/_id$/, '').replace(/ies$/, 'y').replace(/s$/, '');

function remember(set: Set<string>, value: string) {
  set.add(value);
  if (set.size > maxKnown) set.delete(set.values().next().value as string);
}

// What a successful answer shows of its organisation's records: ids (of the
// kind the field or the operation names), references, chat tokens, signed file
// addresses and emails, for later requests to use.
export function harvest(answer: unknown, org: FuzzOrg, known: KnownId[], path: string, others: FuzzOrg[]) {
  const words = wordsOf(path);
  // Each value with the field it is under and the field of the object holding it.
  const pending: [unknown, string, string][] = [[answer, '', '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, key, owner] = next;
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, key, owner]);
    } else if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) pending.push([child, childKey, key]);
    } else if (typeof value === 'string') {
      // An id of another organisation's, echoed from the request, stays theirs.
      if (uuidOnly.test(value) && !others.some((other) => other.ids.has(value))) {
        const named = key === 'id' || key === '_id' ? owner : key;
        const kind = ownLists.has(named) ? words : (fieldWords[named] ?? [singular(named)]);
        if (!known.some((id) => id.value === value)) known.push({ value, words: kind });
        if (known.length > maxKnown) known.shift();
        // Every id stays known as the organisation's, so none can leak unnoticed.
        org.ids.add(value);
      }
      if (key === 'reference') remember(org.references, value);
      if (key === 'chat_token') remember(org.chatTokens, value);
      if (key === 'roomId') remember(org.chatUserIds, value);
      if (value.includes('/api/files/')) remember(org.fileUrls, value.slice(value.indexOf('/api/files/')));
      if (key.includes('email') && value.includes('@')) remember(org.emails, value);
    }
  }
}
