import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { findKnownStakeholders } from './known-stakeholders.queries.js';

const shownAtMost = 20;

// The 'Existing Stakeholder' step of the create flow; stakeholder records will
// answer it from their own table (docs/product.md#stakeholders).
export function createKnownStakeholdersService({ database }: AppContext) {
  return {
    async findKnownStakeholders({ actor, search }: { actor: Actor; search: string }) {
      return findKnownStakeholders(database.db, { organizationId: actor.organizationId, search, limit: shownAtMost });
    },
  };
}
