import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useSignedInUser } from '../../lib/use-can';
import { AccountButton } from './account-button';

export interface AccountMenuProps {
  // The account button, for the focus to come back to once the logout dialog closes.
  button: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  onLogOut: () => void;
}

// The header's account menu: who is signed in, and Log Out.
export function AccountMenu({ button, onOpen, onLogOut }: AccountMenuProps) {
  const user = useSignedInUser();
  return (
    <Menu position="bottom-end" withinPortal onOpen={onOpen}>
      <Menu.Target>
        <AccountButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} color="red" onClick={onLogOut}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
