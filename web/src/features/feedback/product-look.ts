import type { MantineColor, MantineColorsTuple } from '@mantine/core';
import { type DigitalProduct, isDigitalProduct } from '@srm/contract';

// Feedback: each digital product has its own colour, any
// other product the brand's dark blue. Shade 8 (the filled shade) carries
// white text at 5:1 or more, as WCAG AA asks of buttons.
export const productColours: Record<DigitalProduct, MantineColorsTuple> = {
  // Purple (Mantine's grape).
  acadaboo: [
    '#f8f0fc',
    '#f3d9fa',
    '#eebefa',
    '#e599f7',
    '#da77f2',
    '#cc5de8',
    '#be4bdb',
    '#ae3ec9',
    '#9c36b5',
    '#862e9c',
  ],
  // Teal, a shade darker than Mantine's so white text stays readable on it.
  neo: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#087f5b', '#066649'],
  // Burnt orange.
  oberon: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#e8590c',
    '#c2410c',
    '#9a3412',
  ],
};

// The theme colour of a product (by slug); the app theme registers the three above.
export function productColourOf(product: string): MantineColor {
  return isDigitalProduct(product) ? product : 'srm';
}
