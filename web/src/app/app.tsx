import { paths } from '@srm/contract';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/spotlight/styles.css';
import 'mantine-datatable/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionEndedHandler } from '../api/client';
import { UiProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes/routes';

const queryClient = createQueryClient();

const router = createBrowserRouter(routes);

setSessionEndedHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

export function App() {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>
  );
}
