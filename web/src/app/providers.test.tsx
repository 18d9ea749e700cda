import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The toasts' code loads on the visitor's first action or with the first toast, not with the page.
describe('the toasts every page shares', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.doUnmock('./toasts');
    vi.restoreAllMocks();
  });

  const toastArea = () => document.querySelector('.mantine-Notifications-root');

  it('show a toast raised before the visitor has done anything', async () => {
    const { UiProviders } = await import('./providers');
    render(<UiProviders>page</UiProviders>);
    act(() => {
      notifications.show({ message: 'A new chat is waiting' });
    });
    expect(await screen.findByText('A new chat is waiting')).toBeInTheDocument();
  });

  it('are not loaded with the page, and are ready once the visitor has done something', async () => {
    // Their code already imported once: had the page asked for it, it would show at once.
    await import('./toasts');
    const { UiProviders } = await import('./providers');
    render(<UiProviders>page</UiProviders>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastArea()).toBeNull();

    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await waitFor(() => expect(toastArea()).not.toBeNull());
  });

  it('ask for their code again with the next toast when it did not arrive', async () => {
    // React reports the failed load it caught; the page carries on.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('./toasts', () => {
      throw new Error('the connection dropped');
    });
    const { UiProviders } = await import('./providers');
    render(<UiProviders>page</UiProviders>);
    act(() => {
      notifications.show({ message: 'Lost in the dropped connection' });
    });
    // Asked for twice (a failed load is tried once more), and failed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastArea()).toBeNull();

    vi.doUnmock('./toasts');
    act(() => {
      notifications.show({ message: 'Network Error' });
    });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });
});
