import type { TicketEmailSettings } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { findOrganizationEmailing, saveOrganizationEmailing } from './ticket-thread.queries.js';

// docs/product.md#tickets: whether the organisation emails stakeholders about their tickets (on until turned off).
export function createTicketEmailSettingsService({ database, clock }: Pick<AppContext, 'database' | 'clock'>) {
  const { db } = database;
  const read = async (organizationId: string): Promise<TicketEmailSettings> => ({
    email_stakeholders: (await findOrganizationEmailing(db, organizationId))?.emailStakeholders ?? true,
  });
  return {
    get: ({ actor }: { actor: Actor }) => read(actor.organizationId),
    async save({ actor, settings }: { actor: Actor; settings: TicketEmailSettings }) {
      const { organizationId } = actor;
      await saveOrganizationEmailing(db, {
        organizationId,
        emailStakeholders: settings.email_stakeholders,
        now: clock.now(),
      });
      return read(organizationId);
    },
  };
}
