import { DEFAULT_THEME, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// Below the `sm` breakpoint dialogs (ticket wizards, image viewer) take the whole screen and lists draw as cards.
// Read as the component first draws, not in an effect after: a phone would otherwise draw a list as a table
// first, then again as cards (docs/decisions/025-first-draw-without-layout-reads.md).
export function useIsPhone() {
  const theme = useMantineTheme();
  return useMediaQuery(phoneQuery(theme.breakpoints.sm), undefined, { getInitialValueInEffect: false }) ?? false;
}

const phoneQuery = (sm: string) => `(max-width: ${sm})`;

// The same question outside a component (a route loading its code), of the breakpoints Mantine's theme starts from,
// which ours keeps.
export const isPhoneWidth = () => window.matchMedia(phoneQuery(DEFAULT_THEME.breakpoints.sm)).matches;
