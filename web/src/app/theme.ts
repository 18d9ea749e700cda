import { type CSSVariablesResolver, createTheme, Drawer, type MantineColorsTuple, Modal, Select } from '@mantine/core';
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
  primaryShade: { light: 8, dark: 5 },
  // The product colours theme each product's public feedback form and card.
  colors: { srm: srmBlue, ...productColours },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Mantine's close buttons are bare icons: screen readers need their name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // Clicking the chosen option again would silently clear a required choice.
    Select: Select.extend({ defaultProps: { allowDeselect: false } }),
  },
});

// Mantine's default dimmed grey (#868e96) is 3.3:1 on white, below WCAG AA for
// body text; staff read dimmed text all day, so it is one shade darker.
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] },
  dark: {},
});
