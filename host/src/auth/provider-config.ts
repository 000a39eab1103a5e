/**
 * The Clerk publishable key, injected at build time by DefinePlugin (scripts/webpack/create-config.ts);
 * empty means the built-in provider. Undefined under Jest, which also means built-in.
 */
export const CLERK_PUBLISHABLE_KEY: string = process.env.CLERK_PUBLISHABLE_KEY ?? '';

export type ClerkAdapterModule = typeof import('./clerk-adapter');

/**
 * Loads the Clerk adapter chunk. The condition is the DefinePlugin expression itself, so in a build
 * without a key webpack drops the import() and Clerk is not even emitted as a chunk.
 */
export function loadClerkAdapter(): Promise<ClerkAdapterModule> {
  return process.env.CLERK_PUBLISHABLE_KEY ? import('./clerk-adapter') : Promise.reject(new Error('Clerk is not configured in this build'));
}
