import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

interface AutoScrollOptions {
  stepPx: number;
  intervalMs: number;
  paused: boolean;
}

// Moves a scroll container down one step at a time and back to the top once
// the end is reached. Visitors who ask the system for reduced motion get a still gallery.
export function useAutoScroll<T extends HTMLElement>({ stepPx, intervalMs, paused }: AutoScrollOptions) {
  const ref = useRef<T>(null);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (paused || reduceMotion) return;
    // Steps count from where the last one aimed, not from scrollTop: a smooth
    // scroll still under way would otherwise keep the gallery short of the end forever.
    let target = ref.current?.scrollTop ?? 0;
    const timer = window.setInterval(() => {
      const element = ref.current;
      if (!element) return;
      const end = element.scrollHeight - element.clientHeight;
      target = target >= end - 1 ? 0 : Math.min(target + stepPx, end);
      element.scrollTop = target;
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, stepPx, intervalMs]);

  return ref;
}
