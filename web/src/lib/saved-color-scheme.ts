import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import type { ColorScheme } from '@srm/contract';
import { useEffect, useRef } from 'react';

// 'system' is what Mantine calls 'auto'.
const mantineColorSchemeOf = (choice: ColorScheme): MantineColorScheme => (choice === 'system' ? 'auto' : choice);

// docs/product.md#appearance: the signed-in member's saved choice wins over what
// this browser last showed. It is applied when the choice changes, not whenever the
// scheme does: a change made in another tab arrives through local storage and must
// not be put back.
// A choice the page already shows is not set again: Mantine sets any scheme by stopping every transition on the
// page for a moment, which has a phone work out the whole page's styles twice.
export function useSavedColorScheme(choice: ColorScheme | undefined) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const applied = useRef<ColorScheme | undefined>(undefined);
  useEffect(() => {
    if (!choice || choice === applied.current) return;
    applied.current = choice;
    if (mantineColorSchemeOf(choice) !== colorScheme) setColorScheme(mantineColorSchemeOf(choice));
  }, [choice, colorScheme, setColorScheme]);
}
