import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { hasSession } from '../api/stored-user';

// A route's `handle` may ask for the reads its first draw shows, from the address it was opened at.
export interface RouteReads {
  readAhead: (queryClient: QueryClient, url: URL) => void;
}

const readAheadOf = (route: RouteObject) => (route.handle as Partial<RouteReads> | undefined)?.readAhead;

// A signed-in visitor's reads are asked for as the app starts, alongside the code of the page they opened, instead
// of once that page has drawn. On a phone the answers are then there for its first draw, which is drawn once with
// them, rather than once empty and again as they arrive (docs/decisions/029-reads-ahead-and-a-zod-free-first-load.md).
// `matched` are the routes the address matched, as the router found them.
export function readAhead(queryClient: QueryClient, matched: readonly { route: RouteObject }[], url: URL) {
  if (!hasSession()) return;
  for (const { route } of matched) readAheadOf(route)?.(queryClient, url);
}
