import { Badge, type MantineColor } from '@mantine/core';
import { type TicketStatus, type TicketStatusColour, ticketStatusColours } from '@srm/contract';

// The spec's colour names in Mantine's palette (Mantine has no amber).
const paletteColour: Record<TicketStatusColour, MantineColor> = {
  blue: 'blue',
  orange: 'orange',
  amber: 'yellow',
  red: 'red',
  green: 'green',
};

export const colourOfStatus = (status: TicketStatus): MantineColor => paletteColour[ticketStatusColours[status]];

const labelOf = (status: TicketStatus) => status.charAt(0).toUpperCase() + status.slice(1);

// Spec part 1 §4. The text is a dark shade of the colour, so it stays readable
// (WCAG AA) on the light badge, yellow included.
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const colour = colourOfStatus(status);
  return (
    <Badge variant="light" color={colour} c={`${colour}.9`} data-colour={colour}>
      {labelOf(status)}
    </Badge>
  );
}
