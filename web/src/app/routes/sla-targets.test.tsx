import { messages, type SlaSettings } from '@srm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

const targets: SlaSettings = { standard_hours: 24, medium_hours: 72, complex_hours: 168 };

function openSlaTab() {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/sla-settings/': targets,
    'PUT /api/profile/sla-settings/': ({ body }) => body as object,
    'GET /api/profile/ticket-emails/': { email_stakeholders: true },
    'PUT /api/profile/ticket-emails/': ({ body }) => body as object,
  });
  return { api, ...renderRoutes(routes, '/settings?tab=sla') };
}

describe('Organization Settings: SLA targets', () => {
  it('shows the hours of each SLA category', async () => {
    openSlaTab();

    expect(await screen.findByRole('tab', { name: 'Tickets & SLA', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Standard (hours)' })).toHaveValue('24');
    expect(screen.getByRole('textbox', { name: 'Medium (hours)' })).toHaveValue('72');
    expect(screen.getByRole('textbox', { name: 'Complex (hours)' })).toHaveValue('168');
  });

  it('refuses hours outside 1 to 8760 without calling the server', async () => {
    const user = userEvent.setup();
    const { api } = openSlaTab();
    const standard = await screen.findByRole('textbox', { name: 'Standard (hours)' });
    await user.clear(standard);
    await user.clear(screen.getByRole('textbox', { name: 'Complex (hours)' }));
    await user.type(screen.getByRole('textbox', { name: 'Complex (hours)' }), '9000');
    await user.click(screen.getByRole('button', { name: 'Save SLA Targets' }));

    expect(await screen.findAllByText('Enter a number of hours from 1 to 8760')).toHaveLength(2);
    expect(standard).toHaveAccessibleDescription('Enter a number of hours from 1 to 8760');
    expect(api.sentTo('PUT /api/profile/sla-settings/')).toHaveLength(0);
  });

  it('saves the new hours and says so', async () => {
    const user = userEvent.setup();
    const { api } = openSlaTab();
    const medium = await screen.findByRole('textbox', { name: 'Medium (hours)' });
    await user.clear(medium);
    await user.type(medium, '48');
    await user.click(screen.getByRole('button', { name: 'Save SLA Targets' }));

    expect(await screen.findByText('SLA targets saved.')).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/sla-settings/').map(({ body }) => body)).toEqual([
      { standard_hours: 24, medium_hours: 48, complex_hours: 168 },
    ]);
  });

  it("shows the server's message beside the field it refused", async () => {
    const user = userEvent.setup();
    const { api } = openSlaTab();
    api.on('PUT /api/profile/sla-settings/', () =>
      jsonResponse(422, {
        detail: 'Please fill forms correctly',
        errors: { complex_hours: 'Enter a number of hours from 1 to 8760' },
      }),
    );
    const complex = await screen.findByRole('textbox', { name: 'Complex (hours)' });
    await user.clear(complex);
    await user.type(complex, '100');
    await user.click(screen.getByRole('button', { name: 'Save SLA Targets' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill forms correctly');
    expect(complex).toHaveAccessibleDescription('Enter a number of hours from 1 to 8760');
  });

  it('turns the emails to stakeholders off, saved at once', async () => {
    const user = userEvent.setup();
    const { api } = openSlaTab();
    const emails = await screen.findByRole('switch', { name: /^Email stakeholders about their tickets/ });
    expect(emails).toBeChecked();
    await user.click(emails);
    expect(await screen.findByText(messages.ticketEmailsSaved)).toBeInTheDocument();
    expect(api.sentTo('PUT /api/profile/ticket-emails/')[0]?.body).toEqual({ email_stakeholders: false });
    expect(emails).not.toBeChecked();
  });
});
