import { maxImageBytes, messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { routes } from './routes';

const organizationId = '0d3f5a43-3c1e-4f7e-9a0c-6c2b1b9e4d21';
const formRoute = `GET /api/ticket/feedback-form/${organizationId}/`;
const submitRoute = `POST /api/ticket/create-feedback/${organizationId}/`;

function openForm(path = `/form/acadaboo/${organizationId}`, extra: Record<string, RouteHandler> = {}) {
  const api = mockApi({
    [formRoute]: { organization_name: 'Zenith Foods', product: null },
    [submitRoute]: jsonResponse(201, { reference: 'FBK-000042' }),
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const image = (name: string, bytes = 1024) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
// The 'Add images' button opens the system file picker; tests hand its input the files.
const attachmentsInput = () => screen.getByLabelText<HTMLInputElement>('Attachments', { selector: 'input' });
const chosenImages = () => screen.queryByRole('list', { name: 'Chosen images' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Ope');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Grace@Ope.ng');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0803 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Login fails');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'It says wrong password.{enter}Twice.');
}

describe('public feedback form', () => {
  it("shows the product and the organisation, titled 'Feedback Form', without anyone signed in", async () => {
    openForm(`/form/Acadaboo/${organizationId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Form' })).toBeInTheDocument();
    expect(screen.getByText('Acadaboo')).toBeInTheDocument();
    expect(await screen.findByText('Share your feedback with Zenith Foods')).toBeInTheDocument();
    expect(document.title).toBe('Feedback Form');
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
    expect(document.querySelector('[data-product-colour]')).toHaveAttribute('data-product-colour', 'acadaboo');
  });

  it('takes its colour from the product: its own for the three products, dark blue for any other', async () => {
    openForm(`/form/neo/${organizationId}`);
    await screen.findByText('Share your feedback with Zenith Foods');
    expect(document.querySelector('[data-product-colour]')).toHaveAttribute('data-product-colour', 'neo');
  });

  it('uses the default dark blue for a product of its own', async () => {
    openForm(`/form/helpdesk/${organizationId}`);
    await screen.findByText('Share your feedback with Zenith Foods');
    expect(screen.getByText('Helpdesk')).toBeInTheDocument();
    expect(document.querySelector('[data-product-colour]')).toHaveAttribute('data-product-colour', 'srm');
  });

  it('names every missing or wrong field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = openForm();
    await screen.findByRole('textbox', { name: 'Name' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The first field to fix has the focus.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '080123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(api.sentTo(submitRoute)).toHaveLength(0);
  });

  it('refuses a file that is not an image, and an image over 5 MB, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    openForm();
    await screen.findByRole('textbox', { name: 'Name' });

    await user.upload(attachmentsInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images upload accepted only');

    await user.upload(attachmentsInput(), image('huge.png', maxImageBytes + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Image size shouldn't be above 5MB per image"),
    );
    expect(chosenImages()).not.toBeInTheDocument();
    expect(screen.getByText('0 of 5 images')).toBeInTheDocument();
  });

  it('takes several images at once, at most five, and removes them one by one', async () => {
    const user = userEvent.setup();
    openForm();
    await screen.findByRole('textbox', { name: 'Name' });
    // Once the drop zone's code has arrived.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add images' })).toBeEnabled());

    await user.upload(attachmentsInput(), [image('one.png'), image('two.png')]);
    const list = await screen.findByRole('list', { name: 'Chosen images' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['one.png', 'two.png']);

    await user.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['two.png']);
    expect(screen.getByRole('button', { name: 'Add images' })).toHaveFocus();

    await user.upload(
      attachmentsInput(),
      ['a', 'b', 'c', 'd', 'e'].map((name) => image(`${name}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach at most 5 images');
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('sends the fields and the images as multipart, shows the reference, and empties the form when closed', async () => {
    const user = userEvent.setup();
    const { api } = openForm();
    await fillIn(user);
    await user.upload(attachmentsInput(), [image('one.png'), image('two.png')]);
    await screen.findByRole('list', { name: 'Chosen images' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Feedback Form Submitted Successfully' });
    expect(within(dialog).getByText("You've successfully Submitted a feedback form")).toBeInTheDocument();
    expect(within(dialog).getByText('FBK-000042')).toBeInTheDocument();

    const [sent] = api.sentTo(submitRoute);
    const body = sent?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'attachments'))).toEqual({
      name: 'Grace Ope',
      email: 'grace@ope.ng',
      phone: '8031234567',
      subject: 'Login fails',
      message: 'It says wrong password.\nTwice.',
      project_name: 'Acadaboo',
    });
    expect(body.getAll('attachments').map((file) => (file as File).name)).toEqual(['one.png', 'two.png']);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const field of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      expect(screen.getByRole('textbox', { name: field })).toHaveValue('');
    }
    expect(chosenImages()).not.toBeInTheDocument();
    expect(screen.getByText('0 of 5 images')).toBeInTheDocument();
  });

  it('shows the phone after +234 and sends the 10 digits of a number typed with its country code', async () => {
    const user = userEvent.setup();
    const { api } = openForm();
    await fillIn(user);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('Optional. A Nigerian number (+234), e.g. 0803 123 4567');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByText('+234')).toBeVisible();
    await user.clear(phone);
    await user.type(phone, '+234 803-123-4567');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('dialog', { name: 'Feedback Form Submitted Successfully' });
    const body = api.sentTo(submitRoute)[0]?.body as FormData;
    expect(body.get('phone')).toBe('8031234567');
  });

  it('leaves the phone out when none is given', async () => {
    const user = userEvent.setup();
    const { api } = openForm();
    await fillIn(user);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('dialog', { name: 'Feedback Form Submitted Successfully' });
    const body = api.sentTo(submitRoute)[0]?.body as FormData;
    expect(body.has('phone')).toBe(false);
    expect(body.getAll('attachments')).toEqual([]);
  });

  it("shows the server's field messages on their fields", async () => {
    const user = userEvent.setup();
    openForm(undefined, {
      [submitRoute]: jsonResponse(400, {
        detail: 'Please check the highlighted fields and try again.',
        errors: { email: 'Invalid email', attachments: 'Images upload accepted only' },
      }),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Images upload accepted only');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [500, 'An Error Occurred'],
    [429, 'Too many attempts. Please wait a moment and try again.'],
  ])('answers a %i with the toast %s and keeps what was typed', async (status, toast) => {
    const user = userEvent.setup();
    openForm(undefined, { [submitRoute]: jsonResponse(status, { detail: 'Server Error' }) });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Ope');
  });

  it('says the form does not exist for an unknown organisation', async () => {
    openForm(undefined, { [formRoute]: jsonResponse(404, { detail: 'The item you asked for does not exist.' }) });

    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This feedback form does not exist. Please check the link you were given.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('says the form does not exist, without asking, when the address holds no organisation id', async () => {
    const { api } = openForm('/form/acadaboo/not-an-id');

    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
