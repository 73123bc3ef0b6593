import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { useAuth } from './use-auth';

it('throws outside its provider (SPEC §8)', () => {
  // React logs the error it rethrows; the assertion below is what matters.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  logged.mockRestore();
});
