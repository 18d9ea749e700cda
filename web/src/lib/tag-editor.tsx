import { type CreateTagBody, maxTagsPerItem, type Tags } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../api/client';
import { TagsInput } from '../ui/form/select';
import { refusalMessage } from './form-refusal';
import { queryKeys } from './query-keys';
import { useTags } from './tags';

// Apart from the badges (tags.tsx): lists show badges, and only a ticket's or record's page needs the type-ahead.
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
