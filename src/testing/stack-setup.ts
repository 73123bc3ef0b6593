/**
 * Setup for `*.stack.test.tsx`: the app's Supabase clients talk to the test stack (through
 * the switchable proxy), and every test starts signed out with the backend reachable.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';

import { backend } from './stack';

const { proxyUrl, anonKey } = inject('componentStack');
// Before any test file imports src/lib/env.ts, which reads them once.
vi.stubEnv('VITE_SUPABASE_URL', proxyUrl);
vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);

// Real requests to a real stack on a shared machine: more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  // Unmounted first (setup-tests.ts does it too, but after this): nothing reads any more.
  cleanup();
  await backend.comeBack();
  const [{ auth }, { queryClient }, { forgetPublicReads }, toasts] = await Promise.all([
    import('@/lib/supabase-auth'),
    import('@/lib/query-client'),
    import('@/lib/public-api/public-read-cache'),
    import('@/components/ui/toast-store'),
  ]);
  await auth.signOut({ scope: 'local' });
  localStorage.clear();
  queryClient.clear();
  forgetPublicReads();
  for (const item of toasts.currentToasts()) toasts.dismissToast(item.id);
});
