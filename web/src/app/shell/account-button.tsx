import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useSignedInUser } from '../../lib/use-can';

// The header's account button: the account menu's target (account-menu.tsx), and drawn alone until the menu's
// code is here.
export function AccountButton(props: Omit<ComponentPropsWithRef<'button'>, 'color'>) {
  const user = useSignedInUser();
  const fullName = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  return (
    <UnstyledButton aria-label={`Account menu for ${fullName}`} {...props}>
      <Group gap="xs" wrap="nowrap">
        {/* No initials: the button's name holds every word it shows, so speech control finds it. */}
        <Avatar src={user?.image_url ?? null} alt="" size={32} />
        <Text size="sm" fw={500} visibleFrom="sm">
          {fullName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
