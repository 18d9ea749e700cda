import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

// Lists stop following other people's changes while the live connection is
// down (they still refresh on window focus), so the user is told.
export function OfflineIndicator({ offline }: { offline: boolean }) {
  return (
    <div role="status">
      {offline && (
        <Badge color="gray" variant="light" leftSection={<IconWifiOff size={14} aria-hidden />}>
          Offline — reconnecting…
        </Badge>
      )}
    </div>
  );
}
