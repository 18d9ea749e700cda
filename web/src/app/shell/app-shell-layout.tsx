import { Avatar, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import type { LogoutConfirmProps } from '../../features/auth/components/logout-confirm-modal';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { SearchButton } from '../../features/search/search-button';
import { SearchPalette } from '../../features/search/search-palette';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { useSavedColorScheme } from '../../lib/saved-color-scheme';
import { useSignedInUser } from '../../lib/use-can';
import { BrandLogo } from '../../ui/brand-logo';
import { PieceFailedToast } from '../../ui/piece-failed-toast';
import { builtProtectedPaths } from '../routes/protected-pages';
import { useLiveUpdates } from '../use-live-updates';
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
  const fullName = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  // From the two fields that decide them, not the user: the server's copy of the stored user does not draw the
  // sidebar's links again (docs/decisions/026-react-compiler-and-deferred-lists.md).
  const role = user?.permission_type;
  const isAccountCreator = user?.org_origin ?? false;
  const sections = visibleNavigation(navigation, { user: role ? { role, isAccountCreator } : null, isBuilt });
  // One live connection for as long as the user is in the signed-in app.
  const { offline } = useLiveUpdates();

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
            <NotificationBell />
            <Menu position="bottom-end" withinPortal onOpen={LogoutConfirmModal.preload}>
              <Menu.Target>
                <UnstyledButton ref={accountButton} aria-label={`Account menu for ${fullName}`}>
                  <Group gap="xs" wrap="nowrap">
                    {/* No initials: the button's name holds every word it shows, so speech control finds it. */}
                    <Avatar src={user?.image_url ?? null} alt="" size={32} />
                    <Text size="sm" fw={500} visibleFrom="sm">
                      {fullName}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user?.email}</Menu.Label>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} color="red" onClick={askToLogOut}>
                  Log Out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
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
