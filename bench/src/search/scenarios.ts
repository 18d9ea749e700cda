import type { PermissionType } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../server/src/app-context.js';
import type { Database } from '../../../server/src/db/client.js';
import { createSearchService } from '../../../server/src/modules/search/search.service.js';
import { type Actor, actorFrom } from '../../../server/src/platform/auth/actor.js';
import { ticketEmailEvery } from '../seed/bench-stakeholders.js';
import { nameSearchWord } from '../stakeholders/stakeholder-words.js';
import type { Scenario } from '../tickets/scenarios.js';

// Who searches: the organisation's creator (a manager: every kind, every
// sensitivity) and a support user (no staff, only the sensitivities support
// may see: docs/decisions/018-search.md).
export const roles = ['manager', 'support'] as const;
export type Role = (typeof roles)[number];

export interface SearchScenario extends Scenario {
  // The scenario's id without the role, as `--only` names it.
  query: string;
  q: string;
  role: Role;
  userId: string;
}

// The texts searched, by what they exercise in db/ranked-search.ts (bench/README.md, `bench:search`).
async function searchedTexts(db: Database, organizationId: string) {
  const { rows: tickets } = await db.execute<{ reference: string }>(sql`
    select reference from tickets
    where organization_id = ${organizationId} and deleted_at is null
      and number >= (select max(number) / 2 from tickets where organization_id = ${organizationId})
    order by number limit 1`);
  // A person the bench tickets were sent from, with a record of the same name and email (every 20th record).
  const { rows: people } = await db.execute<{ name: string; email: string }>(sql`
    select s.name, s.emails[1] as email from stakeholders s
    where s.organization_id = ${organizationId} and s.deleted_at is null
      and s.number % ${ticketEmailEvery}::int = 0
      and s.number >= (select max(number) / 2 from stakeholders where organization_id = ${organizationId})
      and exists (select 1 from tickets t where t.organization_id = s.organization_id and t.deleted_at is null
        and t.stakeholder_email = s.emails[1])
    order by s.number limit 1`);
  const reference = tickets[0]?.reference;
  const person = people[0];
  if (!reference || !person) throw new Error('the bench organisation has no tickets or records to search for');
  return [
    { id: 'reference-exact', label: 'whole reference', q: reference },
    { id: 'reference-partial', label: 'part of a reference', q: 'TCK-0421' },
    { id: 'word-common', label: 'common word', q: 'invoice' },
    { id: 'word-rare', label: 'rare word', q: nameSearchWord },
    { id: 'name', label: 'stakeholder name', q: person.name },
    { id: 'typo', label: 'typo', q: 'invoce' },
    { id: 'two-letters', label: 'two letters', q: 'in' },
    { id: 'none', label: 'no match', q: 'zzqx' },
    { id: 'email', label: 'email', q: person.email },
  ];
}

export const scenarioIds = [
  'reference-exact',
  'reference-partial',
  'word-common',
  'word-rare',
  'name',
  'typo',
  'two-letters',
  'none',
  'email',
];

// The member as the session lookup would make them an actor.
async function actorOf(db: Database, organizationId: string, role: Role, managerId: string): Promise<Actor> {
  const { rows } = await db.execute<{
    id: string;
    organization_id: string;
    permission_type: PermissionType;
    org_origin: boolean;
    first_name: string;
    last_name: string;
  }>(sql`
    select id, organization_id, permission_type, org_origin, first_name, last_name from users
    where organization_id = ${organizationId}
      and ${role === 'manager' ? sql`id = ${managerId}` : sql`permission_type = 'support'`}
    order by email limit 1`);
  const user = rows[0];
  if (!user) throw new Error(`the bench organisation has no ${role}`);
  return actorFrom({
    id: user.id,
    organizationId: user.organization_id,
    permissionType: user.permission_type,
    orgOrigin: user.org_origin,
    firstName: user.first_name,
    lastName: user.last_name,
  });
}

// Every text, asked by each role. Baseline (b) is the search service itself on
// the database given: the five kinds' queries side by side and the ranking,
// without the session lookup, validation, response schema or HTTP layers.
export async function searchScenarios(
  db: Database,
  { organizationId, managerId, roles: asked }: { organizationId: string; managerId: string; roles: readonly Role[] },
): Promise<SearchScenario[]> {
  const texts = await searchedTexts(db, organizationId);
  const scenarios: SearchScenario[] = [];
  for (const role of asked) {
    const actor = await actorOf(db, organizationId, role, managerId);
    for (const { id, label, q } of texts) {
      scenarios.push({
        id: `${role}-${id}`,
        query: id,
        label: `${label} "${q}"`,
        q,
        role,
        userId: actor.userId,
        method: 'GET',
        path: `?${new URLSearchParams({ q })}`,
        expectedStatus: 200,
        runSql: (on: Database) =>
          createSearchService({ database: { db: on } } as unknown as AppContext).search({ actor, query: { q } }),
      });
    }
  }
  return scenarios;
}
