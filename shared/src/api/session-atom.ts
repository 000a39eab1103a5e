import { atom } from 'jotai';
import type { Session, User } from '../contracts/identity';
import { pageSingleton } from '../realtime/page-singleton';

/** What remotes may read about the signed-in person; the host's identity adapter writes it. */
export interface SessionSnapshot {
  loaded: boolean;
  signedIn: boolean;
  user: (User & { id: string; fullName: string | null }) | null;
  session: Session | null;
}

export const SIGNED_OUT_SNAPSHOT: SessionSnapshot = { loaded: false, signedIn: false, user: null, session: null };

/**
 * The identity state for remotes (read with useAtomValue from the default store, which host and
 * remotes share). Read-only for them: sign-in, sign-out and organisation switching stay in the host.
 * One atom per page, so a remote's own copy of this module reads the host's.
 */
export const sessionAtom = pageSingleton('session-atom', () => atom<SessionSnapshot>(SIGNED_OUT_SNAPSHOT));
