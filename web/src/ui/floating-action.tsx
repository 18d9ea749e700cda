import { Affix, Box, getDefaultZIndex } from '@mantine/core';
import type { ReactNode } from 'react';

// A page's floating primary action ('Create a Ticket', 'Add a Stakeholder'):
// a medium button 24 px from the window's bottom right. Toasts rise above this
// lane (app/notifications.module.css), so they never cover it.
const fromEdge = 24;
const buttonHeight = 42;

// Below the app's own layer (header, phone navigation) and so below every dialog
// and sheet: Affix's default is the dialogs' own layer, where one opened before
// the button was drawn sat under it.
const belowDialogs = getDefaultZIndex('app') - 1;

export function FloatingAction({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Room at the end of the page, so its last row (and that row's View) scrolls clear of the button. */}
      <Box h={fromEdge + buttonHeight} aria-hidden />
      <Affix position={{ bottom: fromEdge, right: fromEdge }} zIndex={belowDialogs}>
        {children}
      </Affix>
    </>
  );
}
