import type { Organization, UpdateOrganizationBody } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { actorCan, assertCan } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  findOrganization,
  markUserSetupComplete,
  type OrganizationRow,
  updateOrganizationRow,
} from './organization.queries.js';

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    nature_of_business: row.natureOfBusiness,
    staff_count: row.staffCount,
    country: row.country,
    setup_complete: row.setupComplete,
  };
}

// Decision 004: setting the organisation up (staff count, country, nature of
// business, while it is not set up) is its own permission; every other change
// is the creator's alone (docs/product.md#organisation-staff-and-departments).
function assertMayChange(actor: Actor, current: OrganizationRow, body: UpdateOrganizationBody) {
  if (actorCan(actor, 'edit_organization')) return;
  const isSetup = !current.setupComplete && body.name === undefined && body.email === undefined;
  assertCan(actor, isSetup ? 'set_up_organization' : 'edit_organization');
}

export function createOrganizationService({ database }: AppContext) {
  const { db } = database;

  return {
    async getOrganization({ actor }: { actor: Actor }) {
      const row = await findOrganization(db, actor.organizationId);
      if (!row) throw new AppError('NOT_FOUND');
      return toOrganization(row);
    },

    // Setup is complete once staff count, country and nature of business are all
    // known, and stays so; whoever completes it is not asked again.
    async updateOrganization({ actor, body }: { actor: Actor; body: UpdateOrganizationBody }) {
      return db.transaction(async (tx) => {
        // Locked: two people finishing the setup at once are decided one after the other.
        const current = await findOrganization(tx, actor.organizationId, { lock: true });
        if (!current) throw new AppError('NOT_FOUND');
        assertMayChange(actor, current, body);
        const next = {
          name: body.name ?? current.name,
          email: body.email ?? current.email,
          staffCount: body.staff_count ?? current.staffCount,
          country: body.country ?? current.country,
          natureOfBusiness: body.nature_of_business ?? current.natureOfBusiness,
        };
        const setupComplete =
          current.setupComplete || Boolean(next.staffCount && next.country && next.natureOfBusiness);
        const updated = await updateOrganizationRow(tx, current.id, { ...next, setupComplete });
        if (setupComplete)
          await markUserSetupComplete(tx, { organizationId: actor.organizationId, userId: actor.userId });
        return toOrganization(updated);
      });
    },
  };
}
