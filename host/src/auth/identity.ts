import { createContext, useContext } from 'react';
import type { Session, User } from '@iprism/shared/contracts/identity';

/** The signed-in user: SPEC §3 User plus what the frames show (id, name, avatar). */
export interface IdentityUser extends User {
  id: string;
  fullName: string | null;
  imageUrl?: string;
}

/** Which adapter is behind the interface; the sign-in and sign-up pages render differently per provider. */
export type IdentityProviderKind = 'built-in' | 'clerk';

/**
 * The one identity interface of the host (ARCHITECTURE §5), the same for both adapters. The guard
 * chain, the frames and the pages read only this.
 */
export interface Identity {
  provider: IdentityProviderKind;
  /** False until the provider knows whether someone is signed in. */
  loaded: boolean;
  signedIn: boolean;
  user: IdentityUser | null;
  session: Session | null;
  /** A session token valid for at least a few more seconds, or null when signed out. */
  getToken(): Promise<string | null>;
  /** Re-reads the session from the provider (memberships, active organisation, claims). */
  reload(): Promise<void>;
  /** Ends the session here and in the other tabs; the local state is cleared before it resolves. */
  signOut(): Promise<void>;
  setActiveOrganization(organizationId: string | null): Promise<void>;
}

const noop = async () => undefined;

/** What the context holds before a provider mounts (tests of single components): loaded, nobody signed in. */
export const SIGNED_OUT_IDENTITY: Identity = {
  provider: 'built-in',
  loaded: true,
  signedIn: false,
  user: null,
  session: null,
  getToken: async () => null,
  reload: noop,
  signOut: noop,
  setActiveOrganization: noop,
};

export const IdentityContext = createContext<Identity>(SIGNED_OUT_IDENTITY);

/** The current identity (see IdentityProvider). */
export function useIdentity(): Identity {
  return useContext(IdentityContext);
}
