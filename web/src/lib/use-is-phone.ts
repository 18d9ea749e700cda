import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// Below the `sm` breakpoint dialogs (ticket wizards, image viewer) take the whole screen.
export function useIsPhone() {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
}
