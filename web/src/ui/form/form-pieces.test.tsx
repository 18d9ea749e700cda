import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { FormAlert } from './form-alert';
import { FormTitle } from './form-title';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('form pieces', () => {
  it('shows the step and a progress bar as wide as the share of steps done', () => {
    renderAt(<FormTitle title="Create Account" step={{ current: 2, total: 3 }} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 3' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it("labels a text input and asks to 'Enter' it, with its error line", () => {
    renderAt(<TextField label="Business Name" error="Business name is required" />);
    const input = screen.getByLabelText('Business Name');
    expect(input).toHaveAttribute('placeholder', 'Enter business name');
    expect(input).toHaveAccessibleDescription('Business name is required');
  });

  it('shows and hides a password from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt(<PasswordField label="Password" defaultValue="Secret#123" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows an error box only when there is something to say', () => {
    const { unmount } = renderAt(<FormAlert kind="error">{false}</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    renderAt(<FormAlert kind="error">Network Error</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  });
});
