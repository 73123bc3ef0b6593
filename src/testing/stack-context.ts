/**
 * What tests/component-stack/global-setup.ts hands to component tests that run against a
 * real local stack (`*.stack.test.tsx`): the app talks to `proxyUrl`, a proxy in front of
 * the stack that a test can switch off (its port closed) to make the backend unreachable.
 */
interface ComponentStack {
  /** The stack's gateway itself, for set-up clients (service role). */
  apiUrl: string;
  /** The mail catcher's inbox and Mailpit-compatible API (test-support/inbox.ts). */
  inboxUrl: string;
  /** What the app under test is built with (VITE_SUPABASE_URL). */
  proxyUrl: string;
  /** POST /close, /open, /hold, /exhaustSignInLimit: switches the proxy (see src/testing/stack.ts). */
  controlUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The database as its superuser: for settings no API role may change (the owner's SQL). */
  superuserDbUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    componentStack: ComponentStack;
  }
}

export {};
