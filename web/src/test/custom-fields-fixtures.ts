import type { CustomField, CustomFields } from '@srm/contract';

export const customFieldsRoute = 'GET /api/profile/custom-fields/';

let counter = 0;

// A field as the server answers it: a live, optional text field of stakeholder records on the Basic tab,
// unless told otherwise.
export function aCustomField(fields: Partial<CustomField> & Pick<CustomField, 'key' | 'label'>): CustomField {
  counter += 1;
  const target = fields.target ?? 'stakeholder';
  return {
    id: `0c0f0000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    target,
    type: 'text',
    required: false,
    tab: target === 'stakeholder' ? 'basic' : null,
    choices: [],
    retired: false,
    ...fields,
  };
}

// An organisation that added no field of its own.
export const noCustomFields: CustomFields = { results: [] };
