import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { getStoredUser } from '../../api/session';
import { BrandLogo } from '../../ui/brand-logo';
import { builtProtectedPaths } from '../routes/protected-pages';
import { navigation, visibleNavigation } from './navigation';
import { Sidebar } from './sidebar';

const isBuilt = (path: string) => builtProtectedPaths.has(path);

// The frame of every signed-in page: the sidebar on desktop, and the same items
// behind a menu button at phone width.
export function AppShellLayout() {
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  // The session guard above this layout guarantees a stored user.
  const role = getStoredUser()?.permission_type ?? 'support';
  const sections = visibleNavigation(navigation, { role, isBuilt });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !mobileNavOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={mobileNavOpened}
            onClick={mobileNav.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileNavOpened ? 'Close navigation' : 'Open navigation'}
          />
          <BrandLogo />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar sections={sections} onNavigate={mobileNav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
