import { Center, Loader } from '@mantine/core';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import { PhoneFilters } from '../../../ui/phone-filters';
import { PieceFailedToLoad } from '../../../ui/piece-failed-to-load';
import type { TicketListFiltersProps } from './ticket-list-filter-controls';

// The controls' code (a select of Mantine's, a quarter of a ticket list's JavaScript) loads as they first show: on a
// phone once Filters is tapped; on a laptop alongside the page's own (app/routes/protected-pages.tsx).
const FilterControls = loadWhenWanted(async () => (await import('./ticket-list-filter-controls')).FilterControls, {
  pending: () => (
    <Center mih={60}>
      <Loader size="sm" aria-label="Loading the filters" />
    </Center>
  ),
  failed: () => <PieceFailedToLoad />,
});

// docs/product.md#tickets: narrow a ticket list to a handler (or oneself), a priority,
// an SLA category and a tag, and order it; every choice lives in the address. On a phone they wait behind a
// Filters button, which counts the choices in use.
export function TicketListFilters(props: TicketListFiltersProps) {
  const { state, withPriority, withHandler } = props;
  const { choices } = state;
  const inUse = [
    withHandler && (state.mine || state.handler),
    withPriority && choices.priority,
    choices.slaCategory,
    choices.tag,
    choices.sort && choices.sort !== 'newest',
  ].filter(Boolean).length;
  return (
    <PhoneFilters chosen={inUse}>
      <FilterControls {...props} />
    </PhoneFilters>
  );
}
