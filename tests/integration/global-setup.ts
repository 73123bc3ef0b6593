import type { TestProject } from 'vitest/node';

import { withClient } from '../../dev-support/pg-client';
import { startStack } from '../../local-stack/stack';
import { RAISE_REQUEST_EMAIL_CAPS_SQL } from '../../test-support/request-email-caps';

/** One throw-away stack on free ports for the whole integration run. */
export default async function setup(project: TestProject) {
  // Many tests send auth e-mail to the one catcher; config.toml's hourly limit is for people.
  const stack = await startStack({ apiPort: 0, dbPort: 0, authRateLimit: { emailSent: 10_000 } });
  if (!stack.inboxUrl) throw new Error('[inbucket] is disabled in supabase/config.toml');
  await withClient(stack.superuserDbUrl, (client) => client.query(RAISE_REQUEST_EMAIL_CAPS_SQL));
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    superuserDbUrl: stack.superuserDbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    inboxUrl: stack.inboxUrl,
    storageDir: stack.storageDir,
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
      /** The mail catcher's inbox and Mailpit-compatible API (test-support/inbox.ts). */
      inboxUrl: string;
      /** Where Storage keeps the objects' files. */
      storageDir: string;
    };
  }
}
