import type { StakeholderValues } from '@srm/contract';

// What a search matches: name, reference, every email and every phone (with its trunk 0 too), and the text of the
// organisation's own fields (docs/product.md#custom-fields). Written with every record, whichever module adds it
// (the stakeholders module, or a ticket: record-from-ticket.ts).
export function searchTextOf(
  values: Pick<StakeholderValues, 'name' | 'email' | 'phone'>,
  reference: string,
  customText = '',
) {
  const phones = (values.phone ?? []).flatMap((phone) => [phone, `0${phone}`]);
  return [values.name, reference, ...(values.email ?? []), ...phones, customText].filter(Boolean).join(' ');
}
