import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ChatUser } from '@srm/contract';
import { InitialsAvatar } from '../../../ui/initials-avatar';
import { UnverifiedBadge } from './unverified-badge';

interface ChatUserEntryProps {
  user: ChatUser;
  selected: boolean;
  onSelect: (user: ChatUser) => void;
}

// One person in the list: coloured initials, name, email
// (marked while nobody has proven it), and a red dot until staff open what they wrote.
export function ChatUserEntry({ user, selected, onSelect }: ChatUserEntryProps) {
  return (
    <UnstyledButton
      onClick={() => onSelect(user)}
      aria-current={selected ? 'true' : undefined}
      w="100%"
      px="md"
      py="sm"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* A name or email longer than the list is cut, and whole on hover (title). */}
      <Group gap="sm" wrap="nowrap">
        <InitialsAvatar name={user.fullName} />
        <Stack gap={0} miw={0} flex={1}>
          <Text fw={user.seen ? 500 : 700} truncate title={user.fullName}>
            {user.fullName}
          </Text>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" c="dimmed" truncate title={user.email}>
              {user.email}
            </Text>
            {!user.verified && <UnverifiedBadge />}
          </Group>
        </Stack>
        {!user.seen && (
          <Box role="img" aria-label="Unread" w={10} h={10} bg="red.7" style={{ borderRadius: '50%', flexShrink: 0 }} />
        )}
      </Group>
    </UnstyledButton>
  );
}
