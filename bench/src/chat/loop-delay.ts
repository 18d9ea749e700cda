import { monitorEventLoopDelay } from 'node:perf_hooks';

// How late the process's event loop ran its timers: a busy loop delays every
// socket's delivery by as much. Each reading covers the time since the previous one.
export function watchLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : 0);
  return () => {
    const reading = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    histogram.reset();
    return reading;
  };
}
