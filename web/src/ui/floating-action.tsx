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
      {/* In place rather than in a portal, which mounts in a second draw inside the page's first commit
          (docs/decisions/030-one-commit-per-first-draw.md); fixed to the window all the same, as no ancestor of
          a page is transformed. */}
      <Affix position={{ bottom: fromEdge, right: fromEdge }} zIndex={belowDialogs} withinPortal={false}>
        {children}
      </Affix>
    </>
  );
}
