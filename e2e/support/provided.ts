/** Values global-setup.ts hands to the test files through Vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product under test is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export {};
