import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { stakeholderChoicesFor } from '../../platform/stakeholder-records/stakeholder-links.js';

const shownAtMost = 20;

// The 'Existing Stakeholder' step of the create flow: the organisation's
// stakeholder records the user may see (docs/product.md#stakeholders).
export function createKnownStakeholdersService({ database }: AppContext) {
  return {
    async findKnownStakeholders({ actor, search }: { actor: Actor; search: string }) {
      return stakeholderChoicesFor(database.db, { actor, search, limit: shownAtMost });
    },
  };
}
