import { defaultSlaHours, type SlaSettings } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { findSlaTargets, type SlaTargetHours, saveSlaTargets } from './sla-settings.queries.js';

const defaults: SlaTargetHours = {
  standardHours: defaultSlaHours.standard,
  mediumHours: defaultSlaHours.medium,
  complexHours: defaultSlaHours.complex,
};

function toSlaSettings(targets: SlaTargetHours): SlaSettings {
  return {
    standard_hours: targets.standardHours,
    medium_hours: targets.mediumHours,
    complex_hours: targets.complexHours,
  };
}

// docs/product.md#tickets: each organisation may change its SLA targets. A change
// applies to deadlines computed afterwards; existing tickets keep theirs.
export function createSlaSettingsService({ database, clock }: AppContext) {
  const { db } = database;
  return {
    async getSlaSettings({ actor }: { actor: Actor }) {
      return toSlaSettings((await findSlaTargets(db, actor.organizationId)) ?? defaults);
    },

    async saveSlaSettings({ actor, settings }: { actor: Actor; settings: SlaSettings }) {
      const { organizationId } = actor;
      const targets = {
        standardHours: settings.standard_hours,
        mediumHours: settings.medium_hours,
        complexHours: settings.complex_hours,
      };
      return toSlaSettings(await saveSlaTargets(db, { organizationId, targets, now: clock.now() }));
    },
  };
}
