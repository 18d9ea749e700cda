import { Box, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useIsPhone } from '../lib/use-is-phone';

interface PhoneFiltersProps {
  // How many of the controls differ from their default, said on the button.
  chosen: number;
  children: ReactNode;
}

// A list's filters beside its search box on a laptop. On a phone they would fill the first screen before a single
// row, so they wait behind a Filters button that says how many are in use (docs/product.md#tickets,
// docs/decisions/027-filters-behind-a-button-and-what-lighthouse-counts.md).
export function PhoneFilters({ chosen, children }: PhoneFiltersProps) {
  const isPhone = useIsPhone();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  if (!isPhone) return children;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((was) => !was)}
      >
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <Box id={panelId} hidden={!shown} w="100%">
        {shown && children}
      </Box>
    </>
  );
}
