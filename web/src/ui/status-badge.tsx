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

// Text in a colour that reads on its own tint, in either scheme (app/theme.ts, tintAndTextVariables).
export const readableTextOf = (colour: MantineColor) => `var(--srm-${colour}-text)`;

// A card's background in its colour, pale in the light scheme and deep in the
// dark one, under text of readableTextOf.
export const tintOf = (colour: MantineColor) => `var(--srm-${colour}-tint)`;

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
