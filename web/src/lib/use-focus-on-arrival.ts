import { type RefObject, useEffect } from 'react';

// A page that is its form starts typing in its first field. The focus waits for a task of its own: focusing
// makes the browser bring the whole page's style and layout up to date at once, which on a page just taken over
// (entries/sign-in-page.tsx) would lengthen the one long task that took it over by half again.
export function useFocusOnArrival(field: RefObject<HTMLElement | null>) {
  useEffect(() => {
    // Unless the visitor has already put the focus somewhere themselves.
    const timer = setTimeout(() => {
      if (document.activeElement === document.body) field.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [field]);
}
