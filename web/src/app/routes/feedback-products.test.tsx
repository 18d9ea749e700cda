import { type ManagedFeedbackProduct, messages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

const product = (fields: Partial<ManagedFeedbackProduct> & Pick<ManagedFeedbackProduct, 'slug' | 'name'>) => ({
  id: `00000000-0000-4000-8000-0000000000${fields.slug.length}${fields.name.length}`.slice(0, 36),
  short_code: fields.name.slice(0, 2).toUpperCase(),
  colour: 'blue' as const,
  retired: false,
  count: 0,
  ...fields,
});
const acadaboo = product({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  slug: 'acadaboo',
  name: 'Acadaboo',
  colour: 'acadaboo',
  count: 3,
});
const neo = product({ id: '0a1b2c3d-0000-4000-8000-000000000002', slug: 'neo', name: 'Neo', colour: 'neo' });

function openProducts() {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/profile/feedback-products/': { results: [acadaboo, neo] },
    'POST /api/profile/feedback-products/': ({ body }) =>
      jsonResponse(201, product({ ...(body as object), slug: 'mobile-app', name: (body as { name: string }).name })),
    [`PUT /api/profile/feedback-products/${neo.id}/`]: ({ body }) => ({ ...neo, ...(body as object) }),
  });
  return { api, ...renderRoutes(routes, '/settings?tab=products') };
}

describe('Organization Settings: feedback products', () => {
  it("lists the organisation's products with their codes, form addresses and responses", async () => {
    openProducts();
    expect(await screen.findByRole('tab', { name: 'Feedback Products', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Acadaboo' });
    expect(within(card).getByText('AC')).toBeInTheDocument();
    expect(within(card).getByText('/form/acadaboo')).toBeInTheDocument();
    expect(within(card).getByText('3 responses')).toBeInTheDocument();
  });

  it('adds a product, checking its fields first', async () => {
    const user = userEvent.setup();
    const { api } = openProducts();
    await user.click(await screen.findByRole('button', { name: 'Add a Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText(messages.productNameRequired)).toBeInTheDocument();
    expect(api.sentTo('POST /api/profile/feedback-products/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Product name'), 'Mobile App');
    await user.type(within(dialog).getByLabelText(/^Short code/), 'ma');
    await chooseOption(user, 'Colour', 'Indigo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(messages.productAdded)).toBeInTheDocument();
    expect(api.sentTo('POST /api/profile/feedback-products/')[0]?.body).toEqual({
      name: 'Mobile App',
      short_code: 'MA',
      colour: 'indigo',
    });
  });

  it('says a refused field under it, and a refusal no field explains in a toast, the dialog staying open', async () => {
    const user = userEvent.setup();
    const { api } = openProducts();
    api.on(
      'POST /api/profile/feedback-products/',
      jsonResponse(422, { detail: messages.validationFailed, errors: { short_code: messages.invalidValue } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Product' });
    await user.type(within(dialog).getByLabelText('Product name'), 'Mobile App');
    await user.type(within(dialog).getByLabelText(/^Short code/), 'ma');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const code = within(dialog).getByLabelText(/^Short code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(messages.invalidValue)));
    expect(code).toHaveFocus();

    api.on(
      'POST /api/profile/feedback-products/',
      jsonResponse(422, { detail: messages.validationFailed, errors: { body: messages.textTooLong } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(messages.textTooLong)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a Product' })).toBeInTheDocument();
  });

  it('renames a product and retires it, keeping its code and colour', async () => {
    const user = userEvent.setup();
    const { api } = openProducts();
    const card = await screen.findByRole('article', { name: 'Neo' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Neo' });
    const name = within(dialog).getByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'Neo Banking');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(api.sentTo(`PUT /api/profile/feedback-products/${neo.id}/`)[0]?.body).toEqual({
        name: 'Neo Banking',
        short_code: 'NE',
        colour: 'neo',
      }),
    );

    await user.click(within(card).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(api.sentTo(`PUT /api/profile/feedback-products/${neo.id}/`)[1]?.body).toEqual({
        name: 'Neo',
        short_code: 'NE',
        colour: 'neo',
        retired: true,
      }),
    );
  });
});
