import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryRouter } from '../shared/history-router';
import { createQueryClient } from '../shared/query-client';
import type { SsrSeed } from '../shared/ssr-seed';
import { AppRoutes } from './router';

/** `seed`: the data a server-rendered first screen was rendered from (main.tsx), so both render alike. */
export function App({ seed = null }: { seed?: SsrSeed | null }) {
  const [queryClient] = useState(() => createQueryClient(seed?.queries));
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryRouter>
        <AppRoutes />
      </HistoryRouter>
    </QueryClientProvider>
  );
}
