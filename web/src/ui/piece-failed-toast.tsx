import { notifications } from '@mantine/notifications';
import { publicMessages } from '@srm/contract';
import { useEffect } from 'react';

interface PieceFailedToastProps {
  // One toast however often it is said (React's development mode runs an effect twice).
  id: string;
  // Sets the piece aside, so that asking for it again loads it anew (lib/load-when-wanted.tsx).
  onSaid: () => void;
}

// In the place of a piece that opens over the page (a dialog, the search palette) whose code did not arrive even on
// the second try: a toast where the user is looking, rather than a button that silently does nothing.
export function PieceFailedToast({ id, onSaid }: PieceFailedToastProps) {
  useEffect(() => {
    notifications.show({ id, color: 'red', message: publicMessages.pieceFailedToLoad });
    onSaid();
  }, [id, onSaid]);
  return null;
}
