import { useId as useReactId } from 'react';

// Mantine's useId, as the build gives it to Mantine (build/mantine-ids-from-react.ts): React's own id, the same
// from the first render on. Mantine's sets a random one after mounting instead, a state change inside the commit
// that draws every component with an id a second time and runs the page's effects in that same long task
// (docs/decisions/030-one-commit-per-first-draw.md).
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
