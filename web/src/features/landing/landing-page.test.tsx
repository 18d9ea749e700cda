import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { LandingPage } from './landing-page';

// The test setup's matchMedia, put back after the test that asks for reduced motion.
const setupMatchMedia = vi.mocked(window.matchMedia).getMockImplementation();

afterEach(() => {
  vi.useRealTimers();
  if (setupMatchMedia) vi.mocked(window.matchMedia).mockImplementation(setupMatchMedia);
});

// jsdom does no layout: give a gallery viewport the sizes a browser would.
function giveLayout(
  element: HTMLElement,
  { clientHeight, scrollHeight }: { clientHeight: number; scrollHeight: number },
) {
  let scrollTop = 0;
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.min(value, scrollHeight - clientHeight);
    },
  });
}

describe('LandingPage', () => {
  it('sends every Get Started button to account creation', () => {
    renderAt(<LandingPage />);
    const buttons = screen.getAllByRole('link', { name: 'Get Started' });
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/create-account');
  });

  it('offers returning users Log in, in the top bar', () => {
    renderAt(<LandingPage />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the hero headline, five avatars and the 2024 copyright', () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/look after every stakeholder/i);
    expect(screen.getByRole('group', { name: 'Support staff who use SRM' }).querySelectorAll('img')).toHaveLength(5);
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('loads images below the fold lazily', () => {
    renderAt(<LandingPage />);
    const galleryImages = screen.getAllByTestId('screenshot-gallery').flatMap((g) => [...g.querySelectorAll('img')]);
    expect(galleryImages.length).toBe(6);
    for (const image of galleryImages) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('changes the top bar once the page is scrolled', () => {
    renderAt(<LandingPage />);
    const topBar = screen.getByRole('banner');
    expect(topBar).not.toHaveAttribute('data-scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
      fireEvent.scroll(window);
    });
    expect(topBar).toHaveAttribute('data-scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      fireEvent.scroll(window);
    });
  });

  it('scrolls each gallery 200 px every 300 ms and returns to the top at the end', () => {
    vi.useFakeTimers();
    renderAt(<LandingPage />);
    const [gallery] = screen.getAllByTestId('screenshot-gallery');
    giveLayout(gallery!, { clientHeight: 480, scrollHeight: 880 });

    act(() => vi.advanceTimersByTime(300));
    expect(gallery!.scrollTop).toBe(200);
    act(() => vi.advanceTimersByTime(300));
    expect(gallery!.scrollTop).toBe(400);
    act(() => vi.advanceTimersByTime(300));
    expect(gallery!.scrollTop).toBe(0);
  });

  it('holds a gallery still while the keyboard is on it', () => {
    vi.useFakeTimers();
    renderAt(<LandingPage />);
    const [gallery] = screen.getAllByTestId('screenshot-gallery');
    giveLayout(gallery!, { clientHeight: 480, scrollHeight: 2000 });
    act(() => gallery!.focus());
    act(() => vi.advanceTimersByTime(900));
    expect(gallery!.scrollTop).toBe(0);
  });

  it('keeps the galleries still for visitors who ask for reduced motion', () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers();
    renderAt(<LandingPage />);
    const [gallery] = screen.getAllByTestId('screenshot-gallery');
    giveLayout(gallery!, { clientHeight: 480, scrollHeight: 2000 });
    act(() => vi.advanceTimersByTime(900));
    expect(gallery!.scrollTop).toBe(0);
  });
});
