/**
 * Setup for `*.stack.test.tsx`: the app's own Supabase client (src/lib/supabase.ts) talks to
 * the test stack that tests/component-stack/global-setup.ts started.
 */
import { configure } from '@testing-library/react';
import { inject, vi } from 'vitest';

import type {} from './stack-context';

const { apiUrl, anonKey } = inject('componentStack');
// Before any test file imports src/lib/env.ts, which reads them once.
vi.stubEnv('VITE_SUPABASE_URL', apiUrl);
vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonKey);

// Real requests to a real stack on a shared machine: more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });
