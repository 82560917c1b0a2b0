import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryRouter } from '../shared/history-router';
import { createQueryClient } from '../shared/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryRouter>
        <AppRoutes />
      </HistoryRouter>
    </QueryClientProvider>
  );
}
