import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { slaTargets } from '../../../db/schema/index.js';

export interface SlaTargetHours {
  standardHours: number;
  mediumHours: number;
  complexHours: number;
}

const targetColumns = {
  standardHours: slaTargets.standardHours,
  mediumHours: slaTargets.mediumHours,
  complexHours: slaTargets.complexHours,
};

// Undefined while the organisation keeps the defaults (no row yet).
export async function findSlaTargets(db: Database, organizationId: string): Promise<SlaTargetHours | undefined> {
  const [row] = await db.select(targetColumns).from(slaTargets).where(eq(slaTargets.organizationId, organizationId));
  return row;
}

// One row per organisation: the first save creates it, later saves replace it.
export async function saveSlaTargets(
  db: Database,
  { organizationId, targets, now }: { organizationId: string; targets: SlaTargetHours; now: Date },
): Promise<SlaTargetHours> {
  const [row] = await db
    .insert(slaTargets)
    .values({ organizationId, ...targets, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: slaTargets.organizationId, set: { ...targets, updatedAt: now } })
    .returning(targetColumns);
  return row!;
}
