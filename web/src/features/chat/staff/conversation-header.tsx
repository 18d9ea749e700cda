import { ActionIcon, Anchor, Group, Stack, Title } from '@mantine/core';
import { pathTo, type StakeholderLink } from '@srm/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UnverifiedBadge } from './unverified-badge';

interface ConversationHeaderProps {
  email: string;
  // Whether the person proved the email; until then the record is only a guess.
  verified: boolean;
  stakeholder: StakeholderLink | null;
  // The conversation's tickets and 'Create a Ticket', as tickets draw them.
  tickets?: ReactNode;
  // At phone width the conversation covers the list; this goes back to it.
  onBack?: (() => void) | undefined;
}

// Titled with the person's email, with their stakeholder
// record when there is one: marked, while the email is not proven, as the
// record of the email rather than of the person (docs/product.md#chat).
export function ConversationHeader({ email, verified, stakeholder, tickets, onBack }: ConversationHeaderProps) {
  return (
    <Stack gap="xs" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" size="lg" aria-label="Back to conversations" onClick={onBack}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={0} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Title>
            {!verified && <UnverifiedBadge />}
          </Group>
          {stakeholder && (
            <Anchor component={Link} to={pathTo.stakeholder(stakeholder.id)} size="sm">
              {verified ? 'View stakeholder record' : 'Stakeholder record for this email (unverified)'}
            </Anchor>
          )}
        </Stack>
      </Group>
      {tickets}
    </Stack>
  );
}
