import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { navigation, visibleNavigation } from './navigation';
import { Sidebar } from './sidebar';

const sectionsFor = (role: 'manager' | 'support') =>
  visibleNavigation(navigation, { user: { role, isAccountCreator: false }, isBuilt: () => true });

describe('Sidebar', () => {
  it('shows the ticket counts next to the status lists', async () => {
    mockApi({
      'GET /api/ticket/ticket-counts/': { total: 12, new: 0, open: 7, due: 0, overdue: 3, unresolved: 10, resolved: 2 },
    });
    renderAt(<Sidebar sections={sectionsFor('manager')} />, '/home');
    expect(await screen.findByLabelText('7 open tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Overdue Tickets/ })).toHaveTextContent('3');
    expect(screen.getByLabelText('0 due tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent(/\d/);
  });

  it('marks the page being shown as current', () => {
    renderAt(<Sidebar sections={sectionsFor('manager')} />, '/tickets');
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the Invoice dropdown from the keyboard and follows a link, closing the mobile menu', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { router } = renderAt(<Sidebar sections={sectionsFor('manager')} onNavigate={onNavigate} />, '/home');

    screen.getByRole('button', { name: 'Invoice' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Invoice History' }));

    expect(router.state.location.pathname).toBe('/invoice-history');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('offers support users no settings beyond their own account', () => {
    renderAt(<Sidebar sections={sectionsFor('support')} />);
    expect(screen.queryByRole('link', { name: 'Organization Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
  });
});
