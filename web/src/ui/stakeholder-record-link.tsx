import { Anchor } from '@mantine/core';
import { pathTo, type StakeholderLink } from '@srm/contract';
import { Link } from 'react-router';

// The stakeholder record a ticket or feedback was sent from, by its email
// (docs/product.md#stakeholders); the name as sent when there is none to show.
export function StakeholderRecordLink({ record, name }: { record: StakeholderLink | null; name: string }) {
  if (!record) return name;
  return (
    <Anchor component={Link} to={pathTo.stakeholder(record.id)} size="sm">
      {name} ({record.reference})
    </Anchor>
  );
}
