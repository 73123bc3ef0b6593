import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

import { createQueryClient } from '@/lib/query-client';

import { useBackendHealth } from './use-backend-health';

function BackendStatus() {
  const health = useBackendHealth();
  if (health.isPending) return <p role="status">Backend: checking…</p>;
  if (health.isError) return <p role="status">Backend: unreachable</p>;
  return <p role="status">Backend: connected</p>;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-6">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Musterfirma Transporte</h1>
        <BackendStatus />
      </main>
    </QueryClientProvider>
  );
}
