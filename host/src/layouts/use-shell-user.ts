import { useMemo } from 'react';
import { useIdentity } from '../auth/identity';

/** Who the frames show in the account menu. */
export interface ShellUser {
  displayName: string;
  email: string;
  avatarUrl?: string;
}

/** The signed-in person for the frames' account menu, from the identity (null when signed out). */
export function useShellUser(): ShellUser | null {
  const { user } = useIdentity();
  return useMemo(() => {
    if (!user) return null;
    const email = user.primaryEmail ?? '';
    return { displayName: user.fullName?.trim() || email || 'Signed in', email, avatarUrl: user.imageUrl };
  }, [user]);
}
