import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIdentity } from '../auth/identity';

/**
 * Empties the query cache when the person or the active organisation changes (what it holds was answered
 * for them); the queries on screen load again. Queries marked `meta.sameForEveryone` keep their answer.
 * Rendered once, inside the identity provider (App.tsx).
 */
export function QueryCacheReset() {
  const queryClient = useQueryClient();
  const { loaded, signedIn, user, session } = useIdentity();
  const owner = loaded ? `${signedIn ? (user?.id ?? '') : ''}:${session?.orgId ?? ''}` : null;
  const lastOwner = useRef<string | null>(null);
  useEffect(() => {
    if (owner === null) return;
    if (lastOwner.current !== null && lastOwner.current !== owner) void queryClient.resetQueries({ predicate: (query) => query.meta?.sameForEveryone !== true });
    lastOwner.current = owner;
  }, [owner, queryClient]);
  return null;
}
