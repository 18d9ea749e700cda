import { Badge, Group } from '@mantine/core';
import type { Tag, Tags } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from './query-keys';

// docs/product.md#tags: the organisation's tags. Tickets and records hold their ids, so a tag renamed or merged
// reads the new way everywhere once this list is fresh.
export const tagsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tags, queryFn: () => apiRequest<Tags>('/profile/tags/') });

export function useTags() {
  return useQuery(tagsQueryOptions());
}

// The tags' list itself, once it has arrived. A table reads it once for all its rows and hands it to each row's
// badges: one subscriber to the cache, not one per row (docs/decisions/027-filters-behind-a-button-and-what-lighthouse-counts.md).
export const useTagList = () => useTags().data?.results;

// The tags as a Select's choices, by name.
export const tagChoices = (tags: readonly Tag[] | undefined) =>
  (tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }));

// A ticket's or record's tags in their colours, from `tags` (useTagList); an id no longer among them (merged away)
// is left out.
export function TagBadges({ ids, tags }: { ids: readonly string[]; tags: readonly Tag[] | undefined }) {
  const shown = (tags ?? []).filter((tag) => ids.includes(tag.id));
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((tag) => (
        <Badge key={tag.id} color={tag.colour} variant="light" size="sm" tt="none">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
