import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import { timeZoneOf } from './time-zone.js';

// The time zone an organisation's emails write times in (time-zone.ts).
export async function findOrganizationTimeZone(db: Database, { organizationId }: { organizationId: string }) {
  const [row] = await db
    .select({ country: organizations.country })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return timeZoneOf(row?.country);
}

// The same for several organisations at once (the SLA clock's batch spans them), by organisation id.
export async function listOrganizationTimeZones(db: Database, { organizationIds }: { organizationIds: string[] }) {
  if (organizationIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: organizations.id, country: organizations.country })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(organizationIds)]));
  return new Map(rows.map((row) => [row.id, timeZoneOf(row.country)]));
}
