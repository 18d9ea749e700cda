import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProviders } from './providers';

// The toasts' code loads on the visitor's first action or with the first toast, not with the page.
describe('the toasts every page shares', () => {
  afterEach(() => act(() => notifications.clean()));

  it('show a toast raised before the visitor has done anything', async () => {
    render(<UiProviders>page</UiProviders>);
    act(() => {
      notifications.show({ message: 'A new chat is waiting' });
    });
    expect(await screen.findByText('A new chat is waiting')).toBeInTheDocument();
  });

  it('are not loaded with the page, and are ready once the visitor has done something', async () => {
    render(<UiProviders>page</UiProviders>);
    const toastArea = () => document.querySelector('.mantine-Notifications-root');
    // Given time to load, had they been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastArea()).toBeNull();

    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await waitFor(() => expect(toastArea()).not.toBeNull());
  });
});
