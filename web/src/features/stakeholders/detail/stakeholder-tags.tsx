import type { Stakeholder } from '@srm/contract';
import { TagEditor } from '../../../lib/tag-editor';
import { TagBadges } from '../../../lib/tags';
import { useCan } from '../../../lib/use-can';
import { useSetStakeholderTags } from '../api/set-stakeholder-tags';

// docs/product.md#tags: managers and executives set a record's tags (executives too, who do not edit records);
// everyone else sees them.
export function StakeholderTags({ record }: { record: Stakeholder }) {
  const canTag = useCan('manage_tags');
  const setTags = useSetStakeholderTags(record.id);
  if (!canTag) return <TagBadges ids={record.tag_ids} />;
  return <TagEditor ids={record.tag_ids} save={(ids) => setTags.mutateAsync(ids)} />;
}
