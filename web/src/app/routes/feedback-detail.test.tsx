import { type FeedbackDetail, messages, type Profile, type StaffUser } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { aFeedback, aFeedbackDetail, anImage } from '../../test/feedback-fixtures';
import { managerProfile } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { aTicket, aTicketDetail } from '../../test/ticket-fixtures';
import { routes } from './routes';

const kemi: StaffUser = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  first_name: 'Kemi',
  last_name: 'Bello',
  email: 'kemi@zenith.ng',
  permission_type: 'support',
  department_id: null,
  department_name: null,
  email_verified: true,
  image_url: null,
  org_origin: false,
};
const supportProfile: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };

const feedback = aFeedbackDetail(
  aFeedback({
    subject: 'Cannot download my certificate',
    message: 'The button does nothing.\nI tried twice.',
    stakeholder: { name: 'Grace Ope', email: 'grace@ope.ng', phone: '8031234567' },
    attachment_count: 2,
  }),
  { feedback_media: [anImage('screen-1.png'), anImage('screen-2.png')] },
);
const detailRoute = `GET /api/ticket/get-single-feedback/${feedback.id}/`;
const ticket = aTicket({
  reference: 'TCK-000321',
  status: 'open',
  title: feedback.subject,
  feedback: { id: feedback.id, reference: feedback.reference },
});
const withTicket: FeedbackDetail = {
  ...feedback,
  ticket: { id: ticket.id, reference: ticket.reference, status: 'open' },
};

function openFeedbackAs(profile: Profile, answer: RouteHandler = feedback, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/profile/all-users/': { results: [kemi], count: 1, page: 1, page_size: 100 },
    [detailRoute]: answer,
    [`GET /api/ticket/get-ticket/${ticket.id}/`]: aTicketDetail(ticket),
    'GET /api/ticket/feedback-products/': { results: [] },
    'GET /api/ticket/get-feedbacks/': { results: [], count: 0, page: 1, page_size: 15 },
    ...extra,
  });
  return { api, ...renderRoutes(routes, `/feedback/${feedback.id}`) };
}

// SLA category and type offer the same words: the option is looked for in the list its Select opened.
async function chooseOption(user: UserEvent, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('feedback detail', () => {
  it('shows who sent it, about what, and what they wrote, line breaks kept', async () => {
    openFeedbackAs(supportProfile);

    expect(await screen.findByRole('heading', { level: 1, name: feedback.subject })).toBeInTheDocument();
    expect(screen.getByText('Grace Ope')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grace@ope.ng' })).toHaveAttribute('href', 'mailto:grace@ope.ng');
    expect(screen.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(screen.getByText('Acadaboo')).toBeInTheDocument();
    expect(screen.getAllByText(feedback.reference)).not.toHaveLength(0);
    expect(screen.getByText('06/01/2025 14:05')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText(/The button does nothing\./).textContent).toBe('The button does nothing.\nI tried twice.');
  });

  it('shows the images, opens one large, and offers each for download', async () => {
    const user = userEvent.setup();
    openFeedbackAs(supportProfile);
    const gallery = await screen.findByRole('list', { name: 'Images' });
    const [first, second] = feedback.feedback_media;

    expect(within(gallery).getByRole('img', { name: 'screen-1.png' })).toHaveAttribute('src', first?.location);
    const download = within(gallery).getByRole('link', { name: 'Download screen-2.png' });
    expect(download).toHaveAttribute('href', second?.location);
    expect(download).toHaveAttribute('download', 'screen-2.png');

    await user.click(within(gallery).getByRole('button', { name: 'Open screen-1.png' }));

    const large = await screen.findByRole('dialog', { name: 'screen-1.png' });
    expect(within(large).getByRole('img', { name: 'screen-1.png' })).toHaveAttribute('src', first?.location);
    expect(within(large).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'screen-1.png');
  });

  it('makes a ticket from the feedback, filled in from it, and then shows that ticket', async () => {
    const user = userEvent.setup();
    let answer = feedback;
    const { api } = openFeedbackAs(managerProfile, () => answer, {
      'POST /api/ticket/create-ticket/': () => {
        answer = withTicket;
        return jsonResponse(201, ticket);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Create a Ticket' }));

    const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(wizard).getByLabelText('Stakeholder Name')).toHaveValue('Grace Ope');
    expect(within(wizard).getByLabelText('Stakeholder Email')).toHaveValue('grace@ope.ng');
    expect(within(wizard).getByLabelText('Ticket Title')).toHaveValue(feedback.subject);
    expect(within(wizard).getByLabelText('Description')).toHaveValue(feedback.message);
    await chooseOption(user, 'Priority', 'High');
    await chooseOption(user, 'SLA Category', 'Standard');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    expect(await screen.findByRole('dialog', { name: 'Ticket Created Successfully' })).toBeInTheDocument();
    expect(api.sentTo('POST /api/ticket/create-ticket/')[0]?.body).toMatchObject({
      name: 'Grace Ope',
      email: 'grace@ope.ng',
      title: feedback.subject,
      description: feedback.message,
      feedback_id: feedback.id,
    });
    // The feedback is asked again and now has its ticket; no second ticket is offered.
    expect(await screen.findByRole('link', { name: /Ticket TCK-000321/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a Ticket' })).not.toBeInTheDocument();
  });

  it("shows a colleague's ticket when they made one from the feedback first", async () => {
    const user = userEvent.setup();
    let answer = feedback;
    openFeedbackAs(managerProfile, () => answer, {
      'POST /api/ticket/create-ticket/': () => {
        answer = withTicket;
        return jsonResponse(400, { detail: messages.feedbackHasTicket, errors: {} });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create a Ticket' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    await chooseOption(user, 'Priority', 'High');
    await chooseOption(user, 'SLA Category', 'Standard');
    await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');

    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));

    expect(await within(wizard).findByText(messages.feedbackHasTicket)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Ticket TCK-000321/, hidden: true })).toBeInTheDocument();
  });

  it('does not offer a support user to make a ticket', async () => {
    openFeedbackAs(supportProfile);
    await screen.findByRole('heading', { level: 1, name: feedback.subject });
    await settled();
    expect(screen.queryByRole('button', { name: 'Create a Ticket' })).not.toBeInTheDocument();
  });

  it("links to the page of the ticket made from the feedback, with the ticket's status", async () => {
    openFeedbackAs(managerProfile, withTicket);

    const ticketLink = await screen.findByRole('link', { name: /Ticket TCK-000321/ });
    expect(within(ticketLink).getByText('Open')).toBeInTheDocument();
    expect(ticketLink).toHaveAttribute('href', '/tickets/TCK-000321');
    expect(screen.queryByRole('button', { name: 'Create a Ticket' })).not.toBeInTheDocument();
  });

  it('says when the feedback does not exist, and goes back to the inbox', async () => {
    const user = userEvent.setup();
    const { router } = openFeedbackAs(managerProfile, jsonResponse(404, { detail: 'Not found' }));

    expect(await screen.findByRole('heading', { name: 'Feedback not found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback-forms'));
  });
});
