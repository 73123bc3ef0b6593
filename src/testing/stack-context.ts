/** What tests/component-stack/global-setup.ts provides to `*.stack.test.tsx` files. */
declare module 'vitest' {
  export interface ProvidedContext {
    componentStack: { apiUrl: string; anonKey: string; serviceRoleKey: string };
  }
}

export {};
