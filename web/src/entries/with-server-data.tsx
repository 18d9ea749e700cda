import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';

// For a public page that asks the server (the landing page asks nothing, and
// so loads none of this).
export function withServerData(page: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>;
}
