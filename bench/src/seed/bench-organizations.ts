import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { organizations } from '../../../server/src/db/schema/index.js';
import { departmentNames, firstNames, lastNames, organizationNames } from './bench-names.js';
import { textArray } from './sql-literals.js';

// Every bench organisation, and so every row of it, is found by this domain in
// its email: a re-run replaces them, and nothing else is touched.
export const benchDomain = 'srm-bench.test';
const benchEmails = `%.${benchDomain}`;
const isBenchOrganization = sql`email like ${benchEmails}`;

export const staffPerOrganization = 20;

export interface BenchOrganization {
  id: string;
  index: number;
  name: string;
}

// Removes earlier bench organisations with everything they own. Their tickets
// and history go first, and their space is vacuumed, because deleting a user
// makes PostgreSQL look for the tickets and entries that name them (handler,
// creator, author: columns no index leads with), once per user.
export async function removeBenchOrganizations(db: Database) {
  const benchIds = sql`select id from organizations where ${isBenchOrganization}`;
  const {
    rows: [found],
  } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from organizations where ${isBenchOrganization}`,
  );
  if (!found?.count) return 0;
  // Invoices too (bench:invoices): deleting their staff would otherwise rewrite each one (sent_by, paid_by: set null).
  await db.execute(sql`delete from invoices where organization_id in (${benchIds})`);
  await db.execute(sql`delete from ticket_activity where organization_id in (${benchIds})`);
  await db.execute(sql`delete from tickets where organization_id in (${benchIds})`);
  await db.execute(sql`vacuum tickets, ticket_activity`);
  await db.execute(sql`delete from organizations where ${isBenchOrganization}`);
  return found.count;
}

const organizationName = (index: number) => {
  const name = organizationNames[(index - 1) % organizationNames.length]!;
  return index > organizationNames.length ? `${name} ${Math.ceil(index / organizationNames.length)}` : name;
};

// An organisation as sign-up and setup leave it: three departments and twenty
// staff — its creator (a manager), two more managers, five executives and
// twelve support users — and the default SLA targets saved.
export async function createBenchOrganization(db: Database, index: number): Promise<BenchOrganization> {
  const name = organizationName(index);
  const domain = `bench-org-${String(index).padStart(2, '0')}.${benchDomain}`;
  const [organization] = await db
    .insert(organizations)
    .values({ name, email: `hello@${domain}`, natureOfBusiness: 'Customer service', setupComplete: true })
    .returning({ id: organizations.id });
  const id = organization!.id;

  await db.execute(sql`
    insert into departments (organization_id, name, description)
    select ${id}, name, name || ': stakeholders'' requests and complaints'
    from unnest(${textArray(departmentNames)}) as name`);
  await db.execute(sql`
    insert into users (organization_id, first_name, last_name, email, permission_type, department_id,
      email_verified, org_origin, org_setup_complete)
    select ${id}, n.first_name, n.last_name, lower(n.first_name || '.' || n.last_name || '.' || i) || ${`@${domain}`},
      (case when i <= 3 then 'manager' when i <= 8 then 'executive' else 'support' end)::permission_type,
      case when i > 1 then d.ids[1 + i % cardinality(d.ids)] end,
      true, i = 1, true
    from generate_series(1, ${staffPerOrganization}::int) as i,
      lateral (select (${textArray(firstNames)})[1 + (i * 7 + ${index}::int * 3) % ${firstNames.length}::int] as first_name,
                      (${textArray(lastNames)})[1 + (i * 11 + ${index}::int * 5) % ${lastNames.length}::int] as last_name) as n,
      (select array_agg(id order by name) as ids from departments where organization_id = ${id}) as d`);
  await db.execute(sql`insert into sla_targets (organization_id) values (${id})`);
  return { id, index, name };
}

// The organisation with the most live tickets, and its creator: the manager whose desk the benchmark loads.
export async function findLargestBenchOrganization(db: Database) {
  const { rows } = await db.execute<{ organization_id: string; name: string; tickets: number; manager_id: string }>(sql`
    select o.id as organization_id, o.name, u.id as manager_id,
      (select count(*)::int from tickets t where t.organization_id = o.id and t.deleted_at is null) as tickets
    from organizations o
    join users u on u.organization_id = o.id and u.org_origin
    where o.email like ${benchEmails}
    order by tickets desc
    limit 1`);
  const [row] = rows;
  return (
    row && { organizationId: row.organization_id, name: row.name, tickets: row.tickets, managerId: row.manager_id }
  );
}
