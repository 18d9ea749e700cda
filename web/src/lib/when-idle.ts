// Runs `callback` once the browser has a moment with nothing to do, or after `within` ms at the latest: for
// code a page will want soon but not for its first paint, so that fetching it does not compete with what the
// page draws first. Returns a way to cancel.
export function whenIdle(callback: () => void, { within = 2_000 } = {}) {
  // Safari before 18 has no idle callbacks: the next turn of the event loop will do.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: within });
  return () => window.cancelIdleCallback(handle);
}
