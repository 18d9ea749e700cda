import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Spec part 2 §2.1: every path change starts at the top of the page.
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
