import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useNotifications } from './notifications-api';

// The header's bell: its unread count, from the notices read as the app starts. The popover's target
// (notification-bell.tsx), and drawn alone until the popover's code is here.
export function BellButton(props: Omit<ComponentPropsWithRef<'button'>, 'color'>) {
  const unread = useNotifications().data?.unread_count ?? 0;
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={2}>
        <IconBell size={20} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
}
