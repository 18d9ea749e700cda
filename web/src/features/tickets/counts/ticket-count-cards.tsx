import { type MantineColor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TicketCounts } from '@srm/contract';
import { type AppPath, paths } from '@srm/contract';
import { Link } from 'react-router';
import { colourOfStatus, readableTextOf, tintOf } from '../../../ui/status-badge';
import { useTicketCounts } from '../api/get-ticket-counts';

interface CountCard {
  key: keyof TicketCounts;
  label: string;
  path: AppPath;
  colour: MantineColor;
}

// Dashboard: four cards, each leading to its list; coloured
// as their statuses (docs/product.md#tickets). Unresolved tickets are mostly open ones: orange.
const cards: CountCard[] = [
  { key: 'overdue', label: 'Overdue Tickets', path: paths.overdueTickets, colour: colourOfStatus('overdue') },
  { key: 'due', label: 'Due Tickets', path: paths.dueTickets, colour: colourOfStatus('due') },
  { key: 'unresolved', label: 'Unresolved Tickets', path: paths.unresolvedTickets, colour: colourOfStatus('open') },
  { key: 'resolved', label: 'Resolved Tickets', path: paths.resolvedTickets, colour: colourOfStatus('resolved') },
];

export function TicketCountCards() {
  const counts = useTicketCounts();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {cards.map(({ key, label, path, colour }) => (
        <Paper
          key={key}
          component={Link}
          to={path}
          withBorder
          radius="md"
          p="md"
          td="none"
          bg={tintOf(colour)}
          style={{ borderLeft: `4px solid var(--mantine-color-${colour}-6)` }}
        >
          <Text size="sm" fw={600} c={readableTextOf(colour)}>
            {label}
          </Text>
          {counts.data ? (
            <Text fz={32} fw={700} c={readableTextOf(colour)} lh={1.2}>
              {counts.data[key]}
            </Text>
          ) : (
            <Skeleton h={38} w={48} mt={2} aria-hidden animate={counts.isPending} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
