import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@srm/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useBackOr } from '../../../lib/use-back';
import { useTicketByReference } from '../api/get-ticket';
import { TicketDetailContent, type TicketView, ticketViewTitle } from './ticket-detail-content';

function TicketNotFound() {
  return (
    <Stack gap="xs" py="xl" align="center" ta="center">
      <Title order={1} size="h3">
        Ticket not found
      </Title>
      <Text c="dimmed">It may have been deleted, or the link is wrong.</Text>
      <Anchor component={Link} to={paths.tickets} fw={600}>
        See all tickets
      </Anchor>
    </Stack>
  );
}

// /tickets/{reference} (docs/product.md#tickets): the ticket as a page, the
// address every link to a ticket uses; the whole screen at phone width. Each
// ticket starts afresh: following a link from one ticket to another must not
// carry an open view or a draft reply over to the other stakeholder.
export function TicketPage() {
  const reference = useParams().reference ?? '';
  return <TicketPageOf key={reference.toUpperCase()} reference={reference} />;
}

function TicketPageOf({ reference }: { reference: string }) {
  const ticket = useTicketByReference(reference);
  const [view, setView] = useState<TicketView>('detail');
  const back = useBackOr(paths.tickets);
  const navigate = useNavigate();
  const notFound = ticket.error instanceof ApiError && ticket.error.status === 404;
  const headingId = useId();

  // A region named by its heading, as the dialog was by its title: 'Ticket Details · TCK-…', 'Edit Ticket'…
  return (
    <Stack component="section" aria-labelledby={notFound ? undefined : headingId} gap="lg">
      <Group gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back}>
          Back
        </Button>
        {!notFound && (
          <Title order={1} size="h3" id={headingId}>
            {ticketViewTitle(view, ticket.data)}
            {view === 'detail' && ticket.data && ` · ${ticket.data.reference}`}
          </Title>
        )}
      </Group>
      {notFound ? (
        <TicketNotFound />
      ) : (
        <TicketDetailContent
          ticket={ticket}
          view={view}
          onView={setView}
          onDeleted={() => navigate(paths.tickets, { replace: true })}
        />
      )}
    </Stack>
  );
}
