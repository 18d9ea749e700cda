import { Box, type BoxProps, MantineThemeProvider } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

// Mantine's primary-colour variables, pointed at `colour`. Set on an element
// they reach everything inside it: focus rings, links, input borders.
function primaryColourVariables(colour: string): CSSProperties {
  const shades = Array.from({ length: 10 }, (_, shade) => [
    `--mantine-primary-color-${shade}`,
    `var(--mantine-color-${colour}-${shade})`,
  ]);
  const variants = ['filled', 'filled-hover', 'light', 'light-hover', 'light-color'].map((variant) => [
    `--mantine-primary-color-${variant}`,
    `var(--mantine-color-${colour}-${variant})`,
  ]);
  return Object.fromEntries([
    ...shades,
    ...variants,
    // The colour's text shade: the filled one in the light scheme, a light one on a dark page.
    ['--mantine-color-anchor', `var(--mantine-color-${colour}-text)`],
  ]);
}

interface ProductThemeProps extends BoxProps {
  // A colour of the app's theme: the product's own, or the brand's.
  colour: string;
  children: ReactNode;
}

// Feedback: the product of the form's address picks its colour. The theme context colours Mantine's components, the success dialog
// included (it renders outside this element); the variables colour the rest.
export function ProductTheme({ colour, children, ...props }: ProductThemeProps) {
  return (
    <MantineThemeProvider theme={{ primaryColor: colour }}>
      <Box style={primaryColourVariables(colour)} data-product-colour={colour} {...props}>
        {children}
      </Box>
    </MantineThemeProvider>
  );
}
