import { Burger, Group } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import type { LogoutConfirmProps } from '../../features/auth/components/logout-confirm-modal';
import { BellButton } from '../../features/notifications/bell-button';
import { SearchButton } from '../../features/search/search-button';
import { SearchPalette } from '../../features/search/search-palette';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { useSavedColorScheme } from '../../lib/saved-color-scheme';
import { useSignedInUser } from '../../lib/use-can';
import { BrandLogo } from '../../ui/brand-logo';
import { PieceFailedToast } from '../../ui/piece-failed-toast';
import { builtProtectedPaths } from '../routes/protected-pages';
import { useLiveUpdates } from '../use-live-updates';
import { AccountButton } from './account-button';
import type { AccountMenuProps } from './account-menu';
import classes from './app-shell-layout.module.css';
import { navigation, visibleNavigation } from './navigation';
import { OfflineIndicator } from './offline-indicator';
import { Sidebar } from './sidebar';
import { mainContentId, SkipLink } from './skip-link';

// react-remove-scroll's `classNames.zeroRight`, which Mantine's scroll lock uses; written out, as the library comes
// only through Mantine.
const scrollLockOffsetClass = 'right-scroll-bar-position';

// Asked for from the account menu, not drawn with every page: its code arrives the first time (fetched ahead as the
// menu opens) and it stays in the page after, so it closes as it opened. Should the code not arrive, a toast says
// so and the next Log Out tries again.
const LogoutConfirmModal = loadWhenWanted<LogoutConfirmProps & { onLoadFailed: () => void }>(
  async () => (await import('../../features/auth/components/logout-confirm-modal')).LogoutConfirmModal,
  { failed: ({ onLoadFailed }) => <PieceFailedToast id="logout-failed-to-load" onSaid={onLoadFailed} /> },
);

// The header's popups, the bell's notices and the account menu, come in code of their own and join the page once
// it has drawn: Mantine's popovers set state as they mount, which made React draw the page a second time inside its
// first commit and run all its effects in that same long task (docs/decisions/030-one-commit-per-first-draw.md).
// Until then their buttons show as they will be, unavailable for that moment: a click on a button about to be
// replaced could be lost between the two. Should the code not arrive, a click on the button asks for it again.
interface TriedAgain {
  onTryAgain: () => void;
}
const notYet = { 'aria-disabled': true, tabIndex: -1 } as const;
const HeaderBell = loadWhenWanted<TriedAgain>(
  async () => (await import('../../features/notifications/notification-bell')).NotificationBell,
  {
    pending: () => <BellButton {...notYet} />,
    failed: ({ onTryAgain }) => <BellButton onClick={onTryAgain} />,
  },
);
const HeaderAccountMenu = loadWhenWanted<AccountMenuProps & TriedAgain>(
  async () => (await import('./account-menu')).AccountMenu,
  {
    pending: ({ button }) => <AccountButton ref={button} {...notYet} />,
    failed: ({ button, onTryAgain }) => <AccountButton ref={button} onClick={onTryAgain} />,
  },
);

const isBuilt = (path: string) => builtProtectedPaths.has(path);

// The frame of every signed-in page: the sidebar on desktop, and the same items
// behind a menu button at phone width.
export function AppShellLayout() {
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const askToLogOut = () => {
    setLogoutAsked(true);
    logoutDialog.open();
  };
  const navigationToggle = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);
  // The confirmation opens from the account menu's item, gone once the menu closes: the focus goes back
  // to the account button, not to the top of the page.
  const closeLogout = () => {
    logoutDialog.close();
    accountButton.current?.focus();
  };
  const logoutNotLoaded = () => {
    setLogoutAsked(false);
    closeLogout();
  };
  // Escape closes the phone navigation as it closes a dialog, back on the button that opened it.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !mobileNavOpened) return;
    mobileNav.close();
    navigationToggle.current?.focus();
  });
  // The server's answer once it arrives; until then the user stored at login
  // (the session guard above this layout guarantees one).
  const user = useSignedInUser();
  // Light or dark as the member chose (docs/product.md#appearance).
  useSavedColorScheme(user?.color_scheme);
  // From the two fields that decide them, not the user: the server's copy of the stored user does not draw the
  // sidebar's links again (docs/decisions/026-react-compiler-and-deferred-lists.md).
  const role = user?.permission_type;
  const isAccountCreator = user?.org_origin ?? false;
  const sections = visibleNavigation(navigation, { user: role ? { role, isAccountCreator } : null, isBuilt });
  // One live connection for as long as the user is in the signed-in app.
  const { offline } = useLiveUpdates();
  // Drawn anew, a header popup whose code failed to arrive asks for it again.
  const [popupTries, setPopupTries] = useState(0);
  const tryPopupsAgain = () => setPopupTries((tries) => tries + 1);

  return (
    <div className={classes.shell}>
      <SkipLink />
      {/* Mantine's dialogs hide the page's scroll bar and move this fixed header by its width through this class
          (react-remove-scroll-bar's), so its buttons stay put under the pointer. */}
      <header className={`${classes.header} ${scrollLockOffsetClass}`}>
        <Group h="100%" px="md" gap="sm">
          <Burger
            ref={navigationToggle}
            opened={mobileNavOpened}
            onClick={mobileNav.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileNavOpened ? 'Close navigation' : 'Open navigation'}
          />
          <BrandLogo />
          <OfflineIndicator offline={offline} />
          <Group ml="auto" gap="xs" wrap="nowrap">
            <SearchButton />
            <HeaderBell key={`bell-${popupTries}`} onTryAgain={tryPopupsAgain} />
            <HeaderAccountMenu
              key={`account-${popupTries}`}
              button={accountButton}
              onOpen={LogoutConfirmModal.preload}
              onLogOut={askToLogOut}
              onTryAgain={tryPopupsAgain}
            />
          </Group>
        </Group>
      </header>
      <div className={classes.navbar} data-opened={mobileNavOpened || undefined}>
        <Sidebar sections={sections} onNavigate={mobileNav.close} />
      </div>
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      {logoutAsked && <LogoutConfirmModal opened={logoutOpened} onClose={closeLogout} onLoadFailed={logoutNotLoaded} />}
      <SearchPalette />
    </div>
  );
}
