import { messages, type PublicTicket } from '@srm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { routes } from './routes';

beforeAll(() => import('../../features/tickets/public/public-ticket-page'), 60_000);

const token = '8b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const ticketRoute = `GET /api/your-ticket/${token}/`;
const answerRoute = `POST /api/your-ticket/${token}/answers/`;

const ticket: PublicTicket = {
  reference: 'TCK-000007',
  title: 'Refund not received',
  description: 'Paid twice for one order',
  status: 'open',
  organization_name: 'Zenith Foods',
  stakeholder_name: 'Grace Ope',
  created_at: '2025-03-01T09:00:00.000Z',
  resolved_at: null,
  thread: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      kind: 'opened',
      author: 'Ada Obi',
      body: null,
      files: [],
      created_at: '2025-03-01T09:00:00.000Z',
    },
    {
      id: '0a1b2c3d-0000-4000-8000-000000000002',
      kind: 'reply',
      author: 'Kemi Bello',
      body: 'We are checking with the bank.',
      files: [],
      created_at: '2025-03-01T10:00:00.000Z',
    },
  ],
};

function openTicketPage(extra: Record<string, RouteHandler> = {}) {
  const api = mockApi({ [ticketRoute]: ticket, ...extra });
  return { api, ...renderRoutes(routes, `/your-ticket/${token}`) };
}

describe("A stakeholder's ticket page", () => {
  it('shows their ticket, the organisation and the replies, without signing in', async () => {
    openTicketPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund not received' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Foods · Your ticket')).toBeInTheDocument();
    expect(screen.getByText('Paid twice for one order')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(within(thread).getByText(/^Kemi Bello replied/)).toBeInTheDocument();
    expect(within(thread).getByText('We are checking with the bank.')).toBeInTheDocument();
  });

  it('sends their message and shows it in the thread', async () => {
    const user = userEvent.setup();
    const answered: PublicTicket = {
      ...ticket,
      thread: [
        ...ticket.thread,
        {
          id: '0a1b2c3d-0000-4000-8000-000000000003',
          kind: 'answer',
          author: null,
          body: 'Any news?',
          files: [],
          created_at: '2025-03-02T10:00:00.000Z',
        },
      ],
    };
    const { api } = openTicketPage({ [answerRoute]: jsonResponse(201, answered) });
    const box = await screen.findByLabelText('Write to Zenith Foods');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.answerRequired)).toBeInTheDocument();
    expect(api.sentTo(answerRoute)).toHaveLength(0);

    await user.type(box, 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.answerSent)).toBeInTheDocument();
    expect(api.sentTo(answerRoute)[0]?.body).toEqual({ body: 'Any news?' });
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Any news?')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('sends their files with their message, refusing a kind we do not keep before sending, and shows ours', async () => {
    // As a chooser set to show every file does: the input's `accept` only suggests.
    const user = userEvent.setup({ applyAccept: false });
    const answered: PublicTicket = {
      ...ticket,
      thread: [
        ...ticket.thread,
        {
          id: '0a1b2c3d-0000-4000-8000-000000000004',
          kind: 'answer',
          author: null,
          body: 'The receipt',
          files: [
            {
              id: '0a1b2c3d-0000-4000-8000-000000000005',
              location: '/api/files/org/tickets/receipt.pdf?exp=1&sig=a',
              file_name: 'receipt.pdf',
              content_type: 'application/pdf',
              size: 2048,
            },
          ],
          created_at: '2025-03-02T10:00:00.000Z',
        },
      ],
    };
    const { api } = openTicketPage({ [answerRoute]: jsonResponse(201, answered) });
    await user.type(await screen.findByLabelText('Write to Zenith Foods'), 'The receipt');
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.documentNotAccepted)).toBeInTheDocument();
    expect(api.sentTo(answerRoute)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    await user.upload(picker, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('receipt.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.answerSent)).toBeInTheDocument();
    const sent = api.sentTo(answerRoute)[0]?.body as FormData;
    expect(sent.get('body')).toBe('The receipt');
    expect((sent.getAll('files') as File[]).map((file) => file.name)).toEqual(['receipt.pdf']);
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    const messagesList = screen.getByRole('list', { name: 'Messages' });
    expect(within(messagesList).getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute(
      'href',
      '/api/files/org/tickets/receipt.pdf?exp=1&sig=a',
    );
  });

  it('tells them that writing reopens a resolved ticket', async () => {
    openTicketPage({ [ticketRoute]: { ...ticket, status: 'resolved' } });
    expect(await screen.findByText('Still not right? Your message reopens the ticket.')).toBeInTheDocument();
  });

  it('offers a fresh link when theirs has expired', async () => {
    const user = userEvent.setup();
    const renewRoute = `POST /api/your-ticket/${token}/new-link/`;
    const { api } = openTicketPage({
      [ticketRoute]: jsonResponse(410, { detail: messages.ticketLinkExpired }),
      [renewRoute]: { detail: messages.ticketLinkSent },
    });
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(messages.ticketLinkSent)).toBeInTheDocument();
    expect(api.sentTo(renewRoute)).toHaveLength(1);
  });

  it('says a link that is not valid is not valid', async () => {
    openTicketPage({ [ticketRoute]: jsonResponse(404, { detail: messages.ticketLinkInvalid }) });
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.ticketLinkInvalid)).toBeInTheDocument();
  });
});
