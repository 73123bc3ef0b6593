import type { TestProject } from 'vitest/node';

import { startStack } from '../../supabase/local/stack';

/** One throw-away stack on free ports for the whole integration run. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ apiPort: 0, dbPort: 0 });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    superuserDbUrl: stack.superuserDbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
  });
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      apiUrl: string;
      dbUrl: string;
      superuserDbUrl: string;
      anonKey: string;
      serviceRoleKey: string;
      jwtSecret: string;
    };
  }
}
