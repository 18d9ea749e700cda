import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTicketCounts } from '../../features/tickets/api/get-ticket-counts';
import type { NavDropdown, NavLinkItem, NavSection, TicketCountKey } from './navigation';
import classes from './sidebar.module.css';

interface NavDropdownLinkProps {
  item: NavDropdown;
  pathname: string;
  renderLink: (item: NavLinkItem) => ReactNode;
}

// A real button (Mantine draws an <a> without href), so Tab reaches it and
// screen readers hear whether it is open.
function NavDropdownLink({ item, pathname, renderLink }: NavDropdownLinkProps) {
  const [opened, setOpened] = useState(() => item.children.some((child) => child.path === pathname));
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {item.children.map(renderLink)}
    </NavLink>
  );
}

// A status list's ticket count, drawn by itself as the counts change (they follow every ticket change): the
// sidebar and its links are not drawn again (docs/decisions/026-react-compiler-and-deferred-lists.md).
function NavCount({ countKey, label }: { countKey: TicketCountKey; label: string }) {
  const count = useTicketCounts().data?.[countKey];
  if (count === undefined) return null;
  return (
    <Badge size="sm" variant="light" aria-label={`${count} ${label.toLowerCase()}`}>
      {count}
    </Badge>
  );
}

interface SidebarProps {
  sections: NavSection[];
  // Closes the mobile navigation once a page is chosen.
  onNavigate?: () => void;
}

export function Sidebar({ sections, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();

  const renderLink = (item: NavLinkItem) => {
    return (
      <NavLink
        key={item.path}
        component={RouterNavLink}
        to={item.path}
        label={item.label}
        leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
        rightSection={item.countKey && <NavCount countKey={item.countKey} label={item.label} />}
        active={pathname.toLowerCase() === item.path.toLowerCase()}
        onClick={onNavigate}
      />
    );
  };

  return (
    <nav aria-label="Main" className={classes.nav}>
      <Stack gap="lg" p="sm">
        {sections.map((section) => (
          <Stack key={section.title ?? 'main'} gap={2}>
            {section.title && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {section.title}
              </Text>
            )}
            {section.items.map((item) =>
              item.kind === 'link' ? (
                renderLink(item)
              ) : (
                <NavDropdownLink key={item.label} item={item} pathname={pathname} renderLink={renderLink} />
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
