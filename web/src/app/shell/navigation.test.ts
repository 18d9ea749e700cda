import type { PermissionType } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { navigation, visibleNavigation } from './navigation';

const labelsOf = (sections: ReturnType<typeof visibleNavigation>) =>
  sections.flatMap((section) =>
    section.items.flatMap((item) => (item.kind === 'link' ? [item.label] : item.children.map((child) => child.label))),
  );

const everythingBuilt = () => true;
const member = (role: PermissionType) => ({ role, isAccountCreator: false });

describe('visibleNavigation', () => {
  it('shows a manager the whole sidebar', () => {
    const labels = labelsOf(visibleNavigation(navigation, { user: member('manager'), isBuilt: everythingBuilt }));
    expect(labels).toEqual([
      'Dashboard',
      'Tickets',
      'Stakeholder Master Data',
      'Stakeholder Logs',
      'Feedback',
      'Chats',
      'Invoice',
      'Invoice History',
      'Invoice Settings',
      'Overdue Tickets',
      'Open Tickets',
      'Due Tickets',
      'Unresolved Tickets',
      'Resolved Tickets',
      'Departments',
      'Organization Settings',
      'Account Settings',
    ]);
  });

  it('hides Departments and Organization Settings from support users', () => {
    const labels = labelsOf(visibleNavigation(navigation, { user: member('support'), isBuilt: everythingBuilt }));
    expect(labels).not.toContain('Departments');
    expect(labels).not.toContain('Organization Settings');
    expect(labels).toContain('Account Settings');
    // Every role answers chats (docs/product.md#chat).
    expect(labels).toContain('Chats');
    // docs/product.md#roles: support holds view_invoice and view_history.
    expect(labels).toEqual(
      expect.arrayContaining(['Stakeholder Master Data', 'Stakeholder Logs', 'Invoice', 'Invoice History']),
    );
  });

  it('shows nothing that needs a permission to nobody signed in', () => {
    const labels = labelsOf(visibleNavigation(navigation, { user: null, isBuilt: everythingBuilt }));
    expect(labels).not.toContain('Departments');
    expect(labels).not.toContain('Stakeholder Master Data');
    expect(labels).toContain('Dashboard');
  });

  it('leaves out pages that are not built, and any group left empty', () => {
    const sections = visibleNavigation(navigation, { user: member('manager'), isBuilt: (path) => path === '/home' });
    expect(labelsOf(sections)).toEqual(['Dashboard']);
    expect(sections.map((section) => section.title)).toEqual([undefined]);
  });

  it('keeps the Invoice dropdown with only its built entries', () => {
    const sections = visibleNavigation(navigation, {
      user: member('executive'),
      isBuilt: (path) => path === '/invoice-history',
    });
    expect(sections[0]?.items).toEqual([expect.objectContaining({ kind: 'dropdown', label: 'Invoice' })]);
    expect(labelsOf(sections)).toEqual(['Invoice History']);
  });
});
