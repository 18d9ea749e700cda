import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/spotlight/styles.css';
import 'mantine-datatable/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { UiProviders } from './providers';
import { createQueryClient } from './query-client';

export const queryClient = createQueryClient();

export function App({ router }: { router: DataRouter }) {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>
  );
}
