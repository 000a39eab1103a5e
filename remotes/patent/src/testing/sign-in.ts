import { act, cleanup } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { SIGNED_OUT_SNAPSHOT, sessionAtom } from '@iprism/shared/api/session-atom';

/** Publishes a signed-in user as the host would; `role` 'client' makes them a client-portal user (SPEC §6). */
export function signInTestUser(role?: string): void {
  getDefaultStore().set(sessionAtom, {
    loaded: true,
    signedIn: true,
    user: { id: 'u_1', fullName: 'Priya Pro', primaryEmail: 'pro@lawfirm.example', publicMetadata: role ? { role } : {}, organizationMemberships: [] },
    session: null,
  });
}

/** Unmounts first: a screen still mounted would re-render as signed out, after the test's mocks were reset. */
export function signOutTestUser(): void {
  cleanup();
  act(() => getDefaultStore().set(sessionAtom, SIGNED_OUT_SNAPSHOT));
}
