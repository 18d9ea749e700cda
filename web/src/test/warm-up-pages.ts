import type { RouteObject } from 'react-router';
import { routes } from '../app/routes/routes';
import { preloadListTable } from '../ui/data-table/list-data-table-loader';

// Imports the code of every page the route table loads lazily. Run once per test worker before its first test
// that renders (render.tsx): a test whose page is the first to need a big piece of code otherwise spends its waiting time on
// that code's first transform (five to ten seconds on a busy two-core machine), and passes or fails by the order
// the files happened to run in.
export async function warmUpPages(table: RouteObject[] = routes): Promise<void> {
  // And the lists' table, which the pages load where a table shows (ui/data-table/list-table.tsx).
  if (table === routes) await preloadListTable();
  await Promise.all(
    table.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await warmUpPages(route.children);
    }),
  );
}
