import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { messages, type Tag, type Tags, tagColours, type UpdateTagBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { refusalMessage } from '../../../lib/form-refusal';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh';
import { useTags } from '../../../lib/tags';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Select } from '../../../ui/form/select';
import { mergeTag } from '../api/merge-tag';
import { updateTag } from '../api/update-tag';

const colourChoices = tagColours.map((colour) => ({
  value: colour,
  label: colour.charAt(0).toUpperCase() + colour.slice(1),
}));

// Each change answers every tag: the list is set from it, and what shows tags by id reads the new names.
function useTagChange<Body>(request: (body: Body) => Promise<Tags>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.tags, answer);
      // A merge rewrote tickets' and records' tags.
      void refreshAfter(queryClient, 'ticket');
    },
  });
}

function TagRow({ tag, others }: { tag: Tag; others: Tag[] }) {
  const [name, setName] = useState(tag.name);
  const [colour, setColour] = useState<string>(tag.colour);
  const [into, setInto] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useTagChange((body: UpdateTagBody) => updateTag(tag.id, body));
  const merge = useTagChange((target: string) => mergeTag(tag.id, target));
  const changed = name.trim() !== tag.name || colour !== tag.colour;
  const target = others.find((other) => other.id === into);
  // A merge cannot be undone (the tag is gone), so it is asked once more; a refusal is said under the choice.
  const confirmMerge = () => into && merge.mutate(into, { onSettled: () => setConfirming(false) });
  return (
    <Paper component="li" withBorder p="sm" aria-label={tag.name}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Badge color={tag.colour} variant="light" tt="none">
            {tag.name}
          </Badge>
          <TextInput
            label={`Name of ${tag.name}`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={refusalMessage(update.error)}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={`Colour of ${tag.name}`}
            data={colourChoices}
            value={colour}
            onChange={(value) => value && setColour(value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 140 }}
          />
          <Button
            variant="light"
            disabled={!changed}
            loading={update.isPending}
            onClick={() => update.mutate({ name: name.trim(), colour: colour as Tag['colour'] })}
          >
            Save
          </Button>
        </Group>
        {others.length > 0 && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={`Merge ${tag.name} into`}
              placeholder="Another tag"
              data={others.map((other) => ({ value: other.id, label: other.name }))}
              value={into}
              onChange={setInto}
              error={refusalMessage(merge.error)}
              w={{ base: '100%', xs: 200 }}
            />
            <Button
              variant="default"
              disabled={!into}
              onClick={() => {
                merge.reset();
                setConfirming(true);
              }}
            >
              Merge
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirming && target !== undefined}
          title={`Merge ${tag.name} into ${target?.name ?? ''}?`}
          confirmLabel="Merge Tags"
          confirming={merge.isPending}
          onConfirm={confirmMerge}
          onCancel={() => setConfirming(false)}
        >
          <Text c="dimmed">
            Every ticket and record tagged {tag.name} will be tagged {target?.name} instead, and {tag.name} will be
            gone. This action cannot be undone.
          </Text>
        </ConfirmDialog>
      </Stack>
    </Paper>
  );
}

// Organization Settings → Tags (docs/product.md#tags): rename or recolour a tag, or merge it into another; every
// ticket and record holding it follows. New tags are made where they are given, by typing them.
export function TagsPanel() {
  const tags = useTags();
  const results = tags.data?.results ?? [];
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h4">
        Tags
      </Title>
      <Text c="dimmed" size="sm">
        Tags are added on a ticket's or record's page by typing them. Renaming or merging one here changes it
        everywhere.
      </Text>
      {tags.isError && <Text c="red">{errorMessage(tags.error)}</Text>}
      {tags.isSuccess && results.length === 0 && <Text>{messages.noTagsYet}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {results.map((tag) => (
          <TagRow
            key={`${tag.id}-${tag.name}-${tag.colour}`}
            tag={tag}
            others={results.filter((other) => other.id !== tag.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
