import { Anchor, Group } from '@mantine/core';
import type { Ticket } from '@srm/contract';
import { pathTo } from '@srm/contract';
import { IconMessageReport } from '@tabler/icons-react';
import { Link } from 'react-router';

interface TicketFeedbackLinkProps {
  feedback: NonNullable<Ticket['feedback']>;
  // Following the link closes the dialog, which would otherwise stay open over the feedback.
  onFollow: () => void;
}

// A ticket made from a feedback leads back to it (issue 6).
export function TicketFeedbackLink({ feedback, onFollow }: TicketFeedbackLinkProps) {
  return (
    <Anchor component={Link} to={pathTo.feedback(feedback.id)} onClick={onFollow} size="sm" w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconMessageReport size={16} aria-hidden />
        From feedback {feedback.reference}
      </Group>
    </Anchor>
  );
}
