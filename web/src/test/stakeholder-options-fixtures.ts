import { optionLabel, type StakeholderOption, type StakeholderOptions, seededOptions } from '@srm/contract';

const offered = (keys: readonly string[]): StakeholderOption[] =>
  keys.map((key) => ({ key, label: optionLabel(key), retired: false }));

// The lists of an organisation that never changed them: the spec's values, and the products a new
// organisation starts with (keys are the products' slugs).
export const specStakeholderOptions: StakeholderOptions = {
  primary_entity_at_antigravity: offered(seededOptions.primary_entity_at_antigravity),
  industry_or_sector: offered(seededOptions.industry_or_sector),
  stakeholderType: offered(seededOptions.stakeholderType),
  product_service_used: [
    { key: 'acadaboo', label: 'Acadaboo', retired: false },
    { key: 'neo', label: 'Neo', retired: false },
    { key: 'oberon', label: 'Oberon', retired: false },
  ],
};

export const stakeholderOptionsRoute = 'GET /api/profile/stakeholder-options/';
