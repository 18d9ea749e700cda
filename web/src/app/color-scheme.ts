import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';
import './color-scheme.css';

// docs/product.md#appearance. Every page, the app's and each public page's entry,
// follows the device's dark setting unless this browser keeps a member's choice.
// The choice is kept in local storage, read as the page first draws, so a reload
// shows it at once: no inline script may set it earlier (the
// Content-Security-Policy allows none) and the public pages load no blocking one.
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'srm_color_scheme' });

export const defaultColorScheme: MantineColorScheme = 'auto';
