import { type SearchHit, type SearchQuery, type SearchResults, searchHitsPerKind, searchMatches } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { nearSpellings } from '../../db/near-spellings.js';
import type { Actor } from '../../platform/auth/actor.js';
import { actorCan } from '../../platform/auth/permissions.js';
import { recordLevelsSeenBy, visibilityOf } from '../../platform/auth/record-visibility.js';
import { searchFeedback } from '../feedback/index.js';
import { searchInvoices } from '../invoices/index.js';
import { searchStaff } from '../organisation/index.js';
import { searchStakeholders } from '../stakeholders/index.js';
import { searchTickets } from '../tickets/index.js';
import { toFeedbackHit, toInvoiceHit, toStaffHit, toStakeholderHit, toTicketHit } from './search.mapper.js';

// Best match first; among equals the closer text, then the kinds in the order
// they were asked (tickets first: what support staff look for most).
function bestFirst(hits: (SearchHit & { closeness: number })[]) {
  const rank = (hit: SearchHit) => searchMatches.indexOf(hit.match);
  return hits
    .map((hit, asked) => ({ hit, asked }))
    .sort((a, b) => rank(a.hit) - rank(b.hit) || b.hit.closeness - a.hit.closeness || a.asked - b.asked)
    .map(({ hit: { closeness: _closeness, ...hit } }) => hit);
}

const none = Promise.resolve([]);

// The first call's promise, shared by every later call.
function once<Value>(start: () => Promise<Value>) {
  let started: Promise<Value> | undefined;
  return () => {
    started ??= start();
    return started;
  };
}

// docs/product.md#search: one question across everything the member may see,
// answered in one round trip.
export function createSearchService({ database: { db } }: AppContext) {
  return {
    async search({ actor, query }: { actor: Actor; query: SearchQuery }): Promise<SearchResults> {
      const { organizationId } = actor;
      const visibility = visibilityOf(actor);
      const spellings = once(() => nearSpellings(db, organizationId, query.q, recordLevelsSeenBy(actor)));
      const searched = { organizationId, text: query.q, limit: searchHitsPerKind, spellings };
      const [tickets, stakeholders, staff, feedback, invoices] = await Promise.all([
        searchTickets(db, searched),
        actorCan(actor, 'view_stakeholders') ? searchStakeholders(db, { ...searched, visibility }) : none,
        // Support staff do not see the organisation's staff (docs/product.md#roles).
        actorCan(actor, 'view_staff_details') ? searchStaff(db, searched) : none,
        searchFeedback(db, searched),
        actorCan(actor, 'view_invoice') ? searchInvoices(db, { ...searched, visibility }) : none,
      ]);
      const withCloseness =
        <Row extends { closeness: number }>(toHit: (row: Row) => SearchHit) =>
        (row: Row) => ({
          ...toHit(row),
          closeness: row.closeness,
        });
      const results = bestFirst([
        ...tickets.map(withCloseness(toTicketHit)),
        ...stakeholders.map(withCloseness(toStakeholderHit)),
        ...staff.map(withCloseness(toStaffHit)),
        ...feedback.map(withCloseness(toFeedbackHit)),
        ...invoices.map(withCloseness(toInvoiceHit)),
      ]);
      return { q: query.q, results };
    },
  };
}
