import { Badge, Group, TagsInput } from '@mantine/core';
import { type CreateTagBody, maxTagsPerItem, type Tag, type Tags } from '@srm/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../api/client';
import { refusalMessage } from './form-refusal';
import { queryKeys } from './query-keys';

// docs/product.md#tags: the organisation's tags. Tickets and records hold their ids, so a tag renamed or merged
// reads the new way everywhere once this list is fresh.
export const tagsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tags, queryFn: () => apiRequest<Tags>('/profile/tags/') });

export function useTags() {
  return useQuery(tagsQueryOptions());
}

// The tags as a Select's choices, by name.
export const tagChoices = (tags: readonly Tag[] | undefined) =>
  (tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }));

// Mantine hides a Select's clear button from the keyboard and from screen readers; a tag filter's is named and
// reachable, so it can be cleared without a mouse.
export const tagFilterClearButton = {
  'aria-label': 'Clear the tag filter',
  tabIndex: 0,
  'aria-hidden': false,
} as const;

// A ticket's or record's tags in their colours; an id no longer among the tags (merged away) is left out.
export function TagBadges({ ids }: { ids: readonly string[] }) {
  const tags = useTags().data?.results;
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

// docs/product.md#tags: a ticket's or record's tags as a type-ahead of the organisation's tags. A name that is
// no tag yet becomes one when it is entered (those who may tag may also add tags); `save` sets the whole list.
export function TagEditor({ ids, save }: { ids: readonly string[]; save: (ids: string[]) => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const tags = useTags().data?.results ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const addTag = useMutation({
    mutationFn: (body: CreateTagBody) => apiRequest<Tags>('/profile/tags/', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.tags, answer),
  });
  const names = tags.filter((tag) => ids.includes(tag.id)).map((tag) => tag.name);

  async function change(chosen: string[]) {
    setFailure(null);
    try {
      let known = tags;
      for (const name of chosen) {
        if (known.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) continue;
        known = (await addTag.mutateAsync({ name })).results;
      }
      const byName = new Map(known.map((tag) => [tag.name.toLowerCase(), tag.id]));
      await save(chosen.flatMap((name) => byName.get(name.toLowerCase()) ?? []));
    } catch (error) {
      setFailure(refusalMessage(error));
    }
  }

  return (
    <TagsInput
      label="Tags"
      placeholder="Type a tag and press Enter"
      data={tags.map((tag) => tag.name)}
      value={names}
      onChange={(chosen) => void change(chosen)}
      maxTags={maxTagsPerItem}
      error={failure}
      clearable
    />
  );
}
