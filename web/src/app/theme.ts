import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { productColours } from '../features/feedback/product-look';

// The brand's dark blue (#1c3d7a at shade 8), used by the landing page and the shell.
const srmBlue: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f3',
  '#a5bfe6',
  '#739cd9',
  '#4b7ece',
  '#326bc7',
  '#2561c5',
  '#1a50ad',
  '#1c3d7a',
  '#12305f',
];

export const theme = createTheme({
  // People who ask their system for less motion get modals, menus and drawers without animation.
  respectReducedMotion: true,
  primaryColor: 'srm',
  // Shade 8 carries white text at WCAG AA in both schemes, for Mantine's colours and the
  // products' alike (docs/product.md#appearance); the brand blue is lifted in the dark one below.
  primaryShade: { light: 8, dark: 8 },
  // The product colours theme each product's public feedback form and card.
  colors: { srm: srmBlue, ...productColours },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Plain objects, not `Modal.extend(…)`: importing a component here would put it in every page's first load,
  // the public pages' included (docs/decisions/023-public-page-entries.md).
  components: {
    // Mantine's close buttons are bare icons: screen readers need their name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Clicking the chosen option again would silently clear a required choice.
    Select: { defaultProps: { allowDeselect: false } },
    // A spinner is a progress bar with no end known: so named, a screen reader says what is loading. A bare span
    // may not carry a name (axe: aria-prohibited-attr).
    Loader: { defaultProps: { role: 'progressbar' } },
  },
});

// Each colour's tint and the text that reads on it (ui/status-badge.tsx), per scheme. Shade 9 of yellow,
// orange or green on its own light tint is below WCAG AA (4.5:1) for small text; darkened by a third it
// passes for every colour. On the dark scheme's deep tint, Mantine's own light-variant text passes.
function tintAndTextVariables(colours: string[], scheme: 'light' | 'dark') {
  return Object.fromEntries(
    colours.flatMap((colour) =>
      scheme === 'light'
        ? [
            [`--srm-${colour}-tint`, `var(--mantine-color-${colour}-0)`],
            [`--srm-${colour}-text`, `color-mix(in srgb, var(--mantine-color-${colour}-9), black 35%)`],
          ]
        : [
            [`--srm-${colour}-tint`, `var(--mantine-color-${colour}-light)`],
            [`--srm-${colour}-text`, `var(--mantine-color-${colour}-light-color)`],
          ],
    ),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    ...tintAndTextVariables(Object.keys(mantineTheme.colors), 'light'),
    // Mantine's default dimmed grey (#868e96) is 3.3:1 on white, below WCAG AA for
    // body text; staff read dimmed text all day, so it is one shade darker.
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    // A field's error: Mantine's red-6 is 3.3:1 on white, red-8 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  // docs/product.md#appearance: the same in the dark scheme, where Mantine's (#828282) is 4:1 on
  // the page; #a8a8a8 is 6.5:1 on it and 4.7:1 on a hovered row.
  dark: {
    ...tintAndTextVariables(Object.keys(mantineTheme.colors), 'dark'),
    '--mantine-color-dimmed': '#a8a8a8',
    // Mantine's red-8 is 3.4:1 on the dark page; red-4 is 6.7:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // The brand blue's shade 8 hardly shows on a dark page; shade 7 still carries white at 7.5:1.
    '--mantine-color-srm-filled': 'var(--mantine-color-srm-7)',
    '--mantine-color-srm-filled-hover': 'var(--mantine-color-srm-8)',
    // Its text, links and outlines at shade 3, 5.5:1 on the page (Mantine's shade 4 is 3.8:1).
    '--mantine-color-srm-text': 'var(--mantine-color-srm-3)',
    '--mantine-color-srm-outline': 'var(--mantine-color-srm-3)',
    '--mantine-color-anchor': 'var(--mantine-color-srm-3)',
  },
});
