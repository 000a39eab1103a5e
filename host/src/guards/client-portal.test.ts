import { CLIENT_ADMIN_MESSAGE, CLIENT_EDIT_MESSAGE, CLIENT_FEATURE_MESSAGE } from '@iprism/shared/contracts/access';
import { clientMayOpen, clientPortalGuard, isClientUser } from './client-portal';
import { clientUser, user } from './test-fixtures';

const client = clientUser();
const run = (path: string, search = '') => clientPortalGuard({ path, query: new URLSearchParams(search), user: client });

describe('clientPortalGuard (SPEC §5 guard 2, §6)', () => {
  it('recognises a client by publicMetadata.role client', () => {
    expect(isClientUser(client)).toBe(true);
    expect(isClientUser(user({ publicMetadata: { role: 'member' } }))).toBe(false);
  });

  it('does nothing for non-client users', () => {
    expect(clientPortalGuard({ path: '/admin', query: new URLSearchParams(), user: user() })).toEqual({ type: 'next' });
  });

  it.each(['/admin', '/admin/accounts', '/admin/security-dashboard'])('blocks %s with the admin-features message', (path) => {
    expect(run(path)).toMatchObject({ reason: 'client-access', message: CLIENT_ADMIN_MESSAGE, guard: 'client-portal' });
  });

  it.each(['classification-explorer', 'upgrade', 'settings'])('blocks /dashboard/patent/%s with the feature message', (page) => {
    expect(run(`/dashboard/patent/${page}`)).toMatchObject({ reason: 'client-access', message: CLIENT_FEATURE_MESSAGE });
  });

  it('blocks pages below a blocked patent page too', () => {
    expect(run('/dashboard/patent/classification-explorer/g06f')).toMatchObject({ message: CLIENT_FEATURE_MESSAGE });
  });

  it('leaves /settings outside the patent dashboard open', () => {
    expect(run('/settings').type).toBe('next');
  });

  it.each(['/dashboard/patent/archives/new', '/dashboard/patent/drafting/create', '/dashboard/patent/archives/42/edit'])(
    'blocks %s (ends in create, edit or new) with the editing message',
    (path) => {
      expect(run(path)).toMatchObject({ reason: 'client-access', message: CLIENT_EDIT_MESSAGE });
    },
  );

  it('reads "ending in" as the last segment, so /renew and /new-things stay open', () => {
    expect(run('/dashboard/patent/archives/renew').type).toBe('next');
    expect(run('/dashboard/patent/archives/new-things').type).toBe('next');
  });

  it.each(['/dashboard/patent/drafting', '/dashboard/drafting', '/dashboard/toolbox', '/dashboard/litigate', '/dashboard/subscription'])(
    'keeps a client to the client portal: %s is refused with the feature message',
    (path) => {
      expect(run(path)).toMatchObject({ reason: 'client-access', message: CLIENT_FEATURE_MESSAGE });
    },
  );

  it.each(['/dashboard', '/dashboard/patent', '/dashboard/patent/analytics', '/dashboard/patent/priorart', '/dashboard/patent/archives', '/dashboard/patent/pdfviewer', '/dashboard/patent/support', '/dashboard/scout/patents', '/profile'])(
    'lets a client open %s',
    (path) => {
      expect(clientMayOpen(path)).toBe(true);
      expect(run(path).type).toBe('next');
    },
  );

  it('checks admin before the write rule', () => {
    expect(run('/admin/newsroom/new')).toMatchObject({ message: CLIENT_ADMIN_MESSAGE });
  });

  it('sends any other account tab to tab=myAccount, without a reason', () => {
    expect(run('/dashboard/patent/account', '?tab=organization')).toEqual({
      type: 'redirect',
      guard: 'client-portal',
      to: '/dashboard/patent/account?tab=myAccount',
    });
  });

  it('allows the myAccount tab and the account page without a tab', () => {
    expect(run('/dashboard/patent/account', '?tab=myAccount').type).toBe('next');
    expect(run('/dashboard/patent/account').type).toBe('next');
  });

  it('lets read-only pages through', () => {
    for (const path of ['/dashboard/patent', '/dashboard/patent/analytics', '/dashboard/patent/archives', '/dashboard/scout', '/profile']) {
      expect(run(path).type).toBe('next');
    }
  });
});
