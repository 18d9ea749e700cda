import type { Organization, UpdateOrganizationBody } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { SignedIn } from '../../platform/auth/access.js';
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

export function createOrganizationService({ database }: AppContext) {
  const { db } = database;

  return {
    async getOrganization({ actor }: { actor: SignedIn }) {
      const row = await findOrganization(db, actor.user.organizationId);
      if (!row) throw new AppError('NOT_FOUND');
      return toOrganization(row);
    },

    // ARCHITECTURE §4: only the account's creator edits the organisation. Setup
    // is complete once staff count, country and nature of business are all known.
    async updateOrganization({ actor, body }: { actor: SignedIn; body: UpdateOrganizationBody }) {
      if (!actor.user.orgOrigin) throw new AppError('NOT_ACCOUNT_CREATOR');
      return db.transaction(async (tx) => {
        const current = await findOrganization(tx, actor.user.organizationId);
        if (!current) throw new AppError('NOT_FOUND');
        const next = {
          name: body.name ?? current.name,
          email: body.email ?? current.email,
          staffCount: body.staff_count ?? current.staffCount,
          country: body.country ?? current.country,
          natureOfBusiness: body.nature_of_business ?? current.natureOfBusiness,
        };
        const setupComplete = Boolean(next.staffCount && next.country && next.natureOfBusiness);
        const updated = await updateOrganizationRow(tx, current.id, { ...next, setupComplete });
        if (setupComplete) await markUserSetupComplete(tx, actor.user.id);
        return toOrganization(updated);
      });
    },
  };
}
