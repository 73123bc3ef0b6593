import type { TestProject } from 'vitest/node';

import type {} from '../../src/testing/stack-context';
import { startStack } from '../../supabase/local/stack';

/** One throw-away stack on free ports for the component tests that need real answers. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ apiPort: 0, dbPort: 0 });
  project.provide('componentStack', {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
  });
  return () => stack.stop();
}
