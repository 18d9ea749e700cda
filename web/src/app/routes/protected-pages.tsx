import type { RouteObject } from 'react-router';

// The pages behind the session guard, drawn inside the app shell. A page is
// listed here once it is built; the sidebar shows only the pages listed here.
export const protectedPages: RouteObject[] = [];

export const builtProtectedPaths: ReadonlySet<string> = new Set(
  protectedPages.flatMap((page) => (page.path ? [page.path] : [])),
);
