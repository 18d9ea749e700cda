import { Button, Stack } from '@mantine/core';
import { publicMessages } from '@srm/contract';
import { FormAlert } from './form/form-alert';

// In the place of a piece of a page whose code did not arrive (lib/load-when-wanted.tsx).
// Reloading fetches the page's files afresh, from the release now served.
export function PieceFailedToLoad() {
  return (
    <Stack gap="xs" align="flex-start">
      <FormAlert kind="error">{publicMessages.pieceFailedToLoad}</FormAlert>
      <Button variant="light" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
