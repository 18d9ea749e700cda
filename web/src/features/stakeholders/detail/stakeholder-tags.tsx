import type { Stakeholder } from '@srm/contract';
import { TagEditor } from '../../../lib/tag-editor';
import { TagBadges, useTagList } from '../../../lib/tags';
import { useCan } from '../../../lib/use-can';
import { useSetStakeholderTags } from '../api/set-stakeholder-tags';

// docs/product.md#tags: managers and executives set a record's tags (executives too, who do not edit records);
// everyone else sees them.
export function StakeholderTags({ record }: { record: Stakeholder }) {
  const canTag = useCan('manage_tags');
  const setTags = useSetStakeholderTags(record.id);
  const tags = useTagList();
  if (!canTag) return <TagBadges ids={record.tag_ids} tags={tags} />;
  return <TagEditor ids={record.tag_ids} save={(ids) => setTags.mutateAsync(ids)} />;
}
