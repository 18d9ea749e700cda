import type { CustomValues } from '@srm/contract';
import { fieldsToAsk, useCustomFields } from '../../../lib/custom-fields';

// The organisation's own fields of stakeholder records (docs/decisions/022-organisation-owned-data.md): `all`,
// retired ones too, which the values are checked against; `asked`, those the form shows: the live ones, and a
// retired one the record holds (`held`), read-only. Until the fields arrive, or should they not, the form asks
// its usual fields only.
export function useRecordCustomFields(held: CustomValues) {
  const fields = useCustomFields().data?.results;
  const all = (fields ?? []).filter((field) => field.target === 'stakeholder');
  return { all, asked: fieldsToAsk(all, 'stakeholder', held) };
}
