import {
  isUuid,
  type SlaCategory,
  slaCategories,
  type TicketPriority,
  type TicketSort,
  ticketPriorities,
  ticketSorts,
} from '@srm/contract';
import { isOneOf } from '../../../lib/one-of';
import { useProfile } from '../../../lib/profile';
import { useListChoices } from '../../../lib/use-list-address';

// What a ticket list is narrowed to and ordered by (docs/product.md#tickets), as the API takes it.
export interface TicketListChoices {
  handlerId?: string | undefined;
  priority?: TicketPriority | undefined;
  slaCategory?: SlaCategory | undefined;
  // docs/product.md#tags: only tickets holding this tag.
  tag?: string | undefined;
  sort?: TicketSort | undefined;
}

export const ticketListAddressNames = ['mine', 'handler', 'priority', 'sla', 'tag', 'sort'] as const;
type AddressName = (typeof ticketListAddressNames)[number];

const oneOf = <Value extends string>(choices: readonly Value[], value: string | undefined) =>
  isOneOf(choices, value) ? value : undefined;

// The list's choices in the address (?mine=1, ?handler=, ?priority=, ?sla=, ?tag=, ?sort=),
// so a reload, Back and a shared link keep them; anything that cannot be one is ignored.
// `me` is the signed-in user's id, once known.
export function ticketListChoicesFrom(values: Partial<Record<AddressName, string>>, me: string | undefined) {
  const mine = values.mine === '1';
  const handler = values.handler && isUuid(values.handler) ? values.handler : undefined;
  const choices: TicketListChoices = {
    handlerId: mine ? me : handler,
    priority: oneOf(ticketPriorities, values.priority),
    slaCategory: oneOf(slaCategories, values.sla),
    tag: values.tag && isUuid(values.tag) ? values.tag : undefined,
    sort: oneOf(ticketSorts, values.sort),
  };
  // Assigned to me waits for the profile, so the list is never briefly everyone's.
  return { choices, mine, handler, ready: !mine || me !== undefined };
}

export function useTicketListChoices() {
  const { values, choose } = useListChoices(ticketListAddressNames);
  const me = useProfile().data?.id;
  return {
    ...ticketListChoicesFrom(values, me),
    choose: (name: AddressName, value: string | undefined) => choose(name, value),
  };
}

export type TicketListChoiceState = ReturnType<typeof useTicketListChoices>;
