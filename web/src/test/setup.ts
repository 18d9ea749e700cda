import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No test opens a live socket; test/fake-socket.ts plays the server.
vi.mock('socket.io-client', () => import('./fake-socket'));

// A page's first draw, and its answers, on a busy two-core machine (its code is imported ahead: render.tsx).
configure({ asyncUtilTimeout: 5_000 });
// A test that clicks through a whole form can outlast one such wait.
vi.setConfig({ testTimeout: 15_000 });

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    // As in browsers, the empty query matches: mantine-datatable asks it of
    // every column without a visibleMediaQuery, and would hide them all.
    matches: query === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it for fonts loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
// jsdom has no layout; Mantine scrolls a Select's chosen option into view.
Element.prototype.scrollIntoView = vi.fn();
// jsdom has no layout, so every chart (recharts, under @mantine/charts) measures
// 0 × 0 and says so; only that warning is dropped.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
  warn(...args);
};
// jsdom cannot make object URLs (photo previews, CSV downloads).
URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
URL.revokeObjectURL = vi.fn();

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store; one test's must not show in the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // A test on the fake clock (clock.ts) must not leave it to the next.
  vi.useRealTimers();
});
