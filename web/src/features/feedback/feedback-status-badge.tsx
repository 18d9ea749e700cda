import { Badge } from '@mantine/core';
import type { FeedbackStatus } from '@srm/contract';
import { colourOfStatus, readableTextOf } from '../../ui/status-badge';

// A feedback is open or resolved like its ticket, and wears that ticket status's colour.
const looks = {
  open: { label: 'Open', colour: colourOfStatus('open') },
  resolved: { label: 'Resolved', colour: colourOfStatus('resolved') },
} as const;

// A feedback without a status reads 'Open'.
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus | null | undefined }) {
  const { label, colour } = looks[status ?? 'open'] ?? looks.open;
  return (
    <Badge variant="light" color={colour} c={readableTextOf(colour)} miw="max-content" data-colour={colour}>
      {label}
    </Badge>
  );
}
