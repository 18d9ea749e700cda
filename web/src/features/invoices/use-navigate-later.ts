import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

// Redirects wait 1.5 s, so the toast can be read first.
export const redirectDelayMs = 1500;

// Goes to an address after the delay (not if the page is left meanwhile);
// `leaving` tells the page to keep its buttons from being pressed again.
export function useNavigateLater() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const navigateLater = (to: string) => {
    clearTimeout(timer.current);
    setLeaving(true);
    timer.current = setTimeout(() => void navigate(to), redirectDelayMs);
  };
  return { navigateLater, leaving };
}
