import { messages, type NotificationPage } from '@srm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, storedUserKey } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { managerProfile, noticesOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { NotificationBell } from './notification-bell';

function renderBell(answer: NotificationPage) {
  localStorage.setItem(accessTokenKey, 'token');
  localStorage.setItem(storedUserKey, JSON.stringify(managerProfile));
  const api = mockApi({
    'GET /api/notifications/': answer,
    'POST /api/notifications/read/': { unread_count: 0 },
  });
  const rendered = renderRoutes(
    [
      { path: '/home', element: <NotificationBell /> },
      { path: '/tickets', element: <p>Tickets page</p> },
    ],
    '/home',
  );
  return { api, ...rendered };
}

describe('the notification bell', () => {
  it('shows the unread count, and opens a notice where it leads, marking it read', async () => {
    const user = userEvent.setup();
    const { api, router } = renderBell(noticesOf([true, false]));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const unread = await screen.findByRole('button', { name: /^Unread: TCK-000001 was assigned to you / });

    await user.click(unread);
    const sent = await api.requested('POST /api/notifications/read/');
    expect(sent.body).toEqual({ ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(router.state.location.pathname + router.state.location.search).toBe('/tickets?search=TCK-000001');
  });

  it('marks all read at once, and says when there is nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderBell(noticesOf([true, true]));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect((await api.requested('POST /api/notifications/read/')).body).toEqual({ all: true });
  });

  it('says when there is nothing to tell', async () => {
    const user = userEvent.setup();
    renderBell(noticesOf([]));
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText(messages.noNotifications)).toBeInTheDocument();
    expect(within(panel).getByText('Mark all read').closest('button')).toBeDisabled();
  });
});
