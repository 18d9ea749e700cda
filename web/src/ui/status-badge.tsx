import { Badge, type MantineColor } from '@mantine/core';
import { type TicketStatus, type TicketStatusColour, ticketStatusColours } from '@srm/contract';

// The status colours of docs/product.md#tickets in Mantine's palette (Mantine has no amber).
const paletteColour: Record<TicketStatusColour, MantineColor> = {
  blue: 'blue',
  orange: 'orange',
  amber: 'yellow',
  red: 'red',
  green: 'green',
};

export const colourOfStatus = (status: TicketStatus): MantineColor => paletteColour[ticketStatusColours[status]];

// Shade 9 of yellow, orange or green on its own light tint is below WCAG AA
// (4.5:1) for small text; darkened by a third it passes for every status colour.
// On the dark scheme's deep tint, Mantine's own light-variant text (shade 0) passes.
export const readableTextOf = (colour: MantineColor) =>
  `light-dark(color-mix(in srgb, var(--mantine-color-${colour}-9), black 35%), var(--mantine-color-${colour}-light-color))`;

// A card's background in its colour, pale in the light scheme and deep in the
// dark one, under text of readableTextOf.
export const tintOf = (colour: MantineColor) =>
  `light-dark(var(--mantine-color-${colour}-0), var(--mantine-color-${colour}-light))`;

const labelOf = (status: TicketStatus) => status.charAt(0).toUpperCase() + status.slice(1);

// A light badge in the status colour (docs/product.md#tickets).
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const colour = colourOfStatus(status);
  return (
    // Full width always: in a narrow table the column grows (and scrolls) rather than cutting the word.
    <Badge variant="light" color={colour} c={readableTextOf(colour)} miw="max-content" data-colour={colour}>
      {labelOf(status)}
    </Badge>
  );
}
