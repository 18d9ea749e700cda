import { type StakeholderType, stakeholderTypeColours, stakeholderTypeLabels } from '@srm/contract';
import { tintOf } from '../../ui/status-badge';

// The add flow's title per type.
export const addTitles = {
  new_client: 'Add a Client',
  new_customer: 'Add a Customer',
  new_digital_customer_and_users: 'Add a Digital Customer and Users',
  others: 'Add a Stakeholder - Others',
} as const satisfies Record<StakeholderType, string>;

// Each type's accent colour (Mantine's palette) and a soft page background, deep in the dark scheme.
export function typeLook(type: StakeholderType) {
  const colour = stakeholderTypeColours[type];
  return { colour, label: stakeholderTypeLabels[type], background: tintOf(colour) };
}

export const typeChoices = (Object.keys(stakeholderTypeLabels) as StakeholderType[]).map((type) => ({
  value: type,
  label: stakeholderTypeLabels[type],
}));
