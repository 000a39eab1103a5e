import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@iprism/shared/contracts/identity';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity, type IdentityUser } from '../auth/identity';
import { QueryCacheReset } from './QueryCacheReset';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

function identityOf(userId: string, orgId: string | null): Identity {
  return {
    ...SIGNED_OUT_IDENTITY,
    signedIn: true,
    user: { id: userId } as IdentityUser,
    session: { orgId } as Session,
  };
}

function mount(queryClient: QueryClient, identity: Identity) {
  const tree = (value: Identity) => (
    <QueryClientProvider client={queryClient}>
      <IdentityContext.Provider value={value}>
        <QueryCacheReset />
      </IdentityContext.Provider>
    </QueryClientProvider>
  );
  const view = render(tree(identity));
  return { switchTo: (next: Identity) => view.rerender(tree(next)) };
}

describe('QueryCacheReset', () => {
  it('empties what was answered for the previous person or organisation, and keeps answers that are the same for everyone', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['account', 'detail'], { email: 'a@example.com' });
    queryClient.getQueryCache().build(queryClient, { queryKey: ['organization', 'invitation', 't'], meta: { sameForEveryone: true } });
    queryClient.setQueryData(['organization', 'invitation', 't'], { organizationName: 'Harper & Lowe LLP' });

    const view = mount(queryClient, identityOf('u1', null));
    expect(queryClient.getQueryData(['account', 'detail'])).toEqual({ email: 'a@example.com' });

    view.switchTo(identityOf('u1', 'org-1'));
    expect(queryClient.getQueryData(['account', 'detail'])).toBeUndefined();
    expect(queryClient.getQueryData(['organization', 'invitation', 't'])).toEqual({ organizationName: 'Harper & Lowe LLP' });
  });

  it('leaves the cache alone while the identity is unchanged', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['account', 'detail'], { email: 'a@example.com' });
    const view = mount(queryClient, identityOf('u1', 'org-1'));
    view.switchTo(identityOf('u1', 'org-1'));
    expect(queryClient.getQueryData(['account', 'detail'])).toEqual({ email: 'a@example.com' });
  });
});
