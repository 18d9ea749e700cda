import { Group, Switch } from '@mantine/core';
import type { TicketSort } from '@srm/contract';
import { useHandlerChoices } from '../../../lib/handler-choices';
import { tagChoices, useTags } from '../../../lib/tags';
import { Select } from '../../../ui/form/select';
import { priorityChoices, slaCategoryChoices, staffNameOf } from '../create/ticket-choices';
import type { TicketListChoiceState } from './ticket-list-choices';

const sortChoices: { value: TicketSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'due', label: 'Due soonest' },
  { value: 'priority', label: 'Highest priority' },
];

export interface TicketListFiltersProps {
  state: TicketListChoiceState;
  // A priority list, or one whose page chooses the priority itself, offers no Priority choice.
  withPriority: boolean;
  // A member's own tickets: they are the handler already.
  withHandler: boolean;
}

// The controls themselves; the handlers they offer (a hundred staff) are asked for once they show.
export function FilterControls({ state, withPriority, withHandler }: TicketListFiltersProps) {
  const handlers = useHandlerChoices(withHandler);
  const tags = useTags();
  const { choose, choices } = state;
  const handlerData = (handlers.data?.results ?? []).map((user) => ({ value: user.id, label: staffNameOf(user) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {withHandler && (
        <>
          <Switch
            label="Assigned to me"
            checked={state.mine}
            onChange={(event) => choose('mine', event.currentTarget.checked ? '1' : undefined)}
            mb={8}
          />
          <Select
            label="Handler"
            placeholder="Anyone"
            data={handlerData}
            value={state.mine ? null : (state.handler ?? null)}
            onChange={(value) => choose('handler', value ?? undefined)}
            disabled={state.mine}
            searchable
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </>
      )}
      {withPriority && (
        <Select
          label="Priority"
          placeholder="Any"
          data={priorityChoices}
          value={choices.priority ?? null}
          onChange={(value) => choose('priority', value ?? undefined)}
          clearable
          w={{ base: '100%', xs: 140 }}
        />
      )}
      <Select
        label="SLA Category"
        placeholder="Any"
        data={slaCategoryChoices}
        value={choices.slaCategory ?? null}
        onChange={(value) => choose('sla', value ?? undefined)}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Tag"
        placeholder="Any"
        data={tagChoices(tags.data?.results)}
        value={choices.tag ?? null}
        onChange={(value) => choose('tag', value ?? undefined)}
        searchable
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label="Sort by"
        data={sortChoices}
        value={choices.sort ?? 'newest'}
        onChange={(value) => choose('sort', value && value !== 'newest' ? value : undefined)}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
