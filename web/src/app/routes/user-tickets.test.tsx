import type { Profile, StaffUser, StaffUserDetail } from '@srm/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { aTicket, pageOf } from '../../test/ticket-fixtures';
import { routes } from './routes';

const bola: StaffUser = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  first_name: 'Bola',
  last_name: 'Ade',
  email: 'bola@zenith.ng',
  permission_type: 'support',
  department_id: null,
  department_name: null,
  email_verified: true,
  image_url: null,
  org_origin: false,
};
const bolaDetail: StaffUserDetail = { ...bola, tickets: { overdue: 1, due: 0, open: 2, resolved: 4 } };
const bolasTicket = aTicket({
  title: 'Lift stuck on floor 2',
  handler: { id: bola.id, first_name: 'Bola', last_name: 'Ade', email: bola.email },
  handler_id: bola.id,
});

function openAs(profile: Profile, path: string) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/profile/all-users/': { results: [bola], count: 1, page: 1, page_size: 15 },
    'GET /api/profile/get-departments/': { results: [], count: 0, page: 1, page_size: 100 },
    [`GET /api/profile/get-user/${bola.id}/`]: bolaDetail,
    [`GET /api/ticket/get-user-tickets/${bola.id}/`]: pageOf([bolasTicket]),
  });
  return { api, ...renderRoutes(routes, path) };
}

describe('user tickets', () => {
  it('names the user and lists the tickets they handle, from ?user_id=', async () => {
    const { api } = openAs(managerProfile, `/user-tickets?user_id=${bola.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets of Bola Ade' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: new RegExp(bolasTicket.reference) })).toHaveTextContent(
      'Lift stuck on floor 2',
    );
    expect(api.sentTo(`GET /api/ticket/get-user-tickets/${bola.id}/`)[0]?.url.searchParams.get('page')).toBe('1');
  });

  it("is reached from 'View all Tickets' in a member's detail panel", async () => {
    const user = userEvent.setup();
    const { router } = openAs(managerProfile, '/settings');
    await user.click(
      within(await screen.findByRole('row', { name: /Bola Ade/ })).getByRole('button', { name: 'View User' }),
    );
    await user.click(await screen.findByRole('link', { name: 'View all Tickets' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets of Bola Ade' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/user-tickets?user_id=${bola.id}`);
  });

  it('takes the user from navigation state, as older links pass it, without asking a support user for details', async () => {
    const support: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };
    const { api, router } = openAs(support, '/home');
    await screen.findByRole('navigation', { name: 'Main' });

    await act(() => router.navigate('/user-tickets', { state: { id: bola.id, first_name: 'Bola', last_name: 'Ade' } }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets of Bola Ade' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: new RegExp(bolasTicket.reference) })).toBeInTheDocument();
    expect(api.sentTo(`GET /api/profile/get-user/${bola.id}/`)).toHaveLength(0);
  });
});
