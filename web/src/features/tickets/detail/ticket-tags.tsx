import type { Ticket } from '@srm/contract';
import { TagEditor } from '../../../lib/tag-editor';
import { TagBadges, useTagList } from '../../../lib/tags';
import { useCan } from '../../../lib/use-can';
import { useSetTicketTags } from '../api/set-ticket-tags';

// docs/product.md#tags: managers and executives set a ticket's tags; everyone else sees them.
export function TicketTags({ ticket }: { ticket: Ticket }) {
  const canTag = useCan('manage_tags');
  const setTags = useSetTicketTags(ticket.id);
  const tags = useTagList();
  if (!canTag) return <TagBadges ids={ticket.tag_ids} tags={tags} />;
  return <TagEditor ids={ticket.tag_ids} save={(ids) => setTags.mutateAsync(ids)} />;
}
